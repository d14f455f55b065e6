import Fastify from "fastify";
import { buildApp } from "../apps/server/src/app";
import { seedCatalogue } from "../apps/server/src/db/seed/catalogue";
import { loadConfig } from "../apps/server/src/platform/config";
import { openDatabase } from "../apps/server/src/platform/db";
import { LOAD, type LoadResult, load, medianPair, ratio } from "./load";
import { profiled } from "./profile";

/** The lobby's first page of games, as the web asks for it (apps/web/app/features/casino/api/get-games.ts). */
const CATALOGUE_FIRST_PAGE = "/v1/casino/games?offset=0&limit=48&platform=PC";

/**
 * The probes and a catalogue read through the full plugin stack (helmet, cookies, request ids, session, csrf, rate
 * limit, the error handler), each against a bare Fastify hello-world started in the same process under the same
 * load: /api/health/live (asks no database), /api/health (a database round trip), and the lobby's first page of
 * games (served from memory; the database only after the catalogue changed). Each target is measured in pairs with
 * the baseline, one right after the other, and the median pair is reported, as bench/rounds does with pgbench.
 */
export async function run(): Promise<void> {
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  // The lobby's games, so the first page is the page a player gets (an empty catalogue answers in 54 bytes).
  await seedCatalogue(database.db);
  const app = await buildApp({
    // The request path only: the built-in sports feed and the job poller (background work other benches measure)
    // are off, as in bench/odds.
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      SPORTS_FEED: "off",
      JOBS_POLL_MS: "0",
    }),
    database,
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  // The first seconds of each server hold start-up work (JIT, caches filled, the pool's connections opened): every
  // target and the baseline are warmed before any is measured, so the first one measured does not carry it alone.
  for (const url of [bareUrl, ...TARGETS.map((t) => `${appUrl}${t.path}`)]) await load(url, { duration: 2 });

  const results = [];
  for (const target of TARGETS) {
    const pairs = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // The baseline right before the target: this machine's speed drifts by a third within a minute, so a baseline
      // taken once at the start of the run would compare the target with another minute's machine.
      const baseline = await load(bareUrl);
      const ours = await (pair === 0
        ? profiled(target.name, () => load(`${appUrl}${target.path}`))
        : load(`${appUrl}${target.path}`));
      pairs.push({ baseline, ours, ratio: ours.requestsPerSecond / baseline.requestsPerSecond });
    }
    const median = medianPair(pairs, (p) => p.ratio);
    results.push({ target, pairs, median });
  }
  await app.close();
  await bare.close();

  const line = (r: LoadResult) =>
    `${r.requestsPerSecond.toFixed(0)} req/s (p99 ${r.p99Ms} ms, ${r.errors} errors)`;
  console.info(
    `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}, ${PAIRS} pairs a target`,
  );
  for (const { target, pairs, median } of results) {
    console.info(
      `${target.name}: bare ${line(median.baseline)}, ours ${line(median.ours)} (median pair); ` +
        `ratio of each pair (bare, then ours): ${pairs.map((p) => p.ratio.toFixed(2)).join(", ")}`,
    );
  }
  for (const { target, median } of results) {
    console.info(
      `${target.ratio}: ${ratio(median.ours.requestsPerSecond, median.baseline.requestsPerSecond)}`,
    );
  }
}

/** Pairs per target: each pair is the bare baseline and then the target, the median pair reported. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);

const TARGETS = [
  { name: "live", path: "/api/health/live", ratio: "live_vs_bare_fastify" },
  { name: "health", path: "/api/health", ratio: "health_vs_bare_fastify" },
  { name: "catalogue first page", path: CATALOGUE_FIRST_PAGE, ratio: "catalogue_first_page_vs_bare_fastify" },
];
