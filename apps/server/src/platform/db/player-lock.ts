import { sql } from "drizzle-orm";
import { compiledSql, type Params } from "./compiled";
import type { Db } from "./db";

const advisoryLock = compiledSql(
  "player-money-lock",
  (p: Params<{ key: string }>) => sql`select pg_advisory_xact_lock(hashtextextended(${p.key}, 0))`,
);

/** The transactions that already hold a player's money lock, and for whom (a transaction object lives as long as it). */
const held = new WeakMap<Db, Set<string>>();

/**
 * Serialises every decision about one player's money until the transaction ends, across connections and processes:
 * the bonus module's grants and the limits module's stakes, deposits and limit changes take this one lock, so
 * a round (bonus first, then limits) and a bet (limits first, then bonus) can never wait on each other in a cycle.
 * An advisory lock works even before the player has any row to lock. Taken once per transaction: a second call in
 * the same transaction sends nothing (advisory transaction locks are re-entrant anyway).
 */
export async function lockPlayerMoney(tx: Db, userId: string): Promise<void> {
  const players = held.get(tx) ?? new Set<string>();
  if (players.has(userId)) return;
  await advisoryLock(tx, { key: `player:${userId}` });
  players.add(userId);
  held.set(tx, players);
}
