import type { EventBus } from "../../../platform/bus";
import type { Db } from "../../../platform/db";
import { tradingStore } from "./trading.store";

/** The bus channel a stake factor's change is announced on: every process forgets the player's factor it kept. */
export const STAKE_FACTOR_CHANNEL = "sportsbook.stake-factor";

/**
 * A factor kept longer than this is read again even without an announcement: the safety net for a process that
 * missed one while Redis was away.
 */
const MAX_AGE_MS = 10_000;
/** Players kept per process; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Each player's stake factor in percent (100 when the trader set none), read once per change instead of once per bet
 * (issue 19: reads that do not change per bet come from memory). A trader's change is announced after it commits, and
 * every process forgets that player's factor; a read that started before a change is not kept after it.
 */
export function createStakeFactors(deps: { db: Db; bus: EventBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const kept = new Map<string, { pct: number; at: number }>();
  let generation = 0;
  const off = deps.bus.subscribe(STAKE_FACTOR_CHANNEL, (payload) => {
    generation++;
    kept.delete((payload as { userId: string }).userId);
  });
  return {
    async pct(userId: string): Promise<number> {
      const entry = kept.get(userId);
      if (entry && now() - entry.at <= MAX_AGE_MS) return entry.pct;
      const readAt = generation;
      const pct = (await tradingStore.stakeFactor(deps.db, userId))?.factorPct ?? 100;
      if (readAt === generation) {
        kept.delete(userId);
        if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
        kept.set(userId, { pct, at: now() });
      }
      return pct;
    },
    /** Tells every process that the player's factor changed (after the change committed). */
    changed: (userId: string) => deps.bus.publish(STAKE_FACTOR_CHANNEL, { userId }),
    close: off,
  };
}
