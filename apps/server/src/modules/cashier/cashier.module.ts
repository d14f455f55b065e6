import { parseMajor } from "@casino/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../platform/clock";
import type { AppConfig } from "../../platform/config";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import type { AccountService } from "../account";
import { createSandboxPsp, pspSandboxRoutes } from "../psp-sandbox";
import type { WalletService } from "../wallet";
import { cashierAdminRoutes } from "./admin.routes";
import { cashierRoutes } from "./cashier.routes";
import { type CashierDeps, type CashierService, createCashierService } from "./cashier.service";
import type { FetchLike } from "./providers/http";
import { paymentIqProvider } from "./providers/paymentiq";
import { paymentIqRoutes } from "./providers/paymentiq.routes";
import { praxisProvider } from "./providers/praxis";
import { praxisRoutes } from "./providers/praxis.routes";
import { praxisStore } from "./providers/praxis.store";
import type { PaymentProvider } from "./providers/provider";
import { sandboxProvider } from "./providers/sandbox";
import { webhookRoutes } from "./webhook.routes";

export interface CashierModuleDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  currencyOf(userId: string): Promise<string>;
  rolesOf(userId: string): Promise<string[]>;
  checkDeposit?(tx: Db, userId: string, amount: bigint, currency: string): Promise<void>;
  /** Bonus module: queues a credited deposit's bonus (code or opt-in) in the crediting transaction, once. */
  onDepositCredited?(
    tx: Db,
    deposit: {
      userId: string;
      currency: string;
      amount: bigint;
      paymentId: string;
      bonusCode: string | null;
    },
  ): Promise<void>;
  /** Bonus module: refuses a bonus code that would grant nothing, before the player pays. */
  checkBonusCode?(userId: string, code: string, amount: bigint, currency: string): Promise<void>;
  /** Bonus module: a withdrawal forfeits an active deposit bonus, once confirmed: see CashierDeps. */
  beforeWithdrawal?: CashierDeps["beforeWithdrawal"];
  /** Compliance checks of withdrawals (KYC, AML review): see CashierDeps. */
  checkWithdrawal?: CashierDeps["checkWithdrawal"];
  checkApproval?: CashierDeps["checkApproval"];
  /** The operator's queue names each withdrawal's player. */
  usernameOf?: CashierDeps["usernameOf"];
  /** Player details a provider asks for (PaymentIQ verifyuser); optional. */
  accounts?: Pick<AccountService, "sessionUser" | "contactOf">;
  /** The network edge of the real provider adapters (tests replace it); defaults to the global fetch. */
  fetch?: FetchLike;
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
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const fetchImpl: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const publicUrl = () => (config.PUBLIC_URL ?? selfUrl(app)).replace(/\/+$/, "");
  const piq =
    config.PAYMENT_PROVIDER === "paymentiq"
      ? paymentIqProvider(
          {
            merchantId: setting(config.PAYMENTIQ_MERCHANT_ID),
            callbackUsername: setting(config.PAYMENTIQ_CALLBACK_USERNAME),
            callbackPassword: setting(config.PAYMENTIQ_CALLBACK_PASSWORD),
            sessionSecret: setting(config.PAYMENTIQ_SESSION_SECRET),
            apiUrl: config.PAYMENTIQ_API_URL,
            cashierUrl: config.PAYMENTIQ_CASHIER_URL,
            environment: config.PAYMENTIQ_ENVIRONMENT,
            payoutMethod: config.PAYMENTIQ_PAYOUT_METHOD,
          },
          { fetch: fetchImpl },
        )
      : null;
  const praxis =
    config.PAYMENT_PROVIDER === "praxis"
      ? praxisProvider(
          {
            merchantId: setting(config.PRAXIS_MERCHANT_ID),
            applicationKey: setting(config.PRAXIS_APPLICATION_KEY),
            secret: setting(config.PRAXIS_MERCHANT_SECRET),
            apiUrl: config.PRAXIS_API_URL,
            notificationUrl: () => `${publicUrl()}/api/praxis/notification`,
          },
          { fetch: fetchImpl, nowSeconds, cardOnFile: (userId) => praxisStore.cardOnFile(deps.db, userId) },
        )
      : null;
  const provider: PaymentProvider =
    piq ?? praxis ?? sandboxProvider(psp, config.PSP_WEBHOOK_SECRET, nowSeconds);
  const cashier = createCashierService({
    ...deps,
    provider,
    settings: {
      minDeposit: minor(config.CASHIER_MIN_DEPOSIT),
      maxDeposit: minor(config.CASHIER_MAX_DEPOSIT),
      minWithdrawal: minor(config.CASHIER_MIN_WITHDRAWAL),
      maxWithdrawal: minor(config.CASHIER_MAX_WITHDRAWAL),
      autoApproveMax: minor(config.WITHDRAWAL_AUTO_APPROVE_MAX),
      depositSessionMs: config.DEPOSIT_SESSION_MINUTES * 60_000,
    },
  });
  cashier.registerJobs();
  await app.register(cashierRoutes(cashier, deps.clock));
  await app.register(webhookRoutes(cashier, provider));
  await app.register(cashierAdminRoutes(cashier, deps.rolesOf));
  if (config.PAYMENT_PROVIDER === "sandbox") await app.register(pspSandboxRoutes(psp));
  if (piq) {
    const { accounts } = deps;
    await app.register(
      paymentIqRoutes({
        cashier,
        provider: piq,
        db: deps.db,
        wallet: deps.wallet,
        currencyOf: deps.currencyOf,
        ...(accounts
          ? {
              playerOf: async (userId: string) => {
                const [user, contact] = await Promise.all([
                  accounts.sessionUser(userId),
                  accounts.contactOf(userId),
                ]);
                if (!user) return null;
                const { firstName, lastName, email, birthDate } = user;
                return { firstName, lastName, email, birthDate, locale: contact?.locale ?? "en" };
              },
            }
          : {}),
      }),
    );
  }
  if (praxis) await app.register(praxisRoutes(cashier, praxis, deps.db));
  return cashier;
}

/** A provider setting the config check guarantees once that provider is selected. */
function setting(value: string | undefined): string {
  if (!value) throw new Error("A payment provider setting is missing (loadConfig checks these)");
  return value;
}

/** This process's own base URL (the sandbox provider calls it back like a real provider would). */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The server is not listening yet");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}`;
}
