import { registerStaffGuard } from "../../platform/auth";
import { defineModule } from "../../platform/module";
import { accountRoutes } from "./account.routes";
import { type AccountService, createAccountService } from "./account.service";

declare module "../../platform/module" {
  interface Ports {
    /** Account look-ups other modules need (login, roles, currency, contact, guest defaults). */
    accounts: AccountService;
  }
}

/** Accounts: sign-up, profile, consents, the operator's guard on /api/admin, and look-ups for other modules. */
export const accountModule = defineModule({
  name: "account",
  needs: ["config", "db", "clock", "sessions", "messenger", "jobs"],
  provides: ["accounts"],
  async register(app, ports) {
    const accounts = createAccountService(ports.db, ports.clock, ports.sessions);
    registerStaffGuard(app, accounts.rolesOf);
    await app.register(accountRoutes({ ...ports, accounts }));
    return { accounts };
  },
});
