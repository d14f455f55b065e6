import { lt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db";
import type { JobQueue } from "../jobs";
import { idempotentRequests } from "./idempotency.tables";

export const PRUNE_QUEUE = "idempotency.prune";

/**
 * How long a key is remembered. A client retries within seconds or minutes (a lost answer, a reconnect); a week
 * covers an app left in the background over a weekend. After that the key is forgotten and the table stays small.
 */
export const KEY_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;

/** The day (UTC, yyyy-mm-dd) a prune run belongs to: one run per day, however many processes start. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Forgets keys older than the retention once a day, through the job queue: each run deletes and schedules the next
 * day's; the unique key makes every process's start enqueue the same single run.
 */
export async function scheduleKeyPruning(deps: { db: Db; clock: Clock; jobs: JobQueue }): Promise<void> {
  const next = (after: Date) => {
    const at = new Date(after.getTime() + DAY_MS);
    return deps.jobs.enqueue(PRUNE_QUEUE, {}, { runAt: at, uniqueKey: `${PRUNE_QUEUE}:${dayOf(at)}` });
  };
  deps.jobs.handle(PRUNE_QUEUE, async () => {
    const now = deps.clock.now();
    await deps.db
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - KEY_RETENTION_DAYS * DAY_MS)));
    await next(now);
  });
  const now = deps.clock.now();
  await deps.jobs.enqueue(PRUNE_QUEUE, {}, { runAt: now, uniqueKey: `${PRUNE_QUEUE}:${dayOf(now)}` });
}
