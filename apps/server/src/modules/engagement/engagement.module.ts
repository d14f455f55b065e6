import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { engagementRoutes } from "./engagement.routes";
import type { Engagement } from "./engagement.service";
import { demoTournaments } from "./tournaments/tournaments.seed";

/** Wires the engagement routes, the tournament payout job, live updates and (with DEMO_DATA) demo tournaments. */
export async function registerEngagement(app: FastifyInstance, deps: AppDeps, engagement: Engagement) {
  engagement.tournaments.registerJobs();
  await app.register(engagementRoutes(engagement, deps.config.SSE_HEARTBEAT_MS));
  if (deps.config.DEMO_DATA && deps.config.NODE_ENV !== "test") {
    app.addHook("onReady", async () => {
      for (const t of demoTournaments(deps.clock.now())) await engagement.tournaments.create(t);
    });
  }
  const stop = engagement.startLive((err) => app.log.warn({ err }, "engagement live update failed"));
  app.addHook("onClose", async () => stop());
}
