import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config";
import type { Database } from "../db";
import { openEventStreams } from "./sse";

/** Adds collectors of its own to the registry (the modules' business figures). */
export type MetricsCollector = (registry: Registry) => void;

export interface MetricsOptions {
  config: Pick<Config, "HOST" | "METRICS_PORT" | "METRICS_TOKEN">;
  database: Database;
  collectors?: MetricsCollector[];
}

type Rows<R> = { rows: R[] };

/**
 * Prometheus metrics of this process: HTTP requests by route and status with their latency, the Node runtime
 * (event-loop lag, memory, GC), the database pool, open SSE streams, the job queue, and what the collectors add.
 * Never public: `/metrics` answers on METRICS_PORT (a listener of its own) and, with METRICS_TOKEN, on the public
 * port to that bearer token only (docs/decisions: metrics are for the operator's scraper).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, route template and status, with their duration",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Synchronous: no promise and no extra tick per request (docs/decisions/0221-request-pipeline-cost.md).
  // Each series' child is looked up by one string key: prom-client would otherwise sort and join the labels of every
  // observation (2 % of a probe's CPU in bench/health's profile).
  const series = new Map<string, { observe(seconds: number): void }>();
  app.addHook("onResponse", (request, reply, done) => {
    // The template (/api/games/:slug), never the path: one series per route, not per player or game.
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = http.labels({ method: request.method, route, status_code: String(reply.statusCode) });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: "vela_sse_streams_open",
    help: "Server-Sent Events streams open in this process",
    registers: [registry],
    collect() {
      this.set(openEventStreams());
    },
  });
  const { database } = options;
  new Gauge({
    name: "vela_db_pool_connections",
    help: "Database pool connections by state (PostgreSQL; PGlite is one in-process connection)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  const jobs = async () => {
    const result = await database.db.execute(sql`
      select queue, count(*)::int as due,
             coalesce(extract(epoch from (now() - min(run_at))), 0)::float8 as oldest
      from jobs where done_at is null and failed_at is null and run_at <= now() group by queue`);
    return (result as unknown as Rows<{ queue: string; due: number; oldest: number }>).rows;
  };
  new Gauge({
    name: "vela_jobs_due",
    help: "Jobs due and not yet done, by queue (shared by every process of the deployment)",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs().catch(() => [])) this.set({ queue: row.queue }, row.due);
    },
  });
  new Gauge({
    name: "vela_jobs_oldest_due_seconds",
    help: "How long the oldest due job has waited, by queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs().catch(() => [])) this.set({ queue: row.queue }, row.oldest);
    },
  });
  for (const collector of options.collectors ?? []) collector(registry);

  const answer = async () => ({ body: await registry.metrics(), type: registry.contentType });
  const { METRICS_TOKEN: token, METRICS_PORT: port, HOST: host } = options.config;
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
      }
      const { body, type } = await answer();
      return reply.type(type).send(body);
    });
  }
  if (port) {
    let server: Server | undefined;
    app.addHook("onReady", async () => {
      server = createServer((request, response) => {
        if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
          response.writeHead(404).end();
          return;
        }
        answer().then(
          ({ body, type }) => response.writeHead(200, { "content-type": type }).end(body),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, host, resolve);
      });
    });
    app.addHook("onClose", async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }
  return registry;
}
