import type { FastifyInstance } from "fastify";
import { defineModule, type Ports } from "../../platform/module";
import { tablesRoutes } from "./tables.routes";
import { createTablesService, type TablesService } from "./tables.service";

/** The live-casino tables: their job-driven round cycle, the read API, bets and the round stream. */
export const tablesModule = defineModule({
  name: "tables",
  needs: ["config", "db", "clock", "jobs", "bus", "wallet", "limits", "bonus", "accounts"],
  provides: [],
  async register(app, ports) {
    await registerTables(app, ports);
    return {};
  },
});

async function registerTables(
  app: FastifyInstance,
  deps: Pick<Ports, "config" | "db" | "clock" | "jobs" | "bus" | "wallet" | "limits" | "bonus" | "accounts">,
) {
  const tables = createTablesService({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    bus: deps.bus,
    wallet: deps.wallet,
    limits: deps.limits,
    bonus: deps.bonus,
    currencyOf: async (userId) => (await deps.accounts.sessionUser(userId))?.currency.code ?? "EUR",
    bettingMs: deps.config.TABLE_BETTING_SECONDS * 1000,
    spinMs: deps.config.TABLE_SPIN_SECONDS * 1000,
  });
  tables.registerJobs();
  await app.register(
    tablesRoutes({ tables, bus: deps.bus, clock: deps.clock, heartbeatMs: deps.config.SSE_HEARTBEAT_MS }),
  );
  app.decorate("tables", tables);
  return tables;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The live-casino tables, for tests (never exposed over HTTP beyond their routes). */
    tables: TablesService;
  }
}
