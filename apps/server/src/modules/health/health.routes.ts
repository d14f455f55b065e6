import { HealthResponse, healthApi, type PaymentMode } from "@casino/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../platform/db";
import { APP_VERSION } from "../../platform/version";

export const healthRoutes =
  (database: Database, startedAt: number, payments: PaymentMode): FastifyPluginAsyncZod =>
  async (app) => {
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
        const ok = await database.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        );
        return reply.status(ok ? 200 : 503).send({
          status: ok ? "ok" : "degraded",
          db: database.kind,
          version: APP_VERSION,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
          payments,
        });
      },
    );
  };
