import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { compiledSql } from "../../platform/db/compiled";
import { fromJsonRow, jsonRow } from "../../platform/db/json-rows";
import { type LockedRead, readLocked } from "../../platform/db/locked-reads";
import { walletAccounts, walletEntries, walletTransfers } from "./wallet.tables";

export type AccountRow = typeof walletAccounts.$inferSelect;
export type TransferRow = typeof walletTransfers.$inferSelect;

/** Identifies a ledger account: a player's (userId + kind) or an operator's (kind only), in a currency. */
export interface AccountKey {
  userId: string | null;
  kind: string;
  currency: string;
}

interface RawOutcome {
  missing?: boolean;
  existing?: string;
  hash?: string;
  short?: string;
  transfer?: string;
  last?: string;
  accounts?: { id: string; user: string | null; kind: string; balance: string }[];
}

/** Every money movement and every balance read: compiled once (decision 0224). */
const transferOnce = compiledSql<
  {
    key: string;
    hash: string;
    kind: string;
    currency: string;
    metadata: string;
    at: string;
    accounts: string;
    amounts: string;
  },
  { outcome: unknown }
>(
  "wallet.transfer",
  (p) => sql`select wallet_transfer(${p.key}, ${p.hash}, ${p.kind}, ${p.currency}, ${p.metadata}::jsonb,
    ${p.at}::timestamptz, ${p.accounts}::bigint[], ${p.amounts}::bigint[]) as outcome`,
);

/** The player's accounts (every currency): alone, or with the other reads under the money lock (decision 0246). */
export const playerAccountsRead: LockedRead<AccountRow[]> = {
  name: "wallet.player-accounts",
  perCurrency: false,
  json: (p) => sql`(select coalesce(json_agg(${jsonRow(walletAccounts, "a")}), '[]'::json)
    from ${walletAccounts} a where a.user_id = ${p.userId})`,
  decode: (json) => (json as unknown[][]).map((values) => fromJsonRow(walletAccounts, values)),
};

/** What `wallet_transfer` did: written, answered by an earlier transfer, refused, or an account was not found. */
export type TransferOutcome =
  | { missing: true }
  | { existing: { id: string; requestHash: string } }
  | { short: string[] }
  | {
      transferId: string;
      lastEntryId: bigint;
      accounts: { id: bigint; userId: string | null; kind: string; balance: bigint }[];
    };

