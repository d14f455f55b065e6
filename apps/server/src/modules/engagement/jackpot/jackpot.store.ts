import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiledSql, type Params } from "../../../platform/db/compiled";
import { jackpotContributions, jackpotLevels, jackpotWins } from "../engagement.tables";

export type JackpotWinRow = typeof jackpotWins.$inferSelect;
export type JackpotWinInsert = typeof jackpotWins.$inferInsert;

type LevelValue = { level: number; value: string };

/** The current values of a currency's levels: rolled-up value plus pending contributions, level I first. */
const levelValues = (p: Params<{ jackpotId: string; currency: string }>) => sql`
  select l.level, (l.value + coalesce((
    select sum(c.amount) from ${jackpotContributions} c
    where c.jackpot_id = l.jackpot_id and c.currency = l.currency and c.level = l.level), 0))::text as value
  from ${jackpotLevels} l
  where l.jackpot_id = ${p.jackpotId} and l.currency = ${p.currency}
  order by l.level`;

/** Every round of a jackpot game reads or contributes: compiled once (decision 0224). */
const readLevels = compiledSql<{ jackpotId: string; currency: string }, LevelValue>(
  "jackpot.levels",
  levelValues,
);
const contributeShares = compiledSql<
  { jackpotId: string; currency: string; roundId: string; levels: string; amounts: string },
  LevelValue
>(
  "jackpot.contribute",
  (p) => sql`
    with added as (
      insert into ${jackpotContributions} (jackpot_id, level, currency, amount, round_id)
      select ${p.jackpotId}, share.level, ${p.currency}, share.amount, ${p.roundId}::uuid
      from unnest(${p.levels}::int[], ${p.amounts}::bigint[]) as share(level, amount)
    )
    ${levelValues(p)}`,
);

const asValues = (rows: LevelValue[]) =>
  rows.map((r) => ({ level: Number(r.level), value: BigInt(r.value) }));

export const jackpotStore = {
  /** Creates the missing level rows of a currency; returns the levels this call created (their seeds need funding). */
  async createLevels(tx: Db, jackpotId: string, currency: string, seeds: bigint[], at: Date) {
    const created = await tx
      .insert(jackpotLevels)
      .values(seeds.map((value, i) => ({ jackpotId, level: i + 1, currency, value, updatedAt: at })))
      .onConflictDoNothing()
      .returning({ level: jackpotLevels.level });
    return created.map((r) => r.level);
  },

  /** The levels of a currency locked FOR UPDATE, I first (one lock order for every round: no deadlocks). */
  lockLevels: (tx: Db, jackpotId: string, currency: string) =>
    tx
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.currency, currency)))
      .orderBy(asc(jackpotLevels.level))
      .for("update"),

  /** The current values of a currency's levels: rolled-up value plus pending contributions, level I first. */
  async levels(db: Db, jackpotId: string, currency: string): Promise<{ level: number; value: bigint }[]> {
    return asValues((await readLevels(db, { jackpotId, currency })).rows);
  },

  /**
   * Appends a round's contributions (one row per level with a share) and, in the same statement, reads the levels'
   * current values as other transactions committed them (this round's own shares are not in them yet).
   */
  async contribute(
    tx: Db,
    jackpotId: string,
    currency: string,
    roundId: string,
    shares: bigint[],
  ): Promise<{ level: number; value: bigint }[]> {
    const added = shares.map((amount, i) => ({ level: i + 1, amount })).filter((r) => r.amount > 0n);
    if (added.length === 0) return jackpotStore.levels(tx, jackpotId, currency);
    const result = await contributeShares(tx, {
      jackpotId,
      currency,
      roundId,
      levels: `{${added.map((r) => r.level).join(",")}}`,
      amounts: `{${added.map((r) => r.amount).join(",")}}`,
    });
    return asValues(result.rows);
  },

  /**
   * Moves the pending contributions of a currency's levels into their values; the caller holds the level locks
   * (lockLevels). Returns the amount moved per level (this transaction's own contributions included).
   */
  async rollUp(tx: Db, jackpotId: string, currency: string): Promise<Map<number, bigint>> {
    const result = await tx.execute(sql`
      with moved as (
        delete from ${jackpotContributions}
        where jackpot_id = ${jackpotId} and currency = ${currency}
        returning level, amount
      ), sums as (
        select level, sum(amount) as total from moved group by level
      ), rolled as (
        update ${jackpotLevels} l set value = l.value + s.total
        from sums s
        where l.jackpot_id = ${jackpotId} and l.currency = ${currency} and l.level = s.level
      )
      select level, total::text as total from sums`);
    const rows = (result as unknown as { rows: { level: number; total: string }[] }).rows;
    return new Map(rows.map((r) => [Number(r.level), BigInt(r.total)]));
  },

  setLevel: (
    tx: Db,
    jackpotId: string,
    currency: string,
    level: number,
    value: bigint,
    won: boolean,
    at: Date,
  ) =>
    tx
      .update(jackpotLevels)
      .set({ value, updatedAt: at, ...(won ? { wins: sql`${jackpotLevels.wins} + 1` } : {}) })
      .where(
        and(
          eq(jackpotLevels.jackpotId, jackpotId),
          eq(jackpotLevels.currency, currency),
          eq(jackpotLevels.level, level),
        ),
      ),

  insertWin: (tx: Db, win: JackpotWinInsert) => tx.insert(jackpotWins).values(win),

  /** Wins of one level since `since`, biggest or newest first. */
  wins: (
    db: Db,
    jackpotId: string,
    currency: string,
    level: number,
    order: "amount" | "time",
    limit: number,
    since = new Date(0),
  ) =>
    db
      .select()
      .from(jackpotWins)
      .where(
        and(
          eq(jackpotWins.jackpotId, jackpotId),
          eq(jackpotWins.currency, currency),
          eq(jackpotWins.level, level),
          gte(jackpotWins.wonAt, since),
        ),
      )
      .orderBy(order === "amount" ? desc(jackpotWins.amount) : desc(jackpotWins.wonAt))
      .limit(limit),

  winCount: async (db: Db, jackpotId: string, currency: string, level: number) =>
    (
      await db
        .select({ n: count() })
        .from(jackpotWins)
        .where(
          and(
            eq(jackpotWins.jackpotId, jackpotId),
            eq(jackpotWins.currency, currency),
            eq(jackpotWins.level, level),
          ),
        )
    )[0]?.n ?? 0,

  /** The newest wins of any level (the /api/jackpotWinners feed). */
  recentWins: (
    db: Db,
    filter: { currency?: string | undefined; country?: string | undefined; limit: number },
  ) =>
    db
      .select()
      .from(jackpotWins)
      .where(
        and(
          filter.currency ? eq(jackpotWins.currency, filter.currency) : undefined,
          filter.country ? eq(jackpotWins.country, filter.country) : undefined,
        ),
      )
      .orderBy(desc(jackpotWins.wonAt))
      .limit(filter.limit),
};
