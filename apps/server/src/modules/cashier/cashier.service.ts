import { type AdminWithdrawal, parseMajor, toMajor } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import { idempotencyMismatch, requestHash } from "../../platform/idempotency";
import type { JobQueue } from "../../platform/jobs";
import type { AuditActor, AuditService } from "../audit";
import type { TransferResult, WalletService } from "../wallet";
import {
  cancelNotPossible,
  currencyMismatch,
  depositStarting,
  invalidAmount,
  notPending,
  providerUnavailable,
} from "./cashier.errors";
import { cashierStore, type PaymentRow } from "./cashier.store";
import { transactionSummary } from "./cashier.summary";
import { toAdminView, toView } from "./cashier.views";
import { type PaymentProvider, PayoutRefusedError, type ProviderEvent } from "./providers/provider";

export interface CashierSettings {
  minDeposit: bigint;
  maxDeposit: bigint;
  minWithdrawal: bigint;
  maxWithdrawal: bigint;
  /** Withdrawals up to this amount are approved without an operator. */
  autoApproveMax: bigint;
  /** How long a deposit's provider checkout stays open (ms); unpaid by then, the deposit expires. */
  depositSessionMs: number;
}

export interface CashierDeps {
  db: Db;
  /** The audit trail: a staff decision on a withdrawal is recorded in its own transaction. */
  audit?: Pick<AuditService, "record">;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  provider: PaymentProvider;
  settings: CashierSettings;
  /** The player's account currency. */
  currencyOf(userId: string): Promise<string>;
  /**
   * Responsible-gambling check of a deposit (limits module), run in the transaction that records the deposit;
   * throws when it must be refused.
   */
  checkDeposit?(tx: Db, userId: string, amount: bigint, currency: string): Promise<void>;
  /** Bonus module: queues a credited deposit's bonus (code or opt-in) in the crediting transaction, once. */
  onDepositCredited?(
    tx: Db,
    deposit: {
      userId: string;
      currency: string;
      amount: bigint;
      paymentId: string;
      bonusCode: string | null;
    },
  ): Promise<void>;
  /** Bonus module: refuses a bonus code that would grant nothing, before the player pays. */
  checkBonusCode?(userId: string, code: string, amount: bigint, currency: string): Promise<void>;
  /**
   * Bonus module, first in a withdrawal's transaction: forfeits an active deposit bonus when the player confirmed
   * it (`forfeitBonus`), else refuses the withdrawal (409 BONUS_FORFEIT_REQUIRED). Returns transfers to publish.
   */
  beforeWithdrawal?(
    tx: Db,
    input: { userId: string; currency: string; forfeitBonus: boolean },
  ): Promise<TransferResult[]>;
  /**
   * Compliance check of a withdrawal (KYC, AML review), run in the transaction that holds the money, with the
   * player's lifetime withdrawals including this one; throws to refuse, `review: true` keeps it for an operator.
   */
  checkWithdrawal?(tx: Db, input: WithdrawalCheck): Promise<{ review: boolean }>;
  /** Compliance check before an operator approves a withdrawal; throws while it must wait (an open review). */
  checkApproval?(tx: Db, userId: string, amount: bigint): Promise<void>;
  /** Account module: a player's username, for the operator's queue (null when unknown). */
  usernameOf?(userId: string): Promise<string | null>;
}

export interface WithdrawalCheck {
  userId: string;
  amount: bigint;
  currency: string;
  /** Withdrawals pending, approved or paid so far, this one included (minor units). */
  lifetime: bigint;
}

const PAYOUT_QUEUE = "cashier.payout";
/** One delayed job per deposit, due when its checkout closes: an unpaid deposit becomes EXPIRED. */
const EXPIRY_QUEUE = "cashier.deposit-expiry";
/** How long a repeated deposit start waits for the first one's provider page (the provider call times out at 15 s). */
const START_WAIT_MS = 20_000;
const START_POLL_MS = 20;

