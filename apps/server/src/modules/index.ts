import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../platform/deps";
import { healthRoutes } from "./health/health.routes";

/** Registers every module's routes. Each module exposes one plugin factory taking the app's dependencies. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes(deps.database, deps.startedAt));
}
