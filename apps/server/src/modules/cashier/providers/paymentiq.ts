import { createHmac } from "node:crypto";
import { formatMinor } from "@casino/contract";
import { z } from "zod";
import { AppError } from "../../../platform/errors";
import { type FetchLike, header, postJson, safeEqual } from "./http";
import { type PaymentProvider, PayoutRefusedError, type ProviderEvent } from "./provider";

/**
 * PaymentIQ (Worldline/Bambora "PIQ") as the payment intermediary. Written against the public documentation
 * (docs.paymentiq.io: Cashier parameters, Integration API verifyuser/authorize/transfer/cancel, Front API process
 * payments); the real service cannot be reached from here (docs/decisions/0068-paymentiq-adapter.md).
 *
 * - Deposit: the player is sent to PIQ's hosted Cashier with our merchant id, their user id, a cashier session id we
 *   mint for this one payment, the amount and `attributes.merchantTxId` (our transaction id, echoed back to us).
 * - PIQ then calls our Integration API (/api/paymentiq/verifyuser|authorize|transfer|cancel, HTTP Basic auth).
 * - Payout: once approved, we ask PIQ's Front API to process a withdrawal for the same kind of session; PIQ calls
 *   authorize (the money is already held), then transfer (paid) or cancel (failed, the hold is released).
 */
export interface PaymentIqSettings {
  merchantId: string;
  /** Credentials PIQ presents on our Integration API (MerchantConfig apiIntegrationUsername/Password). */
  callbackUsername: string;
  callbackPassword: string;
  /** Signs the cashier session ids we mint. */
  sessionSecret: string;
  /** Front API base, e.g. https://test-api.paymentiq.io/paymentiq. */
  apiUrl: string;
  /** The hosted Cashier, e.g. https://pay.paymentiq.io/cashier/master/. */
  cashierUrl: string;
  environment: "test" | "production";
  /** Front API provider path used for payouts (POST /api/{method}/withdrawal/process), e.g. `bank`. */
  payoutMethod: string;
}

export interface PaymentIqDeps {
  fetch: FetchLike;
}

const FrontApiAnswer = z
  .object({
    success: z.boolean(),
    txId: z.union([z.number().int(), z.string()]).nullable().optional(),
    txState: z.string().nullable().optional(),
    statusCode: z.string().nullable().optional(),
    errors: z
      .array(z.object({ msg: z.string().nullable().optional() }).passthrough())
      .nullable()
      .optional(),
  })
  .passthrough();

/** Our locale → PIQ `locale` (language_COUNTRY). */
export function piqLocale(locale: string): string {
  const [language = "en", country] = locale.split("-");
  return `${language}_${(country ?? { de: "DE", en: "GB" }[language] ?? "GB").toUpperCase()}`;
}

export type PaymentIqProvider = ReturnType<typeof paymentIqProvider>;

export function paymentIqProvider(settings: PaymentIqSettings, deps: PaymentIqDeps) {
  const mac = (paymentId: string, userId: string) =>
    createHmac("sha256", settings.sessionSecret)
      .update(`piq-session:${paymentId}:${userId}`)
      .digest("base64url");

  /** A cashier session id for one payment of one player: `<paymentId>.<HMAC>`. */
  function cashierSession(paymentId: string, userId: string): string {
    return `${paymentId}.${mac(paymentId, userId)}`;
  }

  return {
    name: "paymentiq",

    cashierSession,

    /** The payment a session id was minted for, when it is genuine and the player's own; else null. */
    sessionPayment(sessionId: string, userId: string): string | null {
      const [paymentId = "", given = "", ...rest] = sessionId.split(".");
      if (rest.length > 0 || !paymentId || !given) return null;
      return safeEqual(given, mac(paymentId, userId)) ? paymentId : null;
    },

    /** True when the call carries the Basic credentials configured for PIQ (constant-time). */
    authenticates(headers: Record<string, string | string[] | undefined>): boolean {
      const value = header(headers, "authorization") ?? "";
      const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(value.trim());
      if (!match?.[1]) return false;
      const decoded = Buffer.from(match[1], "base64").toString("utf8");
      return safeEqual(decoded, `${settings.callbackUsername}:${settings.callbackPassword}`);
    },

    async initiateDeposit(input) {
      const sessionId = cashierSession(input.merchantRef, input.userId);
      const url = new URL(settings.cashierUrl);
      const params: Record<string, string> = {
        environment: settings.environment,
        merchantId: settings.merchantId,
        userId: input.userId,
        sessionId,
        method: "deposit",
        amount: formatMinor(input.amount),
        locale: piqLocale(input.locale),
        attributes: JSON.stringify({
          merchantTxId: input.merchantRef,
          successUrl: input.returnUrl,
          failureUrl: input.returnUrl,
          ...(input.bonusCode ? { bonusCode: input.bonusCode } : {}),
        }),
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return { providerRef: sessionId, redirectUrl: url.toString() };
    },

    async initiatePayout(input) {
      const base = settings.apiUrl.replace(/\/+$/, "");
      const answer = await postJson(
        deps.fetch,
        `${base}/api/${encodeURIComponent(settings.payoutMethod)}/withdrawal/process`,
        {
          sessionId: cashierSession(input.merchantRef, input.userId),
          userId: input.userId,
          merchantId: settings.merchantId,
          amount: formatMinor(input.amount),
          attributes: { merchantTxId: input.merchantRef },
        },
        {},
      );
      if (answer.status >= 500) throw new Error(`PaymentIQ answered ${answer.status}`);
      const parsed = FrontApiAnswer.safeParse(answer.json);
      if (!parsed.success) throw new Error(`PaymentIQ answered ${answer.status} with an unrecognised body`);
      const { success, txId, txState, statusCode, errors } = parsed.data;
      if (!success || txId === null || txId === undefined) {
        throw new PayoutRefusedError(
          errors?.[0]?.msg ?? statusCode ?? txState ?? "Payout refused by PaymentIQ",
        );
      }
      return { providerRef: String(txId) };
    },

    /** PIQ has no signed webhook: its Integration API calls are answered synchronously (paymentiq.routes.ts). */
    verifyWebhook(): ProviderEvent {
      throw new AppError(
        "NOT_FOUND",
        404,
        "PaymentIQ calls /api/paymentiq/transfer and /api/paymentiq/cancel",
      );
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
