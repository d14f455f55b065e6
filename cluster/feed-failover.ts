import type { ClusterContext, Outcome } from "./context";
import { alive, sleep } from "./context";
import type { AppProcess } from "./processes";

interface Lease {
  holder: string;
  until: string;
}

const SCENARIO = "5 odds-feed lease fail-over";

async function lease(app: AppProcess): Promise<Lease | null> {
  const response = await fetch(`${app.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
  return ((await response.json()) as { feedLease: Lease | null }).feedLease;
}

/** Every open market's odds, as a string that changes whenever the feed moves any of them. */
async function odds(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sportsbook/events`, { signal: AbortSignal.timeout(2_000) });
  const body = (await response.json()) as {
    events: { id: string; mainMarket: { selections: { odds: number }[] } | null }[];
  };
  return body.events.map((e) => `${e.id}:${e.mainMarket?.selections.map((s) => s.odds).join("/")}`).join(",");
}

/**
 * Which process holds the lease. The holder id is a random UUID per process (modules/sportsbook/feed/ticker.ts) that
 * names no process, so the holder is found by pausing each process in turn (SIGSTOP) for a few ticks: only the
 * holder renews the lease, so while the holder is paused its `until` stops moving.
 */
async function findHolder(ctx: ClusterContext, watcher: AppProcess): Promise<AppProcess | null> {
  for (const app of alive(ctx)) {
    if (app === watcher) continue;
    const before = await lease(watcher);
    app.child.kill("SIGSTOP");
    await sleep(2_500);
    const after = await lease(watcher);
    app.child.kill("SIGCONT");
    if (before && after && before.holder === after.holder && before.until === after.until) return app;
  }
  return watcher;
}

/**
 * kill -9 the process driving the odds feed: once its lease runs out another process takes it, and the odds move
 * again. The fail-over time is from the kill to the first change of odds under a new holder.
 */
export async function feedFailover(ctx: ClusterContext): Promise<Outcome> {
  const running = alive(ctx);
  const watcher = running[running.length - 1]!;
  const first = await lease(watcher);
  if (!first) return fail("no feed lease held (is SPORTS_FEED on?)");
  // Pausing a process makes HAProxy take it out for a moment; nothing is sent through the LB meanwhile.
  const holder = await findHolder(ctx, watcher);
  if (!holder) return fail("could not tell which process holds the lease");
  // Let the paused processes catch up before the kill.
  await sleep(1_000);
  const oldHolder = (await lease(watcher))?.holder;
  const survivor = running.find((app) => app !== holder)!;
  const frozen = await odds(survivor.baseUrl);
  const killedAt = Date.now();
  await holder.kill9();
  let newHolder: string | undefined;
  let movedAt: number | null = null;
  while (Date.now() - killedAt < 20_000) {
    await sleep(250);
    const now = await lease(survivor).catch(() => null);
    if (now && now.holder !== oldHolder) newHolder = now.holder;
    if (newHolder && (await odds(survivor.baseUrl)) !== frozen) {
      movedAt = Date.now();
      break;
    }
  }
  if (movedAt === null)
    return fail(`killed ${holder.name} (lease ${oldHolder}); no new holder with moving odds within 20 s`);
  const seconds = (movedAt - killedAt) / 1000;
  return {
    scenario: SCENARIO,
    pass: seconds <= 15,
    figure: `${seconds.toFixed(1)} s`,
    detail: `killed ${holder.name} (held the lease), lease taken by another process (${newHolder?.slice(0, 8)}), odds moving again ${seconds.toFixed(1)} s after the kill (limit 15 s)`,
  };
}

function fail(detail: string): Outcome {
  return { scenario: SCENARIO, pass: false, figure: "—", detail };
}
