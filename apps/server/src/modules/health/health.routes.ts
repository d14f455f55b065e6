import { readFileSync } from "node:fs";
import path from "node:path";
import {
  HealthLiveResponse,
  HealthReadyResponse,
  HealthResponse,
  healthApi,
  type PaymentMode,
} from "@casino/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EventBus } from "../../platform/bus";
import { type Database, MIGRATIONS_DIR } from "../../platform/db";
import { APP_VERSION } from "../../platform/http/version";

/** How many migrations this build carries: a process is ready only once the database has them all. */
const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

type Rows<R> = { rows: R[] };

export const healthRoutes =
  (database: Database, startedAt: number, payments: PaymentMode, bus: EventBus): FastifyPluginAsyncZod =>
  async (app) => {
    let redisSeen = false;
    const uptimeSeconds = () => Math.floor((Date.now() - startedAt) / 1000);
    const databaseAnswers = () =>
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );

    app.get(
      healthApi.getHealth.path,
      {
        schema: {
          tags: ["platform"],
          summary: "Liveness, database reachability and the payment provider (`sandbox` = a demo site)",
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_request, reply) => {
        const ok = await databaseAnswers();
        return reply.status(ok ? 200 : 503).send({
          status: ok ? "ok" : "degraded",
          db: database.kind,
          version: APP_VERSION,
          uptimeSeconds: uptimeSeconds(),
          payments,
        });
      },
    );

    app.get(
      healthApi.getHealthLive.path,
      {
        schema: {
          tags: ["platform"],
          summary: "Liveness probe: the process is up (asks no database; restart the process when it fails)",
          response: { 200: HealthLiveResponse },
        },
        // Probed every few seconds by every load balancer: the answer is built right here (its type checked against
        // the schema), so it is written as it is, without checking it against the schema again on every probe
        // (docs/decisions/0221-request-pipeline-cost.md).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      () => ({ status: "live" as const, uptimeSeconds: uptimeSeconds() }),
    );

    app.get(
      healthApi.getHealthReady.path,
      {
        schema: {
          tags: ["platform"],
          summary:
            "Readiness probe: database, migrations and Redis (send this process traffic only when 200)",
          response: { 200: HealthReadyResponse, 503: HealthReadyResponse },
        },
      },
      async (_request, reply) => {
        const [db, migrations, redis, feedLease] = await Promise.all([
          databaseAnswers(),
          appliedMigrations().then((n) => n >= MIGRATIONS),
          bus.reachable(),
          leaseHolder(),
        ]);
        // Redis must have answered once (a process that never reached it is misconfigured or started too early);
        // a later outage only degrades live events, so the process keeps its traffic (deploy/README.md).
        if (redis) redisSeen = true;
        const ready = db && migrations && redisSeen;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? "ready" : "not_ready",
          checks: { database: db, migrations, redis },
          feedLease,
        });
      },
    );

    async function appliedMigrations(): Promise<number> {
      try {
        const result = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        return (result as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0;
      } catch {
        return 0;
      }
    }

    async function leaseHolder(): Promise<{ holder: string; until: string } | null> {
      try {
        const result = await database.db.execute(
          sql`select holder, until from sports_feed_lease where id = 1`,
        );
        const row = (result as unknown as Rows<{ holder: string; until: Date | string }>).rows[0];
        return row ? { holder: row.holder, until: new Date(row.until).toISOString() } : null;
      } catch {
        return null;
      }
    }
  };
