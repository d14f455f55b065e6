import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiled, type Params } from "../../../platform/db/compiled";
import {
  sportsBetLegs,
  sportsBets,
  sportsEvents,
  sportsMarkets,
  sportsStakeFactors,
} from "../sportsbook.tables";

/** Every bet reads the player's stake factor: compiled once (decision 0224). */
const stakeFactorOf = compiled("trading.stake-factor", (db, p: Params<{ userId: string }>) =>
  db.select().from(sportsStakeFactors).where(eq(sportsStakeFactors.userId, p.userId)),
);

/** What the open bets on one selection come to, in one currency (minor units). */
export interface Exposure {
  marketId: string;
  selectionId: string;
  currency: string;
  bets: number;
  /** Stakes of the open singles on it. */
  stakes: bigint;
  /** What the open bets with this leg pay if it wins (the part of the stake still in play). */
  payout: bigint;
}

/** The trader's SQL on the sportsbook's tables. */
export const tradingStore = {
  /** Events by state, live ones first, then by kick-off (at most 200). */
  events: (db: Db, statuses: string[]) =>
    db
      .select()
      .from(sportsEvents)
      .where(inArray(sportsEvents.status, statuses))
      .orderBy(desc(sql`${sportsEvents.status} = 'live'`), asc(sportsEvents.startsAt))
      .limit(200),

  /** The book's exposure on every selection of these events with open bets, per currency. */
  async exposures(db: Db, eventIds: string[]): Promise<Exposure[]> {
    if (!eventIds.length) return [];
    const rows = await db
      .select({
        marketId: sportsBetLegs.marketId,
        selectionId: sportsBetLegs.selectionId,
        currency: sportsBets.currency,
        bets: sql<number>`count(*)::int`,
        stakes: sql<string>`coalesce(sum(${sportsBets.stake}) filter (where ${sportsBets.kind} = 'single'), 0)::text`,
        // A partly cashed-out bet pays the share of its potential return that its remaining stake still holds.
        payout: sql<string>`coalesce(sum(${sportsBets.potentialReturn} * ${sportsBets.stake} / nullif(${sportsBets.initialStake}, 0)), 0)::bigint::text`,
      })
      .from(sportsBetLegs)
      .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
      .where(
        and(
          inArray(sportsBetLegs.eventId, eventIds),
          eq(sportsBets.status, "open"),
          eq(sportsBetLegs.outcome, "open"),
        ),
      )
      .groupBy(sportsBetLegs.marketId, sportsBetLegs.selectionId, sportsBets.currency);
    return rows.map((r) => ({
      ...r,
      bets: Number(r.bets),
      stakes: BigInt(r.stakes),
      payout: BigInt(r.payout),
    }));
  },

  /**
   * Sets the trader's suspension of every market of the event and of the event itself (the in-play markets it opens
   * later inherit it). The markets are locked first, in id order as every price writer and bet locks them, so a bet
   * being committed either commits before or sees the suspension.
   */
  async holdEvent(tx: Db, eventId: string, suspended: boolean) {
    await tx
      .select({ id: sportsMarkets.id })
      .from(sportsMarkets)
      .where(eq(sportsMarkets.eventId, eventId))
      .orderBy(asc(sportsMarkets.id))
      .for("update");
    await tx
      .update(sportsMarkets)
      .set({ traderSuspended: suspended })
      .where(eq(sportsMarkets.eventId, eventId));
    await tx.update(sportsEvents).set({ traderSuspended: suspended }).where(eq(sportsEvents.id, eventId));
  },

  /** Sets the trader's suspension of one market (its row lock orders it against bets in flight). */
  holdMarket: async (tx: Db, marketId: string, suspended: boolean) =>
    (
      await tx
        .update(sportsMarkets)
        .set({ traderSuspended: suspended })
        .where(eq(sportsMarkets.id, marketId))
        .returning({ id: sportsMarkets.id, eventId: sportsMarkets.eventId })
    )[0],

  setMargin: (tx: Db, eventId: string, margin: number | null) =>
    tx.update(sportsEvents).set({ margin }).where(eq(sportsEvents.id, eventId)),

  stakeFactor: async (db: Db, userId: string) => (await stakeFactorOf(db, { userId }))[0],

  setStakeFactor: (db: Db, row: typeof sportsStakeFactors.$inferInsert) =>
    db
      .insert(sportsStakeFactors)
      .values(row)
      .onConflictDoUpdate({
        target: sportsStakeFactors.userId,
        set: { factorPct: row.factorPct, setBy: row.setBy, updatedAt: row.updatedAt },
      }),
};
