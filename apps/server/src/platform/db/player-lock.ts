import { type SQL, sql } from "drizzle-orm";
import { compiledSql, type Params } from "./compiled";
import type { Db } from "./db";

/** The lock's call for the player whose id `userId` stands for (a value or a placeholder). */
const lockCall = (userId: unknown): SQL =>
  sql`pg_advisory_xact_lock(hashtextextended('player:' || ${userId}::text, 0))`;

const advisoryLock = compiledSql(
  "player-money-lock",
  (p: Params<{ userId: string }>) => sql`select ${lockCall(p.userId)}`,
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
  if (held.get(tx)?.has(userId)) return;
  await advisoryLock(tx, { userId });
  tookPlayerMoneyLock(tx, userId);
}

/**
 * The same lock as a column of a statement that does other work first, so taking it costs no round trip of its own
 * (a new bet slip's row; decision 0235). The statement must be the transaction's first decision about the player's
 * money, and its caller says so with `tookPlayerMoneyLock` once it has run: a later `lockPlayerMoney` then sends
 * nothing. Whatever the statement read was read before it held the lock; only statements after it see what other
 * holders committed.
 */
export const playerMoneyLockColumn = (userId: unknown): SQL => sql`${lockCall(userId)} is null`;

/** Records that a statement with `playerMoneyLockColumn` has taken the player's lock in `tx`. */
export function tookPlayerMoneyLock(tx: Db, userId: string): void {
  const players = held.get(tx) ?? new Set<string>();
  players.add(userId);
  held.set(tx, players);
}
