import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { walletAccounts, walletEntries, walletTransfers } from "./wallet.tables";

export type AccountRow = typeof walletAccounts.$inferSelect;
export type TransferRow = typeof walletTransfers.$inferSelect;

/** Identifies a ledger account: a player's (userId + kind) or an operator's (kind only), in a currency. */
export interface AccountKey {
  userId: string | null;
  kind: string;
  currency: string;
}

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

  /**
   * Locks the accounts FOR UPDATE in ascending id order. Every transfer locks in this one order, so two transfers
   * touching the same accounts queue behind each other instead of deadlocking.
   */
  async lockAccounts(db: Db, ids: bigint[]): Promise<AccountRow[]> {
    return db
      .select()
      .from(walletAccounts)
      .where(inArray(walletAccounts.id, ids))
      .orderBy(asc(walletAccounts.id))
      .for("update");
  },

  async findTransfer(db: Db, idempotencyKey: string): Promise<TransferRow | undefined> {
    const [row] = await db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, idempotencyKey));
    return row;
  },

  /**
   * Writes a whole transfer in ONE statement: the transfer row, its entries (in posting order) and the new balances
   * of its (locked) accounts. Returns the transfer's id and its newest entry id.
   */
  async writeTransfer(
    db: Db,
    row: Omit<typeof walletTransfers.$inferInsert, "id">,
    entries: { accountId: bigint; amount: bigint; balanceAfter: bigint }[],
    balances: { id: bigint; balance: bigint }[],
  ): Promise<{ transferId: string; lastEntryId: bigint }> {
    const legs = sql.join(
      entries.map(
        (e, i) => sql`(${i}::int, ${e.accountId}::bigint, ${e.amount}::bigint, ${e.balanceAfter}::bigint)`,
      ),
      sql`, `,
    );
    const values = sql.join(
      balances.map((r) => sql`(${r.id}::bigint, ${r.balance}::bigint)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      with t as (
        insert into wallet_transfers (idempotency_key, request_hash, kind, currency, metadata, created_at)
        values (${row.idempotencyKey}, ${row.requestHash}, ${row.kind}, ${row.currency},
          ${JSON.stringify(row.metadata ?? {})}::jsonb, ${(row.createdAt ?? new Date()).toISOString()}::timestamptz)
        returning id
      ), e as (
        insert into wallet_entries (transfer_id, account_id, amount, balance_after)
        select t.id, v.account_id, v.amount, v.balance_after
        from t, (values ${legs}) as v(ord, account_id, amount, balance_after)
        order by v.ord
        returning id
      ), b as (
        update wallet_accounts a set balance = v.balance from (values ${values}) as v(id, balance)
        where a.id = v.id
      )
      select t.id::text as transfer_id, (select max(id) from e)::text as last_entry_id from t`);
    const [written] = (result as unknown as { rows: { transfer_id: string; last_entry_id: string }[] }).rows;
    return { transferId: written!.transfer_id, lastEntryId: BigInt(written!.last_entry_id) };
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
    return db.select().from(walletAccounts).where(eq(walletAccounts.userId, userId));
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
