import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../platform/deps";
import { accountRoutes } from "./account";
import { affiliateRoutes, createAffiliateService } from "./affiliate";
import { registerBonus } from "./bonus";
import { registerCashier } from "./cashier";
import { registerCasino, registerCasinoFeeds } from "./casino";
import { createCompliance, registerCompliance } from "./compliance";
import { registerContent } from "./content";
import { createEngagement, registerEngagement } from "./engagement";
import { registerGames } from "./games";
import { healthRoutes } from "./health/health.routes";
import { limitsAdminRoutes, limitsRoutes, preferencesRoutes } from "./limits";
import { sessionRoutes, sessionTestSeamRoutes } from "./session";
import { createSettingsService, settingsRoutes } from "./settings";
import { createFeaturedEvents, createSettledBets, registerSportsbook } from "./sportsbook";
import { chatRoutes, createChatService, createSupportService, supportRoutes } from "./support";
import { registerTables } from "./tables";
import { statementRoutes, walletRoutes } from "./wallet";

/** Registers every module's routes. Each module exposes one plugin factory taking the app's dependencies. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes(deps.database, deps.startedAt, deps.config.PAYMENT_PROVIDER, deps.bus));
  await app.register(sessionRoutes(deps));
  if (deps.config.TEST_SEAMS) await app.register(sessionTestSeamRoutes(deps.sessions));
  await app.register(accountRoutes(deps));
  const currencyOf = async (userId: string) =>
    (await deps.accounts.sessionUser(userId))?.currency.code ?? "EUR";
  const usernameOf = async (userId: string) => (await deps.accounts.contactOf(userId))?.username ?? null;
  await app.register(
    walletRoutes({
      wallet: deps.wallet,
      bus: deps.bus,
      currencyOf,
      resolveSession: deps.sessions.resolve,
      heartbeatMs: deps.config.SSE_HEARTBEAT_MS,
    }),
  );
  await app.register(statementRoutes(deps.wallet));
  // Compliance first: the cashier asks it before money leaves (KYC, AML review).
  const compliance = createCompliance(deps);
  await registerCashier(app, {
    ...deps,
    currencyOf,
    rolesOf: deps.accounts.rolesOf,
    checkDeposit: deps.limits.checkDeposit,
    onDepositCredited: deps.bonus.onDepositCredited,
    checkBonusCode: deps.bonus.checkDepositCode,
    beforeWithdrawal: deps.bonus.beforeWithdrawal,
    checkWithdrawal: compliance.checkWithdrawal,
    checkApproval: compliance.checkApproval,
    usernameOf,
  });
  await registerCompliance(app, compliance, deps.config.KYC_MAX_BYTES);
  await app.register(
    affiliateRoutes(
      createAffiliateService({
        db: deps.db,
        clock: deps.clock,
        wallet: deps.wallet,
        accounts: deps.accounts,
        currencyOf,
        revenueShare: deps.config.AFFILIATE_REVENUE_SHARE,
      }),
      deps.config,
    ),
  );
  deps.limits.registerJobs();
  await app.register(limitsRoutes(deps.limits));
  await app.register(preferencesRoutes(deps.limits));
  await app.register(limitsAdminRoutes(deps.limits, deps.accounts.rolesOf));
  await registerBonus(app, deps);
  const content = await registerContent(app, deps, createFeaturedEvents(deps.db));
  await app.register(
    settingsRoutes(createSettingsService({ db: deps.db, clock: deps.clock }), deps.accounts.rolesOf),
  );
  await app.register(
    supportRoutes(
      deps.config,
      createSupportService({
        db: deps.db,
        messenger: deps.messenger,
        supportEmail: deps.config.SUPPORT_EMAIL,
      }),
      usernameOf,
    ),
  );
  await app.register(
    chatRoutes(
      createChatService({
        db: deps.db,
        clock: deps.clock,
        bus: deps.bus,
        messenger: deps.messenger,
        supportEmail: deps.config.SUPPORT_EMAIL,
        accounts: deps.accounts,
        heartbeatMs: deps.config.SSE_HEARTBEAT_MS,
      }),
      deps.bus,
      deps.config.SSE_HEARTBEAT_MS,
    ),
  );
  const catalogue = await registerCasino(app, deps);
  // Engagement before the games: its jackpot runs inside each round's transaction (afterStake hook).
  const engagement = createEngagement(deps, catalogue, {
    ticketCodesOf: (deps as Partial<{ bonus: { codesOf(userId: string): Promise<string[]> } }>).bonus
      ?.codesOf,
    content,
    settledBets: createSettledBets(deps.db),
  });
  const games = await registerGames(app, deps, catalogue, {
    afterStake: deps.config.JACKPOT_ENABLED ? [engagement.jackpots.hook(engagement.jackpot)] : [],
  });
  await registerCasinoFeeds(app, deps, catalogue, games.feed, engagement.jackpots.recentWins);
  await registerEngagement(app, deps, engagement);
  await registerSportsbook(app, deps);
  await registerTables(app, deps);
}
