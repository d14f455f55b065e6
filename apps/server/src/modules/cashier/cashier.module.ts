import { parseMajor } from "@casino/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import { createSandboxPsp, pspSandboxRoutes } from "../psp-sandbox";
import type { WalletService } from "../wallet";
import { cashierAdminRoutes } from "./admin.routes";
import { cashierRoutes } from "./cashier.routes";
import { type CashierService, createCashierService } from "./cashier.service";
import { sandboxProvider } from "./providers/sandbox";
import { webhookRoutes } from "./webhook.routes";

export interface CashierModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  currencyOf(userId: string): Promise<string>;
  rolesOf(userId: string): Promise<string[]>;
  checkDeposit?(tx: Db, userId: string, amount: bigint, currency: string): Promise<void>;
}

const minor = (major: number) => parseMajor(major) ?? 0n;

/** Wires the cashier: the configured provider (and the sandbox provider's own app), the service and its routes. */
export async function registerCashier(
  app: FastifyInstance,
  deps: CashierModuleDeps,
): Promise<CashierService> {
  const { config } = deps;
  const psp = createSandboxPsp({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    webhookSecret: config.PSP_WEBHOOK_SECRET,
    webhookUrl: () => config.PSP_WEBHOOK_URL ?? `${selfUrl(app)}/api/cashier/webhooks/sandbox`,
  });
  const provider = sandboxProvider(psp, config.PSP_WEBHOOK_SECRET, () =>
    Math.floor(deps.clock.now().getTime() / 1000),
  );
  const cashier = createCashierService({
    ...deps,
    provider,
    settings: {
      minDeposit: minor(config.CASHIER_MIN_DEPOSIT),
      maxDeposit: minor(config.CASHIER_MAX_DEPOSIT),
      minWithdrawal: minor(config.CASHIER_MIN_WITHDRAWAL),
      maxWithdrawal: minor(config.CASHIER_MAX_WITHDRAWAL),
      autoApproveMax: minor(config.WITHDRAWAL_AUTO_APPROVE_MAX),
    },
  });
  cashier.registerJobs();
  await app.register(cashierRoutes(cashier, deps.clock));
  await app.register(webhookRoutes(cashier, provider));
  await app.register(cashierAdminRoutes(cashier, deps.rolesOf));
  if (config.PAYMENT_PROVIDER === "sandbox") await app.register(pspSandboxRoutes(psp));
  return cashier;
}

/** This process's own base URL (the sandbox provider calls it back like a real provider would). */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The server is not listening yet");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}`;
}
