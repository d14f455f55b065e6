import Fastify from "fastify";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/platform/config";
import { openDatabase } from "../apps/server/src/platform/db";
import { LOAD, load, ratio } from "./load";

/**
 * /api/health (a real database round trip, the full plugin stack: helmet, cookies, request ids, the error
 * handler) against a bare Fastify hello-world started in the same process, under the same load.
 */
export async function run(): Promise<void> {
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
  const baseline = await load(bareUrl);
  await bare.close();

  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    database,
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const health = await load(`${appUrl}/api/health`);
  await app.close();

  console.info(
    `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}; ` +
      `bare ${baseline.requestsPerSecond.toFixed(0)} req/s (p99 ${baseline.p99Ms} ms), ` +
      `health ${health.requestsPerSecond.toFixed(0)} req/s (p99 ${health.p99Ms} ms, ${health.errors} errors)`,
  );
  console.info(`health_vs_bare_fastify: ${ratio(health.requestsPerSecond, baseline.requestsPerSecond)}`);
}