export const walletStore = {
  /**
   * Creates the accounts that do not exist yet and returns all of them, in the order given; `created` marks the
   * ones this transaction inserted (they exist for others only once it commits).
   */
  async ensureAccounts(db: Db, keys: AccountKey[]): Promise<{ id: bigint; created: boolean }[]> {
    const inserted = await db
      .insert(walletAccounts)
      .values(keys.map((k) => ({ userId: k.userId, kind: k.kind, currency: k.currency })))
      .onConflictDoNothing()
      .returning({ id: walletAccounts.id });
    const mine = new Set(inserted.map((row) => row.id));
    const accounts: { id: bigint; created: boolean }[] = [];
    for (const key of keys) {
      const [row] = await db
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          and(
            key.userId === null ? isNull(walletAccounts.userId) : eq(walletAccounts.userId, key.userId),
            eq(walletAccounts.kind, key.kind),
            eq(walletAccounts.currency, key.currency),
          ),
        );
      accounts.push({ id: row!.id, created: mine.has(row!.id) });
    }
    return accounts;
  },

  async findTransfer(db: Db, idempotencyKey: string): Promise<TransferRow | undefined> {
    const [row] = await db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, idempotencyKey));
    return row;
  },

  /**
   * A whole transfer in ONE round trip (the database's `wallet_transfer`, migration 0032, decision 0208): locks the
   * accounts in ascending id order, answers with the transfer an idempotency key already made, refuses a player
   * account that would go below zero, else writes the transfer, its entries and the new balances. Accounts and
   * amounts are the legs in posting order.
   */
  async transfer(
    db: Db,
    row: { idempotencyKey: string; requestHash: string; kind: string; currency: string; createdAt: Date },
    metadata: Record<string, unknown>,
    accountIds: bigint[],
    amounts: bigint[],
  ): Promise<TransferOutcome> {
    const result = await transferOnce(db, {
      key: row.idempotencyKey,
      hash: row.requestHash,
      kind: row.kind,
      currency: row.currency,
      metadata: JSON.stringify(metadata),
      at: row.createdAt.toISOString(),
      accounts: `{${accountIds.join(",")}}`,
      amounts: `{${amounts.join(",")}}`,
    });
    const [first] = result.rows;
    const outcome = (
      typeof first!.outcome === "string" ? JSON.parse(first!.outcome) : first!.outcome
    ) as RawOutcome;
    if (outcome.missing) return { missing: true };
    if (outcome.existing) return { existing: { id: outcome.existing, requestHash: outcome.hash! } };
    if (outcome.short) return { short: outcome.short.split(",") };
    return {
      transferId: outcome.transfer!,
      lastEntryId: BigInt(outcome.last!),
      accounts: outcome.accounts!.map((a) => ({
        id: BigInt(a.id),
        userId: a.user,
        kind: a.kind,
        balance: BigInt(a.balance),
      })),
    };
  },

  /** The entries of a transfer with their accounts, to answer a replayed request exactly as the first time. */
  async transferEntries(db: Db, transferId: string) {
    return db
      .select({
        entryId: walletEntries.id,
        accountId: walletEntries.accountId,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
        userId: walletAccounts.userId,
        kind: walletAccounts.kind,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletEntries.transferId, transferId))
      .orderBy(asc(walletEntries.id));
  },

  async playerAccounts(db: Db, userId: string): Promise<AccountRow[]> {
    return readLocked(db, playerAccountsRead, { userId, currency: "", now: "" });
  },

  /** For invariant checks: per currency, the sum of all balances (must be 0). */
  async sumByCurrency(db: Db) {
    return db
      .select({ currency: walletAccounts.currency, total: sql<string>`sum(${walletAccounts.balance})::text` })
      .from(walletAccounts)
      .groupBy(walletAccounts.currency);
  },

  /** For invariant checks: accounts whose cached balance differs from the sum of their entries. */
  async driftedAccounts(db: Db) {
    return db.execute(sql`
      select a.id from wallet_accounts a
      left join (select account_id, sum(amount) as total from wallet_entries group by account_id) e
        on e.account_id = a.id
      where a.balance <> coalesce(e.total, 0)`);
  },

  /**
   * Per transfer kind, the net movement (credits minus debits) of a player's spendable accounts (real + bonus) in
   * one currency, over transfers made since `since`.
   */
  async flows(db: Db, userId: string, currency: string, kinds: string[], since: Date) {
    return db
      .select({
        kind: walletTransfers.kind,
        total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::text`,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(
        and(
          eq(walletAccounts.userId, userId),
          eq(walletAccounts.currency, currency),
          inArray(walletAccounts.kind, ["real", "bonus"]),
          inArray(walletTransfers.kind, kinds),
          gte(walletTransfers.createdAt, since),
        ),
      )
      .groupBy(walletTransfers.kind);
  },

  /** `flows` for several players over [from, to), grouped by player and transfer kind. */
  /** Of the given idempotency keys, those a transfer was made with. */
  async existingKeys(db: Db, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await db
      .select({ key: walletTransfers.idempotencyKey })
      .from(walletTransfers)
      .where(inArray(walletTransfers.idempotencyKey, keys));
    return rows.map((row) => row.key);
  },
  /**
   * Transfers of the given kinds made in [from, to), oldest first, each with its player leg (the account holder and
   * the amount moved, unsigned): the ledger side of the payments reconciliation.
   */
  async transfersOfKinds(db: Db, kinds: string[], from: Date, to: Date, limit: number) {
    return db
      .select({
        transferId: walletTransfers.id,
        kind: walletTransfers.kind,
        currency: walletTransfers.currency,
        metadata: walletTransfers.metadata,
        createdAt: walletTransfers.createdAt,
        userId: sql<string | null>`max(${walletAccounts.userId}::text)`,
        amount: sql<string>`coalesce(sum(abs(${walletEntries.amount})) filter (where ${walletAccounts.userId} is not null), 0)::text`,
      })
      .from(walletTransfers)
      .innerJoin(walletEntries, eq(walletEntries.transferId, walletTransfers.id))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(
        and(
          inArray(walletTransfers.kind, kinds),
          gte(walletTransfers.createdAt, from),
          lt(walletTransfers.createdAt, to),
        ),
      )
      .groupBy(walletTransfers.id)
      .orderBy(asc(walletTransfers.createdAt))
      .limit(limit);
  },

  async flowsByPlayer(db: Db, userIds: string[], currency: string, kinds: string[], from: Date, to: Date) {
    return db
      .select({
        userId: sql<string>`${walletAccounts.userId}`,
        kind: walletTransfers.kind,
        total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)::text`,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(
        and(
          inArray(walletAccounts.userId, userIds),
          eq(walletAccounts.currency, currency),
          inArray(walletAccounts.kind, ["real", "bonus"]),
          inArray(walletTransfers.kind, kinds),
          gte(walletTransfers.createdAt, from),
          lt(walletTransfers.createdAt, to),
        ),
      )
      .groupBy(walletAccounts.userId, walletTransfers.kind);
  },

  /**
   * A page of a player's entries on their spendable accounts (real + bonus) made in [from, to), oldest first,
   * after entry `afterId` (the activity statement reads it page by page while it streams).
   */
  /**
   * A page of every entry on the player's accounts, newest first, before entry `beforeId`, each with the other legs of
   * its transfer (`op:game_revenue`, `player:bonus`) as its counter-accounts.
   */
  async ledgerPage(db: Db, userId: string, beforeId: bigint | null, limit: number) {
    const rows = await db
      .select({
        id: walletEntries.id,
        createdAt: walletEntries.createdAt,
        kind: walletTransfers.kind,
        account: walletAccounts.kind,
        currency: walletAccounts.currency,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
        transferId: walletEntries.transferId,
        counterAccounts: sql<string[]>`array(
          select case when ca.user_id is null then 'op:' || split_part(ca.kind, '#', 1)
            when ca.user_id = ${userId} then 'player:' || ca.kind else 'other:' || ca.kind end
          from wallet_entries ce join wallet_accounts ca on ca.id = ce.account_id
          where ce.transfer_id = ${walletEntries.transferId} and ce.id <> ${walletEntries.id}
          order by ce.id)`,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(
        and(
          eq(walletAccounts.userId, userId),
          beforeId === null ? undefined : sql`${walletEntries.id} < ${beforeId}`,
        ),
      )
      .orderBy(desc(walletEntries.id))
      .limit(limit);
    return rows;
  },
  /** The currencies the player has accounts in. */
  async currenciesOf(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId));
    return rows.map((row) => row.currency).sort();
  },
  async statementPage(db: Db, userId: string, from: Date, to: Date, afterId: bigint, limit: number) {
    return db
      .select({
        id: walletEntries.id,
        createdAt: walletEntries.createdAt,
        kind: walletTransfers.kind,
        account: walletAccounts.kind,
        currency: walletAccounts.currency,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
        transferId: walletEntries.transferId,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(
        and(
          eq(walletAccounts.userId, userId),
          inArray(walletAccounts.kind, ["real", "bonus"]),
          gte(walletEntries.createdAt, from),
          lt(walletEntries.createdAt, to),
          sql`${walletEntries.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(walletEntries.id))
      .limit(limit);
  },

  /** The id of the newest entry of a player: the SSE event id of their latest state. */
  async lastEntryId(db: Db, userId: string): Promise<bigint> {
    const [row] = await db
      .select({ id: sql<string | null>`max(${walletEntries.id})::text` })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletAccounts.userId, userId));
    return BigInt(row?.id ?? 0);
  },
};
