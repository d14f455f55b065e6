import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { engagementCursors } from "./engagement.tables";

/**
 * Records are read again from this long before the newest one seen: a record stamped earlier may commit after a
 * later one. Reading twice is harmless (whatever a handler writes is unique per record).
 */
const LOOKBACK_MS = 60_000;
const BATCH = 500;

/**
 * Consumes records of another module (settled rounds, settled bets) in time order after they commit, from a named
 * cursor kept in engagement_cursors. Calls in one process are serialised; several processes may run it at once.
 */
export function createCursorConsumer<T extends { id: string }>(deps: {
  db: Db;
  /** The cursor's name in engagement_cursors. */
  name: string;
  /** Reads records stamped at or after `from`, oldest first, at most `limit`. */
  read(from: Date, limit: number): Promise<T[]>;
  stampOf(record: T): Date;
  /** Handles newly seen records; must be safe to call twice for one record. */
  handle(records: T[]): Promise<void>;
}) {
  const { db, name } = deps;
  let running: Promise<void> = Promise.resolve();
  // Records this process has already handled (the look-back re-reads them); only saves work, never needed for safety.
  const seen = new Set<string>();

  async function cursor(): Promise<Date> {
    const [row] = await db.select().from(engagementCursors).where(eq(engagementCursors.name, name));
    return row?.at ?? new Date(0);
  }

  async function run() {
    let from = new Date((await cursor()).getTime() - LOOKBACK_MS);
    for (let i = 0; i < 100; i++) {
      const read = await deps.read(from, BATCH);
      const fresh = read.filter((record) => !seen.has(record.id));
      if (fresh.length > 0) {
        await deps.handle(fresh);
        if (seen.size > 50_000) seen.clear();
        for (const record of fresh) seen.add(record.id);
      }
      if (read.length === 0) return;
      const newest = deps.stampOf(read[read.length - 1]!);
      await db
        .insert(engagementCursors)
        .values({ name, at: newest })
        .onConflictDoUpdate({
          target: engagementCursors.name,
          set: { at: sql`greatest(${engagementCursors.at}, excluded.at)` },
        });
      if (read.length < BATCH || newest.getTime() === from.getTime()) return;
      from = newest;
    }
  }

  return {
    /** Reads every record so far; resolves when done. */
    catchUp(): Promise<void> {
      running = running.then(run, run);
      return running;
    },
  };
}
