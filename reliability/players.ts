import { randomUUID } from "node:crypto";
import { signPayload } from "../apps/server/src/platform/webhook-signature";
import { Client, type Tally } from "./client";

export const PASSWORD = "Reliability-audit-2026";

export interface Player extends Client {
  username: string;
  userId: string;
}

export interface Deposit {
  transactionId: string;
  paymentId: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
}

/**
 * A player made the way a real one is: quick registration (GB, so GBP), then a login with the password. Quick
 * registration is the sign-up that needs no SMS code (modules/account/signup.routes.ts); e-mail verification is not
 * needed to deposit or play, so the audit does not read the dev outbox.
 */
export async function newPlayer(baseUrl: string, tally: Tally, prefix: string): Promise<Player> {
  const client = new Client(baseUrl, tally) as Player;
  const id = randomUUID().replaceAll("-", "").slice(0, 10);
  client.username = `${prefix}_${id}`.slice(0, 20);
  const signup = await client.request("register", "POST", "/api/user/signup/quickRegister", {
    body: {
      email: `${client.username}@reliability.example`,
      username: client.username,
      password: PASSWORD,
      birthDate: "1990-01-01",
      // Ireland has no responsible-gambling rules of its own (GB's 2.5 s between slot rounds would refuse most of
      // the burst's rounds); GBP as the burst's money.
      country: "IE",
      currency: "GBP",
      userConsents: { termsandconditions: true, emailmarketing: false, sms: false, "3rdparty": false },
    },
  });
  if (signup.status !== 204) throw new Error(`sign-up answered ${signup.status}: ${signup.text}`);
  await login(client);
  return client;
}

export async function login(player: Player): Promise<void> {
  player.cookie = "";
  const answer = await player.request("login", "POST", "/api/session/login", {
    body: { username: player.username, password: PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.text}`);
  const me = await player.request("authenticate", "GET", "/api/session/authenticate");
  player.userId = (me.body as { userId: string }).userId;
}

/** The player's real + bonus balance in major units, from the API. */
export async function balance(player: Player): Promise<{ real: number; total: number }> {
  const answer = await player.request("balance", "GET", "/api/user/balance");
  const body = answer.body as { balance: number; total: number };
  return { real: body.balance, total: body.total };
}

/** Starts a deposit at the cashier (the provider's checkout is not visited: the audit plays the provider). */
export async function startDeposit(
  player: Player,
  amount: number,
  key = randomUUID(),
): Promise<Deposit | null> {
  const answer = await player.request("deposit.start", "POST", "/api/user/cashier/depositGm1", {
    body: { amount, currency: "GBP" },
    key,
  });
  if (answer.status !== 200) return null;
  const { transactionId, redirectUrl } = answer.body as { transactionId: string; redirectUrl: string };
  const paymentId = redirectUrl.split("/").pop() ?? "";
  return { transactionId, paymentId, amount: BigInt(Math.round(amount * 100)), currency: "GBP" };
}

export type WebhookType = "payment.approved" | "payment.declined" | "payout.paid" | "payout.failed";

/** The sandbox provider's webhook body (modules/psp-sandbox/psp-sandbox.service.ts, emit). */
export function webhookBody(
  type: WebhookType,
  deposit: Deposit,
  eventId = `evt_${randomUUID()}`,
): Record<string, unknown> {
  return {
    id: eventId,
    type,
    data: {
      paymentId: deposit.paymentId,
      merchantRef: deposit.transactionId,
      amount: deposit.amount.toString(),
      currency: deposit.currency,
      method: type.startsWith("payment") ? "Visa •••• 4242" : null,
      reason: type.endsWith("failed") || type.endsWith("declined") ? "audit" : null,
    },
  };
}

/**
 * Delivers a webhook signed the way the sandbox provider signs (platform/webhook-signature.ts: `t=…,v1=HMAC`).
 * `tamper` changes the bytes after signing, or the timestamp, for the tamper set.
 */
export async function sendWebhook(
  client: Client,
  secret: string,
  body: Record<string, unknown> | string,
  options: { op?: string; timestamp?: number; signature?: string; after?: (raw: string) => string } = {},
) {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signPayload(secret, raw, timestamp);
  const sent = options.after ? options.after(raw) : raw;
  const webhookClient = new Client(client.baseUrl, client.tally);
  return webhookClient.request(options.op ?? "webhook", "POST", "/api/cashier/webhooks/sandbox", {
    raw: sent,
    headers: { "psp-signature": signature },
  });
}

/** Deposit + approving webhook; true when the cashier accepted both. */
export async function deposit(player: Player, secret: string, amount: number): Promise<boolean> {
  const started = await startDeposit(player, amount);
  if (!started) return false;
  const answer = await sendWebhook(player, secret, webhookBody("payment.approved", started));
  return answer.status === 200;
}
