import { createHash } from "node:crypto";
import type { EventBus } from "../../platform/bus";
import { type Clock, systemClock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { dropReads } from "../../platform/db/locked-reads";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import { idempotencyMismatch, insufficientFunds, UnbalancedTransferError } from "./wallet.errors";
import { type AccountKey, playerAccountsRead, walletStore } from "./wallet.store";

/** A player's accounts per currency. Bonus money is never withdrawable; held money waits for a payout. */
export type PlayerAccountKind = "real" | "bonus" | "withdrawal_hold";
/** The operator's side of every movement. They may go negative (payments clearing is, by every deposit). */
export type OperatorAccountKind =
  | "payments_clearing"
  | "game_revenue"
  | "sportsbook"
  | "bonus_cost"
  | "jackpot_pool"
  | "tournament_prizes"
  /** Engagement rewards: jackpot seeds, advent doors, wheel prizes, points-shop cash. */
  | "promotions"
  | "affiliate_commission"
  /** Staff corrections of player balances (the back office's adjustments, four eyes above a threshold). */
  | "adjustments"
  /** Deposits the provider took back (chargebacks, decision 0201): kept apart from payments clearing. */
  | "chargebacks";

export type AccountRef = { userId: string; kind: PlayerAccountKind } | { operator: OperatorAccountKind };

/** One leg: a positive amount credits the account, a negative one debits it. */
export interface Posting {
  account: AccountRef;
  amount: bigint;
}

export interface TransferRequest {
  /** Unique per movement; the same key with the same request returns the first result. */
  idempotencyKey: string;
  kind: string;
  currency: string;
  postings: Posting[];
  metadata?: Record<string, unknown>;
  /**
   * Whose shard of the operator accounts a transfer between operator accounts uses (by default, one with a player's
   * leg uses that player's; one without uses shard 0). A movement made for a player, like a round's jackpot
   * contribution, passes the player so that concurrent rounds do not all queue on one pair of rows.
   */
  shardBy?: string;
  /**
   * The balances of the transfer's one player in its currency, as read in this transaction under the player's money
   * lock just before it. The result then carries the balances after it (`after`), and its balance event is
   * published without reading them again after commit.
   */
  before?: PlayerBalances;
}

export interface PlayerBalanceAfter {
  userId: string;
  kind: PlayerAccountKind;
  balanceAfter: bigint;
}

export interface TransferResult {
  transferId: string;
  kind: string;
  currency: string;
  /** True when this key had been applied before and nothing new happened. */
  replayed: boolean;
  /** Id of the transfer's newest entry: increases with every movement (the SSE event id). */
  lastEntryId: bigint;
  players: PlayerBalanceAfter[];
  /** The player's balances after the transfer, when the request gave them before it (TransferRequest.before). */
  after?: { userId: string; balances: PlayerBalances };
}

export interface PlayerBalances {
  currency: string;
  real: bigint;
  bonus: bigint;
  withdrawalHold: bigint;
}

/** The balance-change event published on the bus after a transfer commits. */
export interface BalanceEvent {
  userId: string;
  currency: string;
  real: string;
  bonus: string;
  source: string;
  transferId: string;
  eventId: string;
}
export const BALANCE_CHANNEL = "wallet.balance";

/**
 * Operator accounts are split into a few shards (`payments_clearing#3`), picked by the player of the transfer, so
 * concurrent deposits of different players do not all queue on one hot row. Reports sum the shards.
 */
const OPERATOR_SHARDS = 8;

function shardOf(request: TransferRequest): number {
  const player = request.postings.find((p) => "userId" in p.account)?.account as
    | { userId: string }
    | undefined;
  const by = player?.userId ?? request.shardBy;
  if (!by) return 0;
  let hash = 0;
  for (const char of by) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % OPERATOR_SHARDS;
}

const keyOf = (ref: AccountRef, currency: string, shard: number): AccountKey =>
  "operator" in ref
    ? { userId: null, kind: `${ref.operator}#${shard}`, currency }
    : { userId: ref.userId, kind: ref.kind, currency };

function requestHash(request: TransferRequest): string {
  const legs = request.postings
    .map(
      (p) =>
        `${"operator" in p.account ? `op:${p.account.operator}` : `${p.account.userId}:${p.account.kind}`}=${p.amount}`,
    )
    .sort();
  return createHash("sha256")
    .update(JSON.stringify([request.kind, request.currency, legs]))
    .digest("hex");
}

/** Money moved into or out of a player's withdrawal hold. */
export interface HoldRequest {
  userId: string;
  currency: string;
  amount: bigint;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
}

/** `balances` with the accounts of `userId` the transfer moved set to their balance after it. */
function applied(balances: PlayerBalances, result: TransferResult, userId: string): PlayerBalances {
  const after = { ...balances };
  for (const p of result.players) {
    if (p.userId !== userId) continue;
    if (p.kind === "real") after.real = p.balanceAfter;
    else if (p.kind === "bonus") after.bonus = p.balanceAfter;
    else after.withdrawalHold = p.balanceAfter;
  }
  return after;
}

/** The ledger. Every movement of money in the product goes through `transfer`. */
export function createWalletService(deps: { db: Db; bus: EventBus; clock?: Clock }) {
  // Transfers are stamped with the app's clock: limit windows and session summaries count them by that time.
  const clock = deps.clock ?? systemClock;
  // Accounts are never deleted, so their ids can be remembered once seen (saves three queries per transfer). Only
  // ids of committed accounts are remembered: one this transaction has just created may still roll back, and
  // another request locking a remembered id that never came to exist would miss its row.
  const accountIds = new Map<string, bigint>();
  const nameOf = (k: AccountKey) => `${k.userId ?? "op"}|${k.kind}|${k.currency}`;
  async function lookUp(tx: Db, keys: AccountKey[]): Promise<bigint[]> {
    const accounts = await walletStore.ensureAccounts(tx, keys);
    keys.forEach((k, i) => {
      const account = accounts[i]!;
      if (!account.created) accountIds.set(nameOf(k), account.id);
    });
    return accounts.map((a) => a.id);
  }
  async function accountIdsFor(tx: Db, keys: AccountKey[]): Promise<bigint[]> {
    const missing = keys.filter((k) => !accountIds.has(nameOf(k)));
    const found = missing.length ? await lookUp(tx, missing) : [];
    return keys.map((k) => accountIds.get(nameOf(k)) ?? found[missing.indexOf(k)]!);
  }

  /** Applies a transfer inside the caller's transaction. The caller publishes the result after commit. */
  async function transferIn(tx: Db, request: TransferRequest): Promise<TransferResult> {
    // What was read together before this transfer no longer holds after it (a balance above all).
    dropReads(tx);
    if (request.postings.length < 2) throw new UnbalancedTransferError("A transfer needs at least two legs");
    if (request.postings.reduce((sum, p) => sum + p.amount, 0n) !== 0n) {
      throw new UnbalancedTransferError("The legs of a transfer must sum to zero");
    }
    const hash = requestHash(request);
    const shard = shardOf(request);
    const keys = request.postings.map((p) => keyOf(p.account, request.currency, shard));
    const amounts = request.postings.map((p) => p.amount);
    const row = {
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      kind: request.kind,
      currency: request.currency,
      createdAt: clock.now(),
    };
    const metadata = request.metadata ?? {};
    // One round trip: lock, replay check, funds check and write (walletStore.transfer).
    let outcome = await walletStore.transfer(tx, row, metadata, await accountIdsFor(tx, keys), amounts);
    if ("missing" in outcome) {
      // Defensive: should a remembered id not be there, ask the database itself (which waits for a concurrent
      // transaction creating the same account) and try again with what it answers.
      outcome = await walletStore.transfer(tx, row, metadata, await lookUp(tx, keys), amounts);
      if ("missing" in outcome) throw new Error("Ledger accounts of the transfer could not be locked");
    }
    if ("existing" in outcome) {
      const { id, requestHash: stored } = outcome.existing;
      return replay(tx, id, stored, hash, request.idempotencyKey);
    }
    if ("short" in outcome) throw insufficientFunds({ accounts: outcome.short });
    const result: TransferResult = {
      transferId: outcome.transferId,
      kind: request.kind,
      currency: request.currency,
      replayed: false,
      lastEntryId: outcome.lastEntryId,
      players: outcome.accounts
        .filter((a) => a.userId !== null)
        .map((a) => ({ userId: a.userId!, kind: a.kind as PlayerAccountKind, balanceAfter: a.balance })),
    };
    const userIds = new Set(result.players.map((p) => p.userId));
    if (request.before && userIds.size === 1) {
      const [userId] = userIds;
      result.after = { userId: userId!, balances: applied(request.before, result, userId!) };
    }
    return result;
  }

  async function replay(
    tx: Db,
    transferId: string,
    storedHash: string,
    hash: string,
    key: string,
  ): Promise<TransferResult> {
    if (storedHash !== hash) throw idempotencyMismatch(key);
    const rows = await walletStore.transferEntries(tx, transferId);
    const transfer = await walletStore.findTransfer(tx, key);
    return {
      transferId,
      kind: transfer!.kind,
      currency: transfer!.currency,
      replayed: true,
      lastEntryId: rows.reduce((max, r) => (r.entryId > max ? r.entryId : max), 0n),
      players: rows
        .filter((r) => r.userId !== null)
        .map((r) => ({ userId: r.userId!, kind: r.kind as PlayerAccountKind, balanceAfter: r.balanceAfter })),
    };
  }

  async function balances(userId: string, currency: string, db: Db = deps.db): Promise<PlayerBalances> {
    const rows = await walletStore.playerAccounts(db, userId);
    const of = (kind: PlayerAccountKind) =>
      rows.find((r) => r.kind === kind && r.currency === currency)?.balance ?? 0n;
    return { currency, real: of("real"), bonus: of("bonus"), withdrawalHold: of("withdrawal_hold") };
  }

  /**
   * Tells live streams about the players committed transfers touched: one event per transfer and player, in order,
   * each with the balance after the last of them. That balance is the transfers' own when the first of them that
   * touches the player carries the balances after it (TransferRequest.before): the later ones' balances are applied
   * in turn, as they were made, in this order in one transaction under the player's lock. Otherwise it is read once
   * per player and currency after commit (a round's stake and win are one read, not two).
   */
  async function publish(results: TransferResult | readonly (TransferResult | null)[]): Promise<void> {
    const list = (Array.isArray(results) ? results : [results]).filter(
      (r): r is TransferResult => r !== null && !r.replayed,
    );
    const last = new Map<string, PlayerBalances | null>();
    for (const result of list) {
      for (const userId of new Set(result.players.map((p) => p.userId))) {
        const key = `${userId}:${result.currency}`;
        const known = last.get(key);
        if (known) last.set(key, applied(known, result, userId));
        else if (known === undefined)
          last.set(key, result.after?.userId === userId ? result.after.balances : null);
      }
    }
    for (const result of list) await publishOne(result, last);
  }

  async function publishOne(result: TransferResult, last: Map<string, PlayerBalances | null>): Promise<void> {
    const userIds = [...new Set(result.players.map((p) => p.userId))];
    for (const userId of userIds) {
      const key = `${userId}:${result.currency}`;
      const now = last.get(key) ?? (await balances(userId, result.currency));
      last.set(key, now);
      const event: BalanceEvent = {
        userId,
        currency: result.currency,
        real: now.real.toString(),
        bonus: now.bonus.toString(),
        source: result.kind,
        transferId: result.transferId,
        eventId: result.lastEntryId.toString(),
      };
      await deps.bus.publish(BALANCE_CHANNEL, event);
    }
  }

  /**
   * Applies a transfer in its own transaction, retried on serialization failures and deadlocks, and on the race
   * where a concurrent request with the same key committed first (then the replay answers).
   */
  async function transfer(request: TransferRequest): Promise<TransferResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await inTransaction(deps.db, (tx) => transferIn(tx, request));
        await publish(result);
        return result;
      } catch (error) {
        if (pgErrorCode(error) !== "23505" || attempt >= 3) throw error;
      }
    }
  }

  const player = (userId: string, kind: PlayerAccountKind): AccountRef => ({ userId, kind });
  const apply = (tx: Db | undefined, request: TransferRequest) =>
    tx ? transferIn(tx, request) : transfer(request);

  return {
    transfer,
    transferIn,
    /** The read `balances` makes, for a caller that reads it together with others under the money lock. */
    accountsRead: playerAccountsRead,
    /**
     * The player's net movement per transfer kind since `since` (credits positive): e.g. `bet` is minus the stakes,
     * `win` the winnings. Read inside the caller's transaction when a decision depends on it.
     */
    async flows(
      db: Db,
      userId: string,
      currency: string,
      kinds: string[],
      since: Date,
    ): Promise<Record<string, bigint>> {
      const rows = await walletStore.flows(db, userId, currency, kinds, since);
      const result: Record<string, bigint> = Object.fromEntries(kinds.map((kind) => [kind, 0n]));
      for (const row of rows) result[row.kind] = BigInt(row.total);
      return result;
    },
    /**
     * Like `flows`, for many players at once and over [from, to): per player, the net movement per transfer kind
     * of their spendable accounts in one currency (affiliate commission reads its referred players' play).
     */
    async flowsByPlayer(
      userIds: string[],
      currency: string,
      kinds: string[],
      from: Date,
      to: Date,
    ): Promise<Map<string, Record<string, bigint>>> {
      const result = new Map<string, Record<string, bigint>>();
      if (userIds.length === 0) return result;
      for (const row of await walletStore.flowsByPlayer(deps.db, userIds, currency, kinds, from, to)) {
        const flows = result.get(row.userId) ?? Object.fromEntries(kinds.map((kind) => [kind, 0n]));
        flows[row.kind] = BigInt(row.total);
        result.set(row.userId, flows);
      }
      return result;
    },
    /** Of these idempotency keys, the ones a transfer was made with (reconciliation). */
    existingKeys: async (keys: string[]) => new Set(await walletStore.existingKeys(deps.db, keys)),
    /** Transfers of these kinds in [from, to), oldest first, with their player and amount (reconciliation). */
    async transfersOfKinds(kinds: string[], from: Date, to: Date, limit = 5000) {
      const rows = await walletStore.transfersOfKinds(deps.db, kinds, from, to, limit);
      return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
    },
    /** The newest entry id of a player's accounts: the SSE id of their current state. */
    lastEntryId: (userId: string) => walletStore.lastEntryId(deps.db, userId),
    /** A page of the player's real and bonus entries in [from, to), oldest first, after entry `afterId`. */
    statementPage: (userId: string, from: Date, to: Date, afterId: bigint, limit: number) =>
      walletStore.statementPage(deps.db, userId, from, to, afterId, limit),
    /** A page of the player's ledger, newest first, each entry with its transfer's other accounts (back office). */
    ledgerPage: (userId: string, beforeId: bigint | null, limit: number) =>
      walletStore.ledgerPage(deps.db, userId, beforeId, limit),
    /** The currencies the player holds accounts in. */
    currenciesOf: (userId: string) => walletStore.currenciesOf(deps.db, userId),
    publish,
    balances,
    /**
     * Moves real money into the withdrawal hold (the player can no longer spend it); inside `tx` when given (the
     * caller publishes the result after commit), else in a transaction of its own.
     */
    hold: (input: HoldRequest, tx?: Db) =>
      apply(tx, {
        idempotencyKey: input.idempotencyKey,
        kind: "withdrawal_hold",
        currency: input.currency,
        postings: [
          { account: player(input.userId, "real"), amount: -input.amount },
          { account: player(input.userId, "withdrawal_hold"), amount: input.amount },
        ],
        metadata: input.metadata ?? {},
      }),
    /** Returns held money to the player's real balance (a cancelled, rejected or failed withdrawal); `tx` as hold. */
    release: (input: HoldRequest, tx?: Db) =>
      apply(tx, {
        idempotencyKey: input.idempotencyKey,
        kind: "withdrawal_release",
        currency: input.currency,
        postings: [
          { account: player(input.userId, "withdrawal_hold"), amount: -input.amount },
          { account: player(input.userId, "real"), amount: input.amount },
        ],
        metadata: input.metadata ?? {},
      }),
    /** Invariant report for tests and the operator health check. */
    async audit(db: Db = deps.db) {
      const sums = await walletStore.sumByCurrency(db);
      const drifted = await walletStore.driftedAccounts(db);
      return {
        unbalancedCurrencies: sums.filter((s) => BigInt(s.total) !== 0n).map((s) => s.currency),
        driftedAccounts: (drifted as unknown as { rows: unknown[] }).rows.length,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
