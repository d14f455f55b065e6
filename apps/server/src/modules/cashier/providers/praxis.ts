import { createHash } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../../platform/errors";
import { SIGNATURE_TOLERANCE_SECONDS } from "../../../platform/webhook-signature";
import { type FetchLike, header, postJson, safeEqual } from "./http";
import { type PaymentProvider, PayoutRefusedError, type ProviderEvent } from "./provider";

/**
 * Praxis Cashier API 1.3 (doc.praxiscashier.com/integration_docs/latest): the Cashier session (`/cashier/cashier`),
 * the Direct API card-token payout (`/api/direct-process`) and the notification webhook. Written against the
 * public documentation; the real gateway cannot be reached from here (docs/decisions/0069-praxis-adapter.md).
 */
export const PRAXIS_VERSION = "1.3";

/**
 * The fields each message is signed over, in the documented order (Authentication: values concatenated, the merchant
 * secret appended, SHA-384, hex, in the `Gt-Authentication` header; null values are skipped).
 */
export const PRAXIS_SIGNED_FIELDS = {
  cashierRequest: ["merchant_id", "application_key", "timestamp", "intent", "cid", "order_id"],
  cashierResponse: ["status", "timestamp", "redirect_url"],
  directRequest: ["merchant_id", "application_key", "timestamp", "transaction_type", "cid", "order_id"],
  directResponse: ["status", "timestamp"],
  notification: [
    "merchant_id",
    "application_key",
    "timestamp",
    "customer.customer_token",
    "session.order_id",
    "transaction.tid",
    "transaction.currency",
    "transaction.amount",
    "transaction.conversion_rate",
    "transaction.processed_currency",
    "transaction.processed_amount",
  ],
  notificationResponse: ["status", "timestamp"],
} as const;

const at = (data: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => {
    if (value === null || typeof value !== "object") return undefined;
    return (value as Record<string, unknown>)[key];
  }, data);

/** `Gt-Authentication` of a message: SHA-384 over the listed values (nulls skipped) followed by the secret. */
export function praxisSignature(data: unknown, fields: readonly string[], secret: string): string {
  const values = fields
    .map((field) => at(data, field))
    .filter((value) => value !== null && value !== undefined)
    .map(String)
    .join("");
  return createHash("sha384").update(`${values}${secret}`, "utf8").digest("hex");
}

export interface PraxisSettings {
  merchantId: string;
  applicationKey: string;
  secret: string;
  /** Gateway origin, e.g. https://pci-gw-test.praxispay.com (sandbox) or https://gw.praxisgate.com (live). */
  apiUrl: string;
  /** Where Praxis posts notifications (our /api/praxis/notification). */
  notificationUrl: () => string;
}

/** A card a player deposited with: Praxis pays withdrawals back to it (closed loop). */
export interface CardOnFile {
  customerToken: string;
  cardToken: string;
}

export interface PraxisDeps {
  fetch: FetchLike;
  nowSeconds: () => number;
  /** The card of the player's latest successful Praxis deposit, if any. */
  cardOnFile(userId: string): Promise<CardOnFile | null>;
}

const Nullable = <T extends z.ZodTypeAny>(schema: T) => schema.nullable().optional();

const Notification = z.object({
  merchant_id: z.string(),
  application_key: z.string(),
  timestamp: z.number().int(),
  version: Nullable(z.string()),
  customer: Nullable(z.object({ customer_token: Nullable(z.string()) }).passthrough()),
  session: Nullable(
    z
      .object({ order_id: Nullable(z.string()), cid: Nullable(z.string()), intent: Nullable(z.string()) })
      .passthrough(),
  ),
  transaction: Nullable(
    z
      .object({
        transaction_type: z.string(),
        transaction_status: z.string(),
        tid: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
        currency: z.string().length(3),
        amount: z.number().int().nonnegative(),
        payment_method: Nullable(z.string()),
        status_details: Nullable(z.string()),
        card: Nullable(
          z
            .object({
              card_token: Nullable(z.string()),
              card_type: Nullable(z.string()),
              card_number: Nullable(z.string()),
            })
            .passthrough(),
        ),
      })
      .passthrough(),
  ),
});
export type PraxisNotification = z.infer<typeof Notification>;

