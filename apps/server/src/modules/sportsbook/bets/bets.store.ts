import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiled, compiledSql, type Params, tableRows } from "../../../platform/db/compiled";
import { playerMoneyLockColumn, tookPlayerMoneyLock } from "../../../platform/db/player-lock";
import {
  sportsBetLegs,
  sportsBetSlips,
  sportsBets,
  sportsCashOuts,
  sportsEvents,
  sportsMarkets,
  sportsSelections,
  sportsSettlements,
} from "../sportsbook.tables";

export type BetRow = typeof sportsBets.$inferSelect;
export type BetInsert = typeof sportsBets.$inferInsert;
export type LegRow = typeof sportsBetLegs.$inferSelect;
export type SlipRow = typeof sportsBetSlips.$inferSelect;

/** A bet's combined decimal odds (none for system bets). */
export const oddsOf = (bet: BetRow) => (bet.oddsMilli === null ? undefined : Number(bet.oddsMilli) / 1000);

/** A selection with its market and event, as the slip checks it and a bet leg shows it. */
export interface OfferRow {
  selection: typeof sportsSelections.$inferSelect;
  market: typeof sportsMarkets.$inferSelect;
  event: typeof sportsEvents.$inferSelect;
}

/** A leg with what a bet view shows of it. */
export interface LegWithOffer extends LegRow {
  offer: OfferRow;
}

export interface BetHistoryFilter {
  userId: string;
  status: "open" | "settled" | "all";
  from?: Date | undefined;
  to?: Date | undefined;
}

const historyWhere = (f: BetHistoryFilter): SQL | undefined =>
  and(
    eq(sportsBets.userId, f.userId),
    f.status === "open" ? eq(sportsBets.status, "open") : undefined,
    f.status === "settled" ? ne(sportsBets.status, "open") : undefined,
    f.from ? gte(sportsBets.placedAt, f.from) : undefined,
    f.to ? lt(sportsBets.placedAt, f.to) : undefined,
  );

/* What every bet sends, compiled once (decision 0224); lists of ids go as one array parameter. */
/** The offered selections of `p.ids` with their markets and events. */
const offersQuery = (db: Db, p: Params<{ ids: string[] }>) =>
  db
    .select({ selection: sportsSelections, market: sportsMarkets, event: sportsEvents })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(sql`${sportsSelections.id} = any(${p.ids}::uuid[])`);
const offersOf = compiled("bets.offers", offersQuery);
/** The values of a slip's bets and their legs, as {@link placeAndLockOf} writes them. */
interface BetsAndLegs {
  bets: string;
  legBets: string[];
  legNos: number[];
  selections: string[];
  markets: string[];
  events: string[];
  odds: number[];
}

/**
 * A slip's bets and all their legs written, and their offers read again and locked until the transaction ends, in
 * one statement (one round trip while the player's money lock is held; decisions 0235 and 0240).
 *
 * - The bets go as JSON rows of the table (`jsonb_populate_recordset`, every column given, each encoded as Drizzle
 *   encodes it), the legs as arrays. The legs' foreign keys are checked at the end of the statement, when the bets are
 *   in.
 * - The offers: each selection's event FOR KEY SHARE, its market FOR NO KEY UPDATE and the selection FOR SHARE, row
 *   after row in event, market and selection order (the order every price writer locks them in: the event, then its
 *   markets, then it writes their selections; so the two never deadlock). The market's lock is exclusive, so waiting
 *   price writers are queued fairly rather than starved by a stream of bets. Every table read is locked: a row a
 *   writer changed while this statement waited is read again as that writer committed it, so no price, market state
 *   or live score is from before the wait (a table read without a lock would be). Drizzle's builder writes one
 *   locking clause; the three follow the order.
 */
const placeAndLockOf = compiled(
  "bets.place-and-lock-offers",
  (db, p: Params<{ ids: string[] } & BetsAndLegs>) => {
    const placed = db
      .$with("placed", {})
      .as(
        sql`insert into ${sportsBets} select * from jsonb_populate_recordset(null::${sportsBets}, ${p.bets}::jsonb)`,
      );
    const legs = db.$with("legs", {}).as(
      sql`insert into ${sportsBetLegs} (bet_id, leg_no, selection_id, market_id, event_id, odds_milli)
      select * from unnest(${p.legBets}::uuid[], ${p.legNos}::int[], ${p.selections}::uuid[], ${p.markets}::uuid[],
        ${p.events}::uuid[], ${p.odds}::int[])`,
    );
    return db
      .with(placed, legs)
      .select({ selection: sportsSelections, market: sportsMarkets, event: sportsEvents })
      .from(sportsSelections)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
      .where(sql`${sportsSelections.id} = any(${p.ids}::uuid[])`)
      .orderBy(
        sql`${sportsEvents.id}, ${sportsMarkets.id}, ${sportsSelections.id}
      for key share of ${sportsEvents} for no key update of ${sportsMarkets} for share of ${sportsSelections}`,
      );
  },
);
/** A new slip's row, and in the same statement its player's money lock (decision 0235). */
const insertSlipLockingMoney = compiledSql<{
  id: string;
  userId: string;
  key: string;
  hash: string;
  createdAt: Date;
}>(
  "bets.insert-slip",
  (p) => sql`with slip as (
      insert into ${sportsBetSlips} (id, user_id, idempotency_key, request_hash, created_at)
      values (${p.id}, ${p.userId}, ${p.key}, ${p.hash}, ${p.createdAt}) returning id
    )
    select slip.id, ${playerMoneyLockColumn(p.userId)} as locked from slip`,
);
/** A new bet's row: the table's defaults where the placing leaves a column out. */
const betRows = tableRows("bets.insert-bets-and-legs", sportsBets, () => ({
  id: randomUUID(),
  status: "open",
  stakeBonus: 0n,
  freeGrantId: null,
  oddsMilli: null,
  systemSize: null,
  systemLines: null,
  settledReturn: 0n,
  cashedOut: 0n,
  settlements: 0,
  live: false,
  settledAt: null,
}));

