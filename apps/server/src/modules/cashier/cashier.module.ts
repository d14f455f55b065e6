import { parseMajor } from "@casino/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db";
import { selfUrl } from "../../platform/http/self-url";
import { defineModule, type Ports } from "../../platform/module";
import { cashierAdminRoutes } from "./admin.routes";
import { paymentsRoutes } from "./backoffice/payments.routes";
import { createPaymentsService } from "./backoffice/payments.service";
import { cashierRoutes } from "./cashier.routes";
import {
  type CashierDeps,
  type CashierService,
  createCashierService,
  depositedSince,
} from "./cashier.service";
import type { FetchLike } from "./providers/http";
import { paymentIqProvider } from "./providers/paymentiq";
import { paymentIqRoutes } from "./providers/paymentiq.routes";
import { createPaymentIqIntegration } from "./providers/paymentiq.service";
import { praxisProvider } from "./providers/praxis";
import { praxisRoutes } from "./providers/praxis.routes";
import { praxisStore } from "./providers/praxis.store";
import type { PaymentProvider } from "./providers/provider";
import { sandboxProvider } from "./providers/sandbox";
import { webhookRoutes } from "./webhook.routes";

type Hook<K extends keyof CashierDeps> = NonNullable<CashierDeps[K]>;

declare module "../../platform/module" {
  interface Ports {
    /** Asked in the transaction that records a deposit; throws to refuse it (limits answers). */
    checkDeposit: Hook<"checkDeposit">;
    /** Told in the crediting transaction of a deposit, once (bonus answers: the deposit's bonus). */
    onDepositCredited: Hook<"onDepositCredited">;
    /** Asked before the player pays whether a bonus code would grant anything (bonus answers). */
    checkBonusCode: Hook<"checkBonusCode">;
    /** First in a withdrawal's transaction: an active deposit bonus is forfeited or refuses it (bonus answers). */
    beforeWithdrawal: Hook<"beforeWithdrawal">;
    /** Compliance's check of a withdrawal (KYC, AML review) in the transaction that holds the money. */
    checkWithdrawal: Hook<"checkWithdrawal">;
    /** Compliance's check before an operator approves a withdrawal. */
    checkApproval: Hook<"checkApproval">;
  }
}

/** What the cashier needs; the network edge of the real provider adapters is the global fetch. */
type CashierPorts = Pick<
  Ports,
  | "config"
  | "db"
  | "clock"
  | "wallet"
  | "jobs"
  | "accounts"
  | "checkDeposit"
  | "onDepositCredited"
  | "checkBonusCode"
  | "beforeWithdrawal"
  | "checkWithdrawal"
  | "checkApproval"
  | "sandboxPsp"
  | "audit"
  | "flagPlayer"
>;

const minor = (major: number) => parseMajor(major) ?? 0n;

/** The cashier: the configured provider (the sandbox one through the psp-sandbox module), the service and its routes. */
export const cashierModule = defineModule({
  name: "cashier",
  needs: [
    "config",
    "db",
    "clock",
    "wallet",
    "jobs",
    "accounts",
    "checkDeposit",
    "onDepositCredited",
    "checkBonusCode",
    "beforeWithdrawal",
    "checkWithdrawal",
    "checkApproval",
    "sandboxPsp",
    "audit",
    "flagPlayer",
  ],
  provides: [],
  async register(app, ports) {
    await registerCashier(app, ports);
    return {};
  },
});

/**
 * The read side of deposits that the limits module counts, apart from the cashier (which asks limits before it
 * takes a deposit): deposits pending past their checkout's end stop counting at that instant, on the app's clock.
 */
export const depositsModule = defineModule({
  name: "cashier-deposits",
  needs: ["clock"],
  provides: ["depositedSince"],
  register: (_app, { clock }) => ({
    depositedSince: (tx: Db, userId: string, since: Date) => depositedSince(tx, userId, since, clock.now()),
  }),
});

async function registerCashier(app: FastifyInstance, deps: CashierPorts): Promise<CashierService> {
  const { config, accounts } = deps;
  const currencyOf = async (userId: string) => (await accounts.sessionUser(userId))?.currency.code ?? "EUR";
  const usernameOf = async (userId: string) => (await accounts.contactOf(userId))?.username ?? null;
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const fetchImpl: FetchLike = (url, init) => fetch(url, init);
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
    piq ?? praxis ?? sandboxProvider(deps.sandboxPsp, config.PSP_WEBHOOK_SECRET, nowSeconds);
  const cashier = createCashierService({
    ...deps,
    currencyOf,
    usernameOf,
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
  await app.register(cashierAdminRoutes(cashier));
  const { db, clock, wallet, audit, flagPlayer } = deps;
  await app.register(
    paymentsRoutes(createPaymentsService({ db, clock, wallet, audit, accounts, flagPlayer })),
  );
  if (piq) {
    await app.register(
      paymentIqRoutes(
        piq,
        createPaymentIqIntegration({
          cashier,
          provider: piq,
          db: deps.db,
          wallet: deps.wallet,
          currencyOf,
          playerOf: async (userId: string) => {
            const [user, contact] = await Promise.all([
              accounts.sessionUser(userId),
              accounts.contactOf(userId),
            ]);
            if (!user) return null;
            const { firstName, lastName, email, birthDate } = user;
            return { firstName, lastName, email, birthDate, locale: contact?.locale ?? "en" };
          },
        }),
      ),
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
