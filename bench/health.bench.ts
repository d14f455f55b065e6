import Fastify from "fastify";
import { buildApp } from "../apps/server/src/app";
import { seedCatalogue } from "../apps/server/src/db/seed/catalogue";
import { loadConfig } from "../apps/server/src/platform/config";
import { openDatabase } from "../apps/server/src/platform/db";
import { LOAD, load, ratio } from "./load";
import { profiled } from "./profile";

/** The lobby's first page of games, as the web asks for it (apps/web/app/features/casino/api/get-games.ts). */
const CATALOGUE_FIRST_PAGE = "/v1/casino/games?offset=0&limit=48&platform=PC";

/**
 * The probes and a catalogue read through the full plugin stack (helmet, cookies, request ids, session, csrf, rate
 * limit, the error handler), each against a bare Fastify hello-world started in the same process under the same
 * load: /api/health/live (asks no database), /api/health (a database round trip), and the lobby's first page of
 * games (served from memory; the database only after the catalogue changed).
 */
export async function run(): Promise<void> {
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
  const baseline = await steady(bareUrl);
  await bare.close();

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
  // The app's first seconds hold start-up work (caches filled, the pool's connections opened, the first jobs): every
  // target is warmed before any is measured, so the first one measured does not carry it alone.
  for (const path of ["/api/health/live", "/api/health", CATALOGUE_FIRST_PAGE]) {
    await load(`${appUrl}${path}`, { duration: 2 });
  }
  const live = await profiled("live", () => steady(`${appUrl}/api/health/live`));
  const health = await profiled("health", () => steady(`${appUrl}/api/health`));
  const catalogue = await profiled("catalogue", () => steady(`${appUrl}${CATALOGUE_FIRST_PAGE}`));
  await app.close();

  const line = (name: string, r: typeof live) =>
    `${name} ${r.requestsPerSecond.toFixed(0)} req/s (p99 ${r.p99Ms} ms, ${r.errors} errors)`;
  console.info(
    `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}; ` +
      `bare ${baseline.requestsPerSecond.toFixed(0)} req/s (p99 ${baseline.p99Ms} ms), ` +
      `${line("live", live)}, ${line("health", health)}, ${line("catalogue first page", catalogue)}`,
  );
  console.info(`live_vs_bare_fastify: ${ratio(live.requestsPerSecond, baseline.requestsPerSecond)}`);
  console.info(`health_vs_bare_fastify: ${ratio(health.requestsPerSecond, baseline.requestsPerSecond)}`);
  console.info(
    `catalogue_first_page_vs_bare_fastify: ${ratio(catalogue.requestsPerSecond, baseline.requestsPerSecond)}`,
  );
}

/**
 * The steady state of one target: two seconds of the same load first (JIT, caches, the pool's connections), then
 * the measured run. Every target gets the same.
 */
async function steady(url: string) {
  await load(url, { duration: 2 });
  return load(url);
}
