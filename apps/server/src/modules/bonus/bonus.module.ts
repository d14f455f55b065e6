import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { bonusAdminRoutes } from "./admin.routes";
import { bonusRoutes } from "./bonus.routes";
import { createCampaigns } from "./campaigns";

/**
 * Wires bonuses: the player and operator routes and the deposit, expiry and weekly cashback jobs (the service
 * itself is built in app.ts).
 */
export async function registerBonus(app: FastifyInstance, deps: AppDeps): Promise<void> {
  deps.bonus.registerJobs();
  await deps.bonus.scheduleJobs();
  await app.register(bonusRoutes(deps.bonus));
  await app.register(bonusAdminRoutes(createCampaigns(deps.db), deps.bonus, deps.accounts.rolesOf));
}
