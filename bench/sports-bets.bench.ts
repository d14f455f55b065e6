import type { FastifyInstance } from "fastify";
import { eventsStore } from "../apps/server/src/modules/sportsbook/catalogue/events.store";
import { fixture, pick } from "../apps/server/src/modules/sportsbook/sportsbook.test-support";
import type { TestApp } from "../apps/server/src/test/harness";
import { LOAD, load, ratio } from "./load";
import { auditOrThrow, moneyApp, players, post, serverTime } from "./money";
import { pairedWithPgbench } from "./pgbench";
import { profiled } from "./profile";

/** Pre-match selections of a few fixtures kicking off in an hour (the bets spread over them, like a match day). */
export async function selections(app: FastifyInstance, events = 5) {
  await eventsStore.upsertCompetitions(app.services.db, [
    { id: "football-test-league", sport: "football", name: "Test League", country: "GB" },
  ]);
  const clock = { now: () => new Date() };
  const t = { app } as TestApp;
  const picks = [];
  for (let i = 0; i < events; i++) {
    const event = await fixture(t, clock as never);
    picks.push(pick(event, "1x2", "home"), pick(event, "1x2", "away"));
  }
  return picks;
}

/** A single of 1.00 on the selection `next()` picks. */
export const single = (next: () => { selectionId: string }) => () => {
  const selection = next();
  return { selections: [selection], stakes: { singles: { [selection.selectionId]: 1 } } };
};

/**
 * Single sports bets per second through HTTP (session, limits, odds check, wallet debit, bet rows in one
 * transaction) at 20 connections, each its own player, against pgbench TPC-B on the same server in the same run:
 * three pairs of the two, one right after the other, the median pair reported.
 */
export async function run(): Promise<void> {
  const { app, database } = await moneyApp();
  const timing = serverTime(app, "/sportsbook/bets");
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const picks = await selections(app);
    const all = await players(app, LOAD.connections);
    let p = 0;
    let s = 0;
    const bet = post(
      () => all[p++ % all.length]!,
      single(() => picks[s++ % picks.length]!),
    );
    await load(`${url}/api/sportsbook/bets`, { duration: 2, requests: [{ setupRequest: bet }] });
    const measure = async (pair: number) => {
      timing.reset();
      const run = () => load(`${url}/api/sportsbook/bets`, { requests: [{ setupRequest: bet }] });
      const result = await (pair === 0 ? profiled("sports_bets", run) : run());
      return { ...result, serverMs: timing.averageMs() };
    };
    const { ours: bets, baseline, ratios } = await pairedWithPgbench(database.url, measure);
    console.info(
      `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}; single bets ` +
        `${bets.requestsPerSecond.toFixed(0)} bets/s (p99 ${bets.p99Ms} ms, ${bets.errors} errors, ` +
        `${bets.serverMs.toFixed(2)} ms server time a bet)` +
        (baseline ? `; pgbench TPC-B (scale ${baseline.scale}) ${baseline.tps.toFixed(0)} tx/s` : ""),
    );
    if (baseline) {
      console.info(`ratio of each pair (bets, then pgbench): ${ratios.map((r) => r.toFixed(2)).join(", ")}`);
      console.info(`sports_bets_vs_pgbench_tpcb: ${ratio(bets.requestsPerSecond, baseline.tps)}`);
    } else console.info("sports_bets_vs_pgbench_tpcb: needs DATABASE_URL (PostgreSQL)");
    await auditOrThrow(app);
  } finally {
    await app.close();
  }
}