const CashierResponse = z.object({
  status: z.number().int(),
  description: Nullable(z.string()),
  redirect_url: Nullable(z.string()),
  session: Nullable(z.object({ auth_token: Nullable(z.string()) }).passthrough()),
  timestamp: Nullable(z.number().int()),
});

const DirectResponse = z.object({
  status: z.number().int(),
  description: Nullable(z.string()),
  transaction: Nullable(z.object({ tid: z.union([z.number().int(), z.string()]) }).passthrough()),
  timestamp: Nullable(z.number().int()),
});

/** Deposit statuses that end a deposit, and payout statuses that end a payout (Notification: transaction_status). */
const DEPOSIT_APPROVED = new Set(["approved"]);
const DEPOSIT_FAILED = new Set(["rejected", "declined", "cancelled", "error"]);
const PAYOUT_PAID = new Set(["approved"]);
const PAYOUT_FAILED = new Set(["rejected", "cancelled", "error"]);

/** Our locale → Praxis `locale` (language-COUNTRY). */
function praxisLocale(locale: string): string {
  if (/^[a-z]{2}-[A-Z]{2}$/.test(locale)) return locale;
  return { de: "de-DE", en: "en-GB" }[locale] ?? "en-GB";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalidSignature = (message = "Invalid webhook signature") =>
  new AppError("WEBHOOK_SIGNATURE_INVALID", 400, message);

export type PraxisProvider = ReturnType<typeof praxisProvider>;

export function praxisProvider(settings: PraxisSettings, deps: PraxisDeps) {
  const base = settings.apiUrl.replace(/\/+$/, "");
  const signed = (data: unknown, fields: readonly string[]) => praxisSignature(data, fields, settings.secret);

  /** The JSON of a Praxis answer with a valid signature, or an error (never trusted unsigned). */
  function verifiedAnswer(
    answer: { status: number; headers: Headers; json: unknown },
    fields: readonly string[],
  ) {
    const signature = answer.headers.get("gt-authentication") ?? "";
    if (!safeEqual(signature, signed(answer.json, fields))) {
      throw new Error(`Praxis answered ${answer.status} without a valid signature`);
    }
    return answer.json;
  }

  /** Reads, authenticates and normalises a notification. `event` is null for statuses that settle nothing. */
  function parseNotification(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError("BAD_REQUEST", 400, "The notification is not valid JSON");
    }
    const given = header(headers, "gt-authentication");
    if (!given || !safeEqual(given, signed(json, PRAXIS_SIGNED_FIELDS.notification)))
      throw invalidSignature();
    const parsed = Notification.safeParse(json);
    if (!parsed.success) throw new AppError("BAD_REQUEST", 400, "Unrecognised notification payload");
    const data = parsed.data;
    if (data.merchant_id !== settings.merchantId || data.application_key !== settings.applicationKey) {
      throw invalidSignature("The notification is for another merchant account");
    }
    if (Math.abs(deps.nowSeconds() - data.timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
      throw invalidSignature("The notification is too old (or from the future)");
    }
    const transaction = data.transaction;
    const orderId = data.session?.order_id ?? null;
    // Our order ids are payment transaction ids (UUIDs); anything else is not ours to settle.
    if (orderId && !UUID.test(orderId)) return { event: null, card: null, notification: data };
    if (!transaction || !orderId) return { event: null, card: null, notification: data };
    const status = transaction.transaction_status.toLowerCase();
    const payout = transaction.transaction_type === "payout";
    const sale = transaction.transaction_type === "sale";
    let type: ProviderEvent["type"] | null = null;
    if (sale && DEPOSIT_APPROVED.has(status)) type = "payment.approved";
    else if (sale && DEPOSIT_FAILED.has(status)) type = "payment.declined";
    else if (payout && PAYOUT_PAID.has(status)) type = "payout.paid";
    else if (payout && PAYOUT_FAILED.has(status)) type = "payout.failed";
    const card = transaction.card;
    const method = card?.card_number
      ? [card.card_type, card.card_number].filter(Boolean).join(" ")
      : (transaction.payment_method ?? null);
    const event: ProviderEvent | null = type && {
      eventId: `${transaction.tid}:${status}`,
      type,
      merchantRef: orderId,
      providerRef: String(transaction.tid),
      amount: BigInt(transaction.amount),
      currency: transaction.currency,
      method,
      reason:
        type.endsWith("declined") || type.endsWith("failed") ? (transaction.status_details ?? status) : null,
    };
    const customerToken = data.customer?.customer_token;
    const cardOnFile =
      type === "payment.approved" && customerToken && card?.card_token
        ? { customerToken, cardToken: card.card_token }
        : null;
    return { event, card: cardOnFile, notification: data };
  }

  return {
    name: "praxis",

    /** Opens a Cashier session (intent `payment`); the player pays inside Praxis's page (iframe or redirect). */
    async initiateDeposit(input) {
      const body = {
        merchant_id: settings.merchantId,
        application_key: settings.applicationKey,
        intent: "payment",
        currency: input.currency,
        amount: Number(input.amount),
        cid: input.userId,
        locale: praxisLocale(input.locale),
        notification_url: settings.notificationUrl(),
        return_url: input.returnUrl,
        order_id: input.merchantRef,
        variable1: input.bonusCode ?? null,
        version: PRAXIS_VERSION,
        timestamp: deps.nowSeconds(),
      };
      const answer = await postJson(deps.fetch, `${base}/cashier/cashier`, body, {
        "gt-authentication": signed(body, PRAXIS_SIGNED_FIELDS.cashierRequest),
      });
      const parsed = CashierResponse.safeParse(verifiedAnswer(answer, PRAXIS_SIGNED_FIELDS.cashierResponse));
      if (!parsed.success || parsed.data.status !== 0 || !parsed.data.redirect_url) {
        throw new Error(`Praxis refused the cashier session: ${parsed.data?.description ?? "bad answer"}`);
      }
      return {
        providerRef: parsed.data.session?.auth_token ?? input.merchantRef,
        redirectUrl: parsed.data.redirect_url,
      };
    },

    /** Pays the withdrawal back to the card of the player's last Praxis deposit (Direct API, card-token payout). */
    async initiatePayout(input) {
      const card = await deps.cardOnFile(input.userId);
      if (!card) throw new PayoutRefusedError("No card on file to pay out to");
      const body = {
        merchant_id: settings.merchantId,
        application_key: settings.applicationKey,
        transaction_type: "payout",
        currency: input.currency,
        amount: Number(input.amount),
        cid: input.userId,
        customer_token: card.customerToken,
        card_token: card.cardToken,
        notification_url: settings.notificationUrl(),
        order_id: input.merchantRef,
        version: PRAXIS_VERSION,
        timestamp: deps.nowSeconds(),
      };
      const answer = await postJson(deps.fetch, `${base}/api/direct-process`, body, {
        "gt-authentication": signed(body, PRAXIS_SIGNED_FIELDS.directRequest),
      });
      const parsed = DirectResponse.safeParse(verifiedAnswer(answer, PRAXIS_SIGNED_FIELDS.directResponse));
      if (!parsed.success) throw new Error("Praxis answered the payout with an unrecognised body");
      const { status, description, transaction } = parsed.data;
      // Negative: a network or server error at Praxis (retry); positive: a logical refusal (final).
      if (status > 0) throw new PayoutRefusedError(description ?? "Payout refused by Praxis");
      if (status < 0 || !transaction)
        throw new Error(`Praxis could not take the payout: ${description ?? status}`);
      return { providerRef: String(transaction.tid) };
    },

    verifyWebhook(rawBody, headers): ProviderEvent {
      const { event } = parseNotification(rawBody, headers);
      if (!event) throw new AppError("BAD_REQUEST", 400, "This notification settles nothing");
      return event;
    },

    parseNotification,

    /** Our signed answer to a notification (`status` 0 = received; anything else makes Praxis resend). */
    acknowledgement(status: number, description: string) {
      const body = { status, description, version: PRAXIS_VERSION, timestamp: deps.nowSeconds() };
      return { body, signature: signed(body, PRAXIS_SIGNED_FIELDS.notificationResponse) };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
