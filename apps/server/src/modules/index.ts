import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../platform/deps";
import { accountRoutes } from "./account";
import { registerCashier } from "./cashier";
import { registerCasino, registerCasinoFeeds } from "./casino";
import { registerContent } from "./content";
import { registerGames } from "./games";
import { healthRoutes } from "./health/health.routes";
import { limitsAdminRoutes, limitsRoutes, preferencesRoutes } from "./limits";
import { sessionRoutes } from "./session";
import { walletRoutes } from "./wallet";

/** Registers every module's routes. Each module exposes one plugin factory taking the app's dependencies. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes(deps.database, deps.startedAt));
  await app.register(sessionRoutes(deps));
  await app.register(accountRoutes(deps));
  const currencyOf = async (userId: string) =>
    (await deps.accounts.sessionUser(userId))?.currency.code ?? "EUR";
  await app.register(
    walletRoutes({
      wallet: deps.wallet,
      bus: deps.bus,
      currencyOf,
      resolveSession: deps.sessions.resolve,
      heartbeatMs: deps.config.SSE_HEARTBEAT_MS,
    }),
  );
  await registerCashier(app, {
    ...deps,
    currencyOf,
    rolesOf: deps.accounts.rolesOf,
    checkDeposit: deps.limits.checkDeposit,
  });
  deps.limits.registerJobs();
  await app.register(limitsRoutes(deps.limits));
  await app.register(preferencesRoutes(deps.limits));
  await app.register(limitsAdminRoutes(deps.limits, deps.accounts.rolesOf));
  await registerContent(app, deps);
  const catalogue = await registerCasino(app, deps);
  const games = await registerGames(app, deps, catalogue);
  await registerCasinoFeeds(app, deps, catalogue, games.feed);
}
