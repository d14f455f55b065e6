import { defineModule } from "../../platform/module";
import { healthRoutes } from "./health.routes";

/** GET /api/health (database, uptime, payment mode) and the probes /api/health/live and /api/health/ready. */
export const healthModule = defineModule({
  name: "health",
  needs: ["config", "database", "startedAt", "bus"],
  provides: [],
  async register(app, { config, database, startedAt, bus }) {
    await app.register(healthRoutes(database, startedAt, config.PAYMENT_PROVIDER, bus));
    return {};
  },
});
