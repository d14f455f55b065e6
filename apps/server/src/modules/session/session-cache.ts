import type { EventBus } from "../../platform/bus";
import type { SessionRow } from "./session.store";

/** The bus channel a session's change is announced on: every process forgets the sessions it names. */
export const SESSION_CHANNEL = "session.changed";

/** What changed: one session (by its token's hash), or every session of a player. */
export type SessionChange = { tokenHash: string } | { userId: string };

/** Sessions kept per process; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The session rows this process read, by token hash, each for at most `maxAgeMs` (decision 0245): a player's
 * requests come many a second (a round, its balance, the page's reads), and each read the same row. Every change of a
 * session (logout, expiry, a player's sessions ended by self-exclusion, a lock or a password change, a restriction
 * lifted) goes through the session service, which forgets it here at once and announces it on the bus, so every other
 * process forgets it too. `maxAgeMs` is the safety net for an announcement that is lost (Redis away) or that overtakes
 * the change's commit: an ended session can be taken for at most that long. A read that started before a change is
 * not kept after it. 0 keeps nothing.
 */
export function createSessionCache(deps: { bus: EventBus; maxAgeMs: number; now?: () => number }) {
  const now = deps.now ?? (() => performance.now());
  const kept = new Map<string, { row: SessionRow; at: number }>();
  let generation = 0;
  const forget = (change: SessionChange) => {
    generation++;
    if ("tokenHash" in change) kept.delete(change.tokenHash);
    else for (const [hash, entry] of kept) if (entry.row.userId === change.userId) kept.delete(hash);
  };
  const off = deps.bus.subscribe(SESSION_CHANNEL, (payload) => forget(payload as SessionChange));
  return {
    /** The kept row of a session, when it is younger than the age limit. */
    get(tokenHash: string): SessionRow | undefined {
      const entry = kept.get(tokenHash);
      if (!entry) return undefined;
      if (now() - entry.at < deps.maxAgeMs) return entry.row;
      kept.delete(tokenHash);
      return undefined;
    },
    /** Where a read starts: pass it to `set`, so a read overtaken by a change is not kept. */
    generation: () => generation,
    set(row: SessionRow, readAt: number): void {
      if (deps.maxAgeMs <= 0 || readAt !== generation) return;
      kept.delete(row.tokenHash);
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(row.tokenHash, { row, at: now() });
    },
    /** A kept row written since (last seen moved on), keeping its age: the database's row is the one that ages. */
    update(row: SessionRow): void {
      const entry = kept.get(row.tokenHash);
      if (entry) entry.row = row;
    },
    /** Forgets the sessions `change` names here and in every other process. */
    async changed(change: SessionChange): Promise<void> {
      forget(change);
      // Redis away: the other processes' copies age out on their own (the safety net above); the change stands.
      await deps.bus.publish(SESSION_CHANNEL, change).catch(() => undefined);
    },
    close: off,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