/** Bets, their legs, slips, cash-outs and settlements: the only place that touches those tables. */
export const betsStore = {
  slip: async (db: Db, userId: string, key: string) =>
    (
      await db
        .select()
        .from(sportsBetSlips)
        .where(and(eq(sportsBetSlips.userId, userId), eq(sportsBetSlips.idempotencyKey, key)))
    )[0],

  /**
   * A new slip's row (its idempotency key), and with it the player's money lock, which the placing's limits and
   * stakes are decided under: one round trip for both. Answers the slip's id.
   */
  async insertSlip(
    tx: Db,
    slip: { userId: string; idempotencyKey: string; requestHash: string; createdAt: Date },
  ): Promise<string> {
    const id = randomUUID();
    await insertSlipLockingMoney(tx, {
      id,
      userId: slip.userId,
      key: slip.idempotencyKey,
      hash: slip.requestHash,
      createdAt: slip.createdAt,
    });
    tookPlayerMoneyLock(tx, slip.userId);
    return id;
  },

  /** The offered selections with their markets and events. */
  offers: (db: Db, selectionIds: string[]): Promise<OfferRow[]> =>
    selectionIds.length ? offersOf(db, { ids: selectionIds }) : Promise.resolve([]),

  /** A new bet's row as it will be stored: `row` with the table's defaults where it leaves a column out. */
  newBet: (row: BetInsert): BetRow => betRows.complete(row),

  /**
   * Writes a slip's bets (made by `newBet`) and the legs of all of them (their outcome starts open, the table's
   * default), and answers the offers of `selectionIds` read again and locked until the transaction ends: one
   * statement (see placeAndLockOf).
   */
  placeAndLockOffers(
    tx: Db,
    bets: BetRow[],
    legs: Omit<typeof sportsBetLegs.$inferInsert, "outcome">[],
    selectionIds: string[],
  ): Promise<OfferRow[]> {
    // JSON has no bigint: a string, which PostgreSQL reads into the bigint column exactly.
    const json = JSON.stringify(
      bets.map((bet) => betRows.encode(bet, true)),
      (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value),
    );
    return placeAndLockOf(tx, {
      ids: selectionIds,
      bets: json,
      legBets: legs.map((r) => r.betId),
      legNos: legs.map((r) => r.legNo),
      selections: legs.map((r) => r.selectionId),
      markets: legs.map((r) => r.marketId),
      events: legs.map((r) => r.eventId),
      odds: legs.map((r) => r.oddsMilli),
    });
  },

  bet: async (db: Db, id: string) => (await db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0],

  lockBet: async (tx: Db, id: string) =>
    (await tx.select().from(sportsBets).where(eq(sportsBets.id, id)).for("update"))[0],

  async updateBet(tx: Db, id: string, patch: Partial<BetInsert>) {
    const [row] = await tx.update(sportsBets).set(patch).where(eq(sportsBets.id, id)).returning();
    return row!;
  },

  betsOfSlip: (db: Db, slipId: string) =>
    db.select().from(sportsBets).where(eq(sportsBets.slipId, slipId)).orderBy(asc(sportsBets.placedAt)),

  /** A page of a player's bets, newest first. */
  history: (db: Db, filter: BetHistoryFilter, offset: number, limit: number) =>
    db
      .select()
      .from(sportsBets)
      .where(historyWhere(filter))
      .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
      .offset(offset)
      .limit(limit),

  countHistory: async (db: Db, filter: BetHistoryFilter) =>
    (await db.select({ n: count() }).from(sportsBets).where(historyWhere(filter)))[0]?.n ?? 0,

  /** The legs of bets with their selections, markets and events, in leg order. */
  async legs(db: Db, betIds: string[]): Promise<LegWithOffer[]> {
    if (!betIds.length) return [];
    const rows = await db
      .select({ leg: sportsBetLegs, selection: sportsSelections, market: sportsMarkets, event: sportsEvents })
      .from(sportsBetLegs)
      .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBetLegs.selectionId))
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
      .where(inArray(sportsBetLegs.betId, betIds))
      .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legNo));
    return rows.map((r) => ({
      ...r.leg,
      offer: { selection: r.selection, market: r.market, event: r.event },
    }));
  },

  /** Copies the selections' outcomes onto the legs of an event (null outcome = open again). */
  async refreshLegOutcomes(tx: Db, betId: string) {
    await tx.execute(sql`
      update sports_bet_legs as l set outcome = coalesce(s.outcome, 'open')
      from sports_selections as s
      where l.bet_id = ${betId} and s.id = l.selection_id`);
  },

  /** Bets with a leg on the event. */
  betIdsOnEvent: async (db: Db, eventId: string) =>
    (
      await db
        .selectDistinct({ betId: sportsBetLegs.betId })
        .from(sportsBetLegs)
        .where(eq(sportsBetLegs.eventId, eventId))
    ).map((r) => r.betId),

  async insertCashOut(tx: Db, row: typeof sportsCashOuts.$inferInsert) {
    return (await tx.insert(sportsCashOuts).values(row).returning())[0]!;
  },

  async insertSettlement(tx: Db, row: typeof sportsSettlements.$inferInsert) {
    await tx.insert(sportsSettlements).values(row);
  },

  settlements: (db: Db, betId: string) =>
    db
      .select()
      .from(sportsSettlements)
      .where(eq(sportsSettlements.betId, betId))
      .orderBy(asc(sportsSettlements.number)),
};