/** Deposits and withdrawals: their state machines, and every money movement they cause through the wallet. */
export function createCashierService(deps: CashierDeps) {
  const { db, wallet } = deps;

  async function validAmount(raw: number | string, min: bigint, max: bigint): Promise<bigint> {
    const amount = parseMajor(raw);
    if (amount === null || amount <= 0n)
      throw invalidAmount("Enter a positive amount with at most two decimals");
    if (amount < min) throw invalidAmount(`The minimum is ${toMajor(min)}`);
    if (amount > max) throw invalidAmount(`The maximum is ${toMajor(max)}`);
    return amount;
  }

  async function playerCurrency(userId: string, requested: string): Promise<string> {
    const currency = await deps.currencyOf(userId);
    if (currency !== requested) throw currencyMismatch(currency);
    return currency;
  }

  /** Commits, then tells the live balance streams. */
  async function movingMoney<T>(
    work: (tx: Db) => Promise<{ value: T; transfers: TransferResult[] }>,
  ): Promise<T> {
    const { value, transfers } = await inTransaction(db, work);
    for (const transfer of transfers) await wallet.publish(transfer);
    return value;
  }

  /** A player's Idempotency-Key on a deposit or withdrawal, with the fingerprint of what it asks. */
  function keyedRequest(
    userId: string,
    key: string | undefined,
    type: string,
    asked: Record<string, unknown>,
  ) {
    return key === undefined ? null : { userId, key, type, hash: requestHash(`cashier.${type}`, asked) };
  }
  type Keyed = NonNullable<ReturnType<typeof keyedRequest>>;

  /** The transaction the key made before; 409 when it was made for another request. */
  async function earlierOf(keyed: Keyed): Promise<PaymentRow | undefined> {
    const row = await cashierStore.byIdempotencyKey(db, keyed.userId, keyed.key);
    // Rows from before fingerprints were kept have none: they are taken as the same request.
    if (row && (row.type !== keyed.type || (row.requestHash && row.requestHash !== keyed.hash))) {
      throw idempotencyMismatch();
    }
    return row;
  }

  /** A concurrent request with the same key committed its row first (unique violation): that row answers. */
  async function racedBy(error: unknown, keyed: Keyed | null): Promise<PaymentRow> {
    const earlier = keyed && pgErrorCode(error) === "23505" ? await earlierOf(keyed) : undefined;
    if (!earlier) throw error;
    return earlier;
  }

  /**
   * The answer of a deposit start, once the request that created it has had the provider's page: a repeat
   * arriving meanwhile waits for it (bounded by the provider call's own time-out) rather than answer differently.
   */
  async function startedDeposit(row: PaymentRow) {
    for (let waited = 0; ; waited += START_POLL_MS) {
      const redirectUrl = row.metadata.redirectUrl;
      if (typeof redirectUrl === "string") {
        return { transactionId: row.id, redirectUrl, providerRef: row.providerRef };
      }
      if (row.state === "FAILED") throw providerUnavailable();
      if (waited >= START_WAIT_MS) throw depositStarting();
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
      row = (await cashierStore.get(db, row.id)) ?? row;
    }
  }

  const service = {
    async deposit(input: {
      userId: string;
      amount: number | string;
      currency: string;
      bonusCode?: string | undefined;
      returnUrl: string;
      locale: string;
      idempotencyKey?: string | undefined;
    }) {
      const bonusCode = input.bonusCode?.trim() || null;
      const keyed = keyedRequest(input.userId, input.idempotencyKey, "deposit", {
        amount: parseMajor(input.amount) ?? String(input.amount),
        currency: input.currency,
        bonusCode,
      });
      const earlier = keyed && (await earlierOf(keyed));
      if (earlier) return startedDeposit(earlier);
      const amount = await validAmount(input.amount, deps.settings.minDeposit, deps.settings.maxDeposit);
      const currency = await playerCurrency(input.userId, input.currency);
      if (bonusCode) await deps.checkBonusCode?.(input.userId, bonusCode, amount, currency);
      let row: PaymentRow;
      const createdAt = deps.clock.now();
      const expiresAt = new Date(createdAt.getTime() + deps.settings.depositSessionMs);
      try {
        // The limit check and the new row commit together: the check locks the player's limits, so two deposits
        // racing one limit are serialised and the second sees the first. Its expiry job commits with it too.
        row = await inTransaction(db, async (tx) => {
          await deps.checkDeposit?.(tx, input.userId, amount, currency);
          const created = await cashierStore.insert(tx, {
            userId: input.userId,
            type: "deposit",
            amount,
            currency,
            state: "PENDING",
            provider: deps.provider.name,
            bonusCode,
            idempotencyKey: keyed?.key ?? null,
            requestHash: keyed?.hash ?? null,
            createdAt,
            expiresAt,
          });
          await deps.jobs.enqueue(
            EXPIRY_QUEUE,
            { id: created.id },
            { runAt: expiresAt, uniqueKey: `deposit-expiry:${created.id}` },
            tx,
          );
          return created;
        });
      } catch (error) {
        return startedDeposit(await racedBy(error, keyed));
      }
      const returnUrl = `${input.returnUrl}${input.returnUrl.includes("?") ? "&" : "?"}tx=${row.id}`;
      try {
        const started = await deps.provider.initiateDeposit({
          merchantRef: row.id,
          userId: input.userId,
          amount,
          currency,
          returnUrl,
          locale: input.locale,
          bonusCode: row.bonusCode,
          expiresAt,
        });
        await cashierStore.update(db, row.id, {
          providerRef: started.providerRef,
          metadata: { redirectUrl: started.redirectUrl },
        });
        return { transactionId: row.id, redirectUrl: started.redirectUrl, providerRef: started.providerRef };
      } catch {
        await cashierStore.update(db, row.id, { state: "FAILED", reason: "Provider unavailable" });
        throw providerUnavailable();
      }
    },

    async withdraw(input: {
      userId: string;
      amount: number | string;
      currency: string;
      idempotencyKey?: string | undefined;
      /** The player confirmed that the withdrawal forfeits their active deposit bonus. */
      forfeitBonus?: boolean | undefined;
    }) {
      const keyed = keyedRequest(input.userId, input.idempotencyKey, "withdrawal", {
        amount: parseMajor(input.amount) ?? String(input.amount),
        currency: input.currency,
      });
      const earlier = keyed && (await earlierOf(keyed));
      if (earlier) return { transactionId: earlier.id };
      const amount = await validAmount(
        input.amount,
        deps.settings.minWithdrawal,
        deps.settings.maxWithdrawal,
      );
      const currency = await playerCurrency(input.userId, input.currency);
      let row: { id: string; review: boolean };
      try {
        row = await movingMoney(async (tx) => {
          // Before the hold: the bonus lock is taken before the wallet's, in the order every bonus path takes them.
          const forfeits = await (deps.beforeWithdrawal?.(tx, {
            userId: input.userId,
            currency,
            forfeitBonus: input.forfeitBonus === true,
          }) ?? []);
          const created = await cashierStore.insert(tx, {
            userId: input.userId,
            type: "withdrawal",
            amount,
            currency,
            state: "PENDING",
            provider: deps.provider.name,
            idempotencyKey: keyed?.key ?? null,
            requestHash: keyed?.hash ?? null,
            createdAt: deps.clock.now(),
          });
          // Only real money moves to the hold: bonus money is never withdrawable.
          const hold = await wallet.hold(
            {
              userId: input.userId,
              currency,
              amount,
              idempotencyKey: `withdrawal-hold:${created.id}`,
              metadata: { paymentTransactionId: created.id },
            },
            tx,
          );
          // After the hold, which locks the player's accounts: concurrent withdrawals count one after the other.
          const lifetime = await cashierStore.withdrawnTotal(tx, input.userId, COUNTED_WITHDRAWAL_STATES);
          const verdict = await deps.checkWithdrawal?.(tx, {
            userId: input.userId,
            amount,
            currency,
            lifetime,
          });
          const review = verdict?.review ?? false;
          if (review) await cashierStore.update(tx, created.id, { metadata: { heldForReview: true } });
          return { value: { id: created.id, review }, transfers: [...forfeits, hold] };
        });
      } catch (error) {
        return { transactionId: (await racedBy(error, keyed)).id };
      }
      if (!row.review && amount <= deps.settings.autoApproveMax) await approve(row.id, "auto");
      return { transactionId: row.id };
    },

    /** The player cancels their own pending withdrawal; the money returns to the real balance. */
    async cancelWithdrawal(userId: string, id: string) {
      await movingMoney(async (tx) => {
        const row = await cashierStore.lock(tx, id);
        if (!row || row.userId !== userId || row.type !== "withdrawal" || row.state !== "PENDING") {
          throw cancelNotPossible();
        }
        const release = await releaseHold(tx, row, "CANCELLED", "Cancelled by the player");
        return { value: null, transfers: [release] };
      });
    },

    approve,

    async reject(id: string, reason: string, actor?: AuditActor) {
      await movingMoney(async (tx) => {
        const row = await cashierStore.lock(tx, id);
        if (row?.type !== "withdrawal" || row.state !== "PENDING") throw notPending();
        const transfer = await releaseHold(tx, row, "REJECTED", reason);
        if (actor) await auditDecision(tx, actor, row, "REJECTED", reason);
        return { value: null, transfers: [transfer] };
      });
    },

    /** A verified provider event. Applied exactly once, however often it is delivered. */
    async applyEvent(event: ProviderEvent) {
      await movingMoney(async (tx) => {
        const fresh = await cashierStore.recordEvent(tx, {
          provider: deps.provider.name,
          eventId: event.eventId,
          type: event.type,
          payload: { ...event, amount: event.amount.toString() },
        });
        if (!fresh) return { value: null, transfers: [] };
        const row = await cashierStore.lock(tx, event.merchantRef);
        if (!row || row.amount !== event.amount || row.currency !== event.currency) {
          // Never credit an amount the provider and we disagree on; leave it for reconciliation.
          return { value: null, transfers: [] };
        }
        return { value: null, transfers: await transition(tx, row, event) };
      });
    },

    /** Runs due payouts and deposit expiries (the job handlers). */
    registerJobs() {
      deps.jobs.handle(EXPIRY_QUEUE, async (payload) => {
        await cashierStore.expireDue(db, { id: String(payload.id) }, deps.clock.now());
      });
      deps.jobs.handle(PAYOUT_QUEUE, async (payload) => {
        const row = await cashierStore.get(db, String(payload.id));
        if (row?.state !== "APPROVED" || row.providerRef) return;
        try {
          const payout = await deps.provider.initiatePayout({
            merchantRef: row.id,
            userId: row.userId,
            amount: row.amount,
            currency: row.currency,
          });
          await cashierStore.update(db, row.id, { providerRef: payout.providerRef });
        } catch (error) {
          if (!(error instanceof PayoutRefusedError)) throw error;
          // A definitive refusal: the withdrawal fails and the held money goes back, exactly once.
          await service.applyEvent({
            eventId: `payout-refused:${row.id}`,
            type: "payout.failed",
            merchantRef: row.id,
            providerRef: "",
            amount: row.amount,
            currency: row.currency,
            method: null,
            reason: error.reason,
          });
        }
      });
    },

    /**
     * A player's transactions. Deposits whose checkout has closed are expired first, so the list never shows one
     * as pending after its time, even when the expiry job has not run yet (a worker behind or stopped).
     */
    async list(filter: Parameters<typeof cashierStore.list>[1]) {
      if (filter.type !== "withdrawal")
        await cashierStore.expireDue(db, { userId: filter.userId }, deps.clock.now());
      return (await cashierStore.list(db, filter)).map(toView);
    },
    /** Withdrawals over the auto-approval amount, oldest first, for the operator: whose each is, and held ones. */
    async listPendingForReview(): Promise<AdminWithdrawal[]> {
      const rows = await cashierStore.pendingWithdrawals(db);
      const ids = [...new Set(rows.map((row) => row.userId))];
      const names = new Map(
        await Promise.all(ids.map(async (id) => [id, (await deps.usernameOf?.(id)) ?? null] as const)),
      );
      return rows.map((row) => toAdminView(row, names.get(row.userId) ?? null));
    },
    count: (filter: Parameters<typeof cashierStore.count>[1]) => cashierStore.count(db, filter),
    /** The player's deposit and withdrawal totals (GET transactionSummary), in their payments' currency. */
    async summary(userId: string) {
      const rows = await cashierStore.totals(db, userId);
      const currency = (await service.list({ userId, limit: 1 }))[0]?.currency ?? "";
      return transactionSummary(rows, currency, deps.clock.now());
    },
  };
  return service;

  /** Approves a pending withdrawal: `by` is "auto" or the staff member's id (`actor`, recorded in the audit trail). */
  async function approve(id: string, by: string, actor?: AuditActor) {
    await inTransaction(db, async (tx) => {
      const row = await cashierStore.lock(tx, id);
      if (row?.type !== "withdrawal" || row.state !== "PENDING") throw notPending();
      if (by !== "auto") await deps.checkApproval?.(tx, row.userId, row.amount);
      await cashierStore.update(tx, id, { state: "APPROVED", metadata: { ...row.metadata, approvedBy: by } });
      await deps.jobs.enqueue(PAYOUT_QUEUE, { id }, { uniqueKey: `payout:${id}` }, tx);
      if (actor) await auditDecision(tx, actor, row, "APPROVED", null);
    });
  }

  async function auditDecision(
    tx: Db,
    actor: AuditActor,
    row: PaymentRow,
    state: string,
    reason: string | null,
  ) {
    await deps.audit?.record(tx, {
      actor,
      action: state === "APPROVED" ? "withdrawal.approve" : "withdrawal.reject",
      target: { type: "withdrawal", id: row.id },
      before: { state: row.state },
      after: { state, userId: row.userId, amount: row.amount, currency: row.currency, reason },
    });
  }

  async function releaseHold(tx: Db, row: PaymentRow, state: string, reason: string) {
    await cashierStore.update(tx, row.id, { state, reason, completedAt: deps.clock.now() });
    return wallet.release(
      {
        userId: row.userId,
        currency: row.currency,
        amount: row.amount,
        idempotencyKey: `withdrawal-release:${row.id}`,
        metadata: { paymentTransactionId: row.id, state },
      },
      tx,
    );
  }

  async function transition(tx: Db, row: PaymentRow, event: ProviderEvent): Promise<TransferResult[]> {
    const now = deps.clock.now();
    if (row.type === "deposit" && row.state === "PENDING" && event.type === "payment.declined") {
      await cashierStore.update(tx, row.id, { state: "FAILED", reason: event.reason, completedAt: now });
      return [];
    }
    // An expired deposit that the provider approves after all was paid: the player's money is credited (once: the
    // row is locked and no longer PENDING/EXPIRED afterwards). Credited after its checkout closed, it counts against
    // deposit limits from now (`completed_at`), see cashierStore.depositedSince.
    if (row.type === "deposit" && (row.state === "PENDING" || row.state === "EXPIRED")) {
      if (event.type !== "payment.approved") return [];
      await cashierStore.update(tx, row.id, { state: "SUCCESSFUL", method: event.method, completedAt: now });
      const credit = await wallet.transferIn(tx, {
        idempotencyKey: `deposit:${row.id}`,
        kind: "deposit",
        currency: row.currency,
        postings: [
          { account: { operator: "payments_clearing" }, amount: -row.amount },
          { account: { userId: row.userId, kind: "real" }, amount: row.amount },
        ],
        metadata: { paymentTransactionId: row.id, provider: deps.provider.name },
      });
      await deps.onDepositCredited?.(tx, {
        userId: row.userId,
        currency: row.currency,
        amount: row.amount,
        paymentId: row.id,
        bonusCode: row.bonusCode,
      });
      return [credit];
    }
    if (row.type === "withdrawal" && row.state === "APPROVED") {
      if (event.type === "payout.failed")
        return [await releaseHold(tx, row, "FAILED", event.reason ?? "Payout failed")];
      if (event.type !== "payout.paid") return [];
      await cashierStore.update(tx, row.id, { state: "SUCCESSFUL", completedAt: now });
      const paid = await wallet.transferIn(tx, {
        idempotencyKey: `withdrawal-payout:${row.id}`,
        kind: "withdrawal_payout",
        currency: row.currency,
        postings: [
          { account: { userId: row.userId, kind: "withdrawal_hold" }, amount: -row.amount },
          { account: { operator: "payments_clearing" }, amount: row.amount },
        ],
        metadata: { paymentTransactionId: row.id },
      });
      return [paid];
    }
    return [];
  }
}

/** Withdrawal states that count towards the lifetime amount of the KYC check (all but the failed and undone). */
const COUNTED_WITHDRAWAL_STATES = ["PENDING", "APPROVED", "SUCCESSFUL"];

/**
 * What a player deposited since `since` (minor units), for deposit limits: deposits credited, and pending ones whose
 * checkout is still open at `now` (they may still be paid); not failed, cancelled or expired ones — a pending one
 * stops counting the moment its checkout closes, whether or not the expiry job has run. A deposit credited after its
 * checkout closed counts from its credit. Takes the caller's transaction handle: the limits check reads it after
 * taking the player's lock, so concurrent deposits see each other.
 */
export function depositedSince(db: Db, userId: string, since: Date, now: Date): Promise<bigint> {
  return cashierStore.depositedSince(db, userId, since, now);
}

export type CashierService = ReturnType<typeof createCashierService>;
