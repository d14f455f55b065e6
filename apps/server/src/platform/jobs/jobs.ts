import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { jobs } from "./jobs.tables";

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: string; attempts: number },
) => Promise<void>;

export interface EnqueueOptions {
  /** When to run; default now. */
  runAt?: Date;
  /** Deduplicates: a job with this key is enqueued at most once. */
  uniqueKey?: string;
  maxAttempts?: number;
}

const LOCK_MS = 60_000;

/**
 * A small Postgres-backed job queue. `enqueue` may run inside the caller's transaction, so the job exists exactly
 * when the caller's rows do. `work()` claims due jobs with FOR UPDATE SKIP LOCKED, so several processes share the
 * load without running a job twice; a failed job is retried with exponential back-off up to maxAttempts.
 */
export function createJobQueue(deps: { db: Db; clock: Clock; log?: FastifyBaseLogger }) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function enqueue(
    queue: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
    db: Db = deps.db,
  ) {
    await db
      .insert(jobs)
      .values({
        queue,
        payload,
        uniqueKey: options.uniqueKey ?? null,
        runAt: options.runAt ?? deps.clock.now(),
        maxAttempts: options.maxAttempts ?? 8,
      })
      .onConflictDoNothing();
  }

  /** Runs every job that is due now; returns how many ran. */
  async function work(limit = 20): Promise<number> {
    const now = deps.clock.now();
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            lte(jobs.runAt, now),
            inArray(jobs.queue, [...handlers.keys()].length ? [...handlers.keys()] : ["-"]),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const job of claimed) {
      const handler = handlers.get(job.queue)!;
      try {
        await handler(job.payload, { id: job.id, attempts: job.attempts });
        await deps.db
          .update(jobs)
          .set({ doneAt: deps.clock.now(), lockedUntil: null })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const exhausted = job.attempts >= job.maxAttempts;
        const backoffMs = Math.min(2 ** job.attempts * 1000, 10 * 60_000);
        deps.log?.warn(
          { queue: job.queue, jobId: job.id, attempts: job.attempts, err: message },
          "job failed",
        );
        await deps.db
          .update(jobs)
          .set({
            lastError: message.slice(0, 1000),
            lockedUntil: null,
            runAt: new Date(deps.clock.now().getTime() + backoffMs),
            ...(exhausted ? { failedAt: deps.clock.now() } : {}),
          })
          .where(eq(jobs.id, job.id));
      }
    }
    return claimed.length;
  }

  return {
    enqueue,
    work,
    /** Registers the handler of a queue. */
    handle(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },
    /** Polls for due jobs every `intervalMs` until stopped. */
    start(intervalMs = 500) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = work().finally(() => {
          running = undefined;
        });
        running.catch((err) => deps.log?.error({ err }, "job worker failed"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    /** Runs due jobs until none is left (tests, with a controlled clock). */
    async drain(maxRounds = 50) {
      for (let i = 0; i < maxRounds; i++) if ((await work()) === 0) return;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
