import { defineModule } from "../../platform/module";
import { createReports } from "./reports/reports.service";
import { reportsRoutes } from "./reports.routes";
import { statementRoutes } from "./statement.routes";
import { walletRoutes } from "./wallet.routes";
import { createWalletService, type WalletService } from "./wallet.service";

declare module "../../platform/module" {
  interface Ports {
    /** The ledger: the only way money moves. */
    wallet: WalletService;
  }
}

/** The ledger, the balance API and stream, the statement, and the operator's reports read from the ledger. */
export const walletModule = defineModule({
  name: "wallet",
  needs: ["config", "db", "bus", "clock", "sessions", "accounts"],
  provides: ["wallet"],
  async register(app, { config, db, bus, clock, sessions, accounts }) {
    const wallet = createWalletService({ db, bus, clock });
    const currencyOf = async (userId: string) => (await accounts.sessionUser(userId))?.currency.code ?? "EUR";
    await app.register(
      walletRoutes({
        wallet,
        bus,
        currencyOf,
        resolveSession: sessions.resolve,
        heartbeatMs: config.SSE_HEARTBEAT_MS,
      }),
    );
    await app.register(statementRoutes(wallet));
    await app.register(reportsRoutes(createReports(db)));
    return { wallet };
  },
});
