import { defineModule } from "../../platform/module";
import { providersAdminRoutes } from "./admin.routes";
import { createReconciliation } from "./reconciliation";
import { createRegistry, type Registry } from "./registry.service";
import { rgsRoutes } from "./rgs.routes";
import { createWalletApi } from "./wallet-api.service";

declare module "../../platform/module" {
  interface Ports {
    /** The registry of other studios (tooling and the demo seed register the reference studio through it). */
    providers: Registry;
  }
}

/**
 * Games from other studios (docs/product/providers.md): the registry, the launch of their games, the seamless-wallet
 * API they call, open rounds and the daily reconciliation. Money goes through the studio's round path
 * (externalRounds), so the staking rule, limits, jackpot, tournaments, loyalty and history are the studio's own.
 */
export const providersModule = defineModule({
  name: "providers",
  needs: ["config", "db", "clock", "jobs", "wallet", "accounts", "externalRounds", "loginBlock", "audit"],
  provides: ["providers", "externalLaunch"],
  async register(app, ports) {
    const { config, db, clock, accounts, externalRounds } = ports;
    const playerOf = (userId: string) => accounts.contactOf(userId);
    const registry = createRegistry({ db, clock, audit: ports.audit, playerOf });
    const wallet = createWalletApi({
      db,
      clock,
      wallet: ports.wallet,
      externalRounds,
      loginBlock: ports.loginBlock,
      playerOf,
    });
    const reconciliation = createReconciliation({
      db,
      clock,
      jobs: ports.jobs,
      externalRounds,
      openRoundMinutes: config.PROVIDER_OPEN_ROUND_MINUTES,
    });
    await reconciliation.schedule();
    await app.register(rgsRoutes(wallet, registry, clock));
    await app.register(providersAdminRoutes(registry, reconciliation));
    // The pages' CSP frame-src lists enabled providers' origins (platform/http/web.ts).
    app.decorate("frameSources", registry.frameOrigins);
    await registry.refreshOrigins();
    const timer = setInterval(() => void registry.refreshOrigins().catch(() => {}), 60_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
    return { providers: registry, externalLaunch: registry.launch };
  },
});
