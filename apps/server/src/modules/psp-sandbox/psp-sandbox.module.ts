import { selfUrl } from "../../platform/http/self-url";
import { defineModule } from "../../platform/module";
import { pspSandboxRoutes } from "./psp-sandbox.routes";
import { createSandboxPsp, type SandboxPsp } from "./psp-sandbox.service";

declare module "../../platform/module" {
  interface Ports {
    /** The sandbox payment provider (checkout pages, webhooks, payouts) the cashier's sandbox adapter talks to. */
    sandboxPsp: SandboxPsp;
  }
}

/**
 * The sandbox payment provider: a stand-in for a real PSP's own service, with its checkout pages (served only when
 * it is the configured provider) and its webhook, settlement and payout jobs. It calls the merchant (our cashier)
 * back at PSP_WEBHOOK_URL, by default this process's own sandbox webhook, as a real PSP calls the address it is
 * given.
 */
export const pspSandboxModule = defineModule({
  name: "psp-sandbox",
  needs: ["config", "db", "clock", "jobs"],
  provides: ["sandboxPsp"],
  async register(app, { config, db, clock, jobs }) {
    const sandboxPsp = createSandboxPsp({
      db,
      clock,
      jobs,
      webhookSecret: config.PSP_WEBHOOK_SECRET,
      webhookUrl: () => config.PSP_WEBHOOK_URL ?? `${selfUrl(app)}/api/cashier/webhooks/sandbox`,
    });
    if (config.PAYMENT_PROVIDER === "sandbox") await app.register(pspSandboxRoutes(sandboxPsp));
    return { sandboxPsp };
  },
});
