import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { holdFeedLease } from "./lease";
import type { FeedProvider } from "./provider";

/**
 * Drives a feed provider on a timer: every `intervalMs` the process holding the feed lease syncs the provider to
 * the app clock. Ticks never overlap, and stop() waits for the running one, so shutdown never cuts a write short.
 */
export function createFeedTicker(deps: {
  db: Db;
  clock: Clock;
  provider: FeedProvider;
  intervalMs: number;
  log?: FastifyBaseLogger;
}) {
  // Names the process (host and pid) so an operator reading /api/health/ready knows which one drives the feed; the
  // random part keeps two tickers of one process (tests) apart.
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = Math.max(10_000, deps.intervalMs * 5);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function tick(): Promise<void> {
    const now = deps.clock.now();
    if (!(await holdFeedLease(deps.db, holder, now, new Date(now.getTime() + leaseMs)))) return;
    await deps.provider.sync(now);
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .catch((err) => deps.log?.error({ err, feed: deps.provider.name }, "odds feed tick failed"))
          .finally(() => {
            running = undefined;
          });
      }, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type FeedTicker = ReturnType<typeof createFeedTicker>;
