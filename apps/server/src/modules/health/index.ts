import { defineModule } from "../../platform/module";
import { healthRoutes } from "./health.routes";

/** GET /api/health: the database answers, uptime, the payment mode. */
export const healthModule = defineModule({
  name: "health",
  needs: ["config", "database", "startedAt"],
  provides: [],
  async register(app, { config, database, startedAt }) {
    await app.register(healthRoutes(database, startedAt, config.PAYMENT_PROVIDER));
    return {};
  },
});
