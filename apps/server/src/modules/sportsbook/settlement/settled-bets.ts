import { and, asc, gte, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { sportsBets } from "../sportsbook.tables";

/** A settled sports bet as other modules see it (loyalty points): the part of its stake paid with real money. */
export interface SettledBet {
  id: string;
  userId: string;
  currency: string;
  /** Real money staked (minor units): the initial stake less its bonus part. */
  realStake: bigint;
  settledAt: Date;
}

/**
 * Reads bets settled from `from` on in settlement order, at most `limit`: won, lost, half results and cash-outs.
 * A void bet (its stake returned) and a free bet (the operator's money) are not read.
 */
export function createSettledBets(db: Db) {
  return async (from: Date, limit: number): Promise<SettledBet[]> => {
    const rows = await db
      .select({
        id: sportsBets.id,
        userId: sportsBets.userId,
        currency: sportsBets.currency,
        initialStake: sportsBets.initialStake,
        stakeBonus: sportsBets.stakeBonus,
        settledAt: sportsBets.settledAt,
      })
      .from(sportsBets)
      .where(
        and(
          gte(sportsBets.settledAt, from),
          notInArray(sportsBets.status, ["open", "void"]),
          isNull(sportsBets.freeGrantId),
        ),
      )
      .orderBy(asc(sportsBets.settledAt), asc(sportsBets.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      currency: row.currency,
      realStake: row.initialStake - row.stakeBonus,
      // The filter on settled_at leaves no null here.
      settledAt: row.settledAt ?? from,
    }));
  };
}

export type SettledBetsReader = ReturnType<typeof createSettledBets>;
