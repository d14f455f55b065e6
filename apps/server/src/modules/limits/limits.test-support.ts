import type { QuickRegisterRequest } from "@casino/contract";
import type { LightMyRequestResponse } from "fastify";
import { inTransaction } from "../../platform/db/transaction";
import { hashPassword } from "../../platform/password";
import { signPayload } from "../../platform/webhook-signature";
import { insertTestUser } from "../../test/fixtures";
import type { TestApp } from "../../test/harness";
import { PASSWORD, register, sessionOf } from "../../test/players";

/** Shared set-up of the limits tests: players, HTTP calls and money movements like later modules will make. */

let passwordHash: Promise<string> | undefined;

/**
 * A EUR player in Malta (no rules of its own: the deployment's JURISDICTION applies) who can log in with PASSWORD,
 * and a live session of theirs. Pass `country` (and its currency) for a market's own rules.
 */
export async function newPlayer(t: TestApp, overrides: Parameters<typeof insertTestUser>[1] = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const userId = await insertTestUser(t.database.db, {
    currency: "EUR",
    passwordHash: await passwordHash,
    ...overrides,
  });
  const { token } = await t.app.services.sessions.create({ userId });
  const username = (await t.app.services.accounts.contactOf(userId))!.username;
  return { userId, token, username, headers: { "x-session-id": token } };
}

export type Player = Awaited<ReturnType<typeof newPlayer>>;

/**
 * A player signed up and logged in through the API (consents given, so login is not restricted); in Malta (the
 * deployment's JURISDICTION applies) unless `country` says otherwise.
 */
export async function registeredPlayer(
  t: TestApp,
  country = "MT",
  extra: Partial<QuickRegisterRequest> = {},
) {
  const body = await register(t.app, {
    country,
    userConsents: { termsandconditions: true, emailmarketing: true, sms: true, "3rdparty": true },
    ...extra,
  });
  const token = await sessionOf(t.app, body.username);
  const me = await t.app.inject({
    method: "GET",
    url: "/api/session/authenticate",
    headers: { "x-session-id": token },
  });
  const userId: string = me.json().userId;
  return { userId, token, username: body.username, email: body.email, headers: { "x-session-id": token } };
}

export function call(
  t: TestApp,
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const getLimits = async (t: TestApp, p: Player) => {
  const response = await call(t, "GET", "/api/user/limits", p.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
};

export const putLimits = (t: TestApp, p: Player, body: unknown) =>
  call(t, "PUT", "/api/user/limits", p.headers, body);

/** Starts a deposit (the step that checks deposit limits), in EUR unless the player keeps another currency. */
export const startDeposit = (t: TestApp, p: Player, amount: number, currency = "EUR") =>
  call(t, "POST", "/api/user/cashier/depositGm1", p.headers, { amount, currency });

/**
 * A deposit started and paid: the sandbox provider's signed approval arrives at once, so the deposit is credited
 * and keeps counting against deposit limits after its checkout would have expired.
 */
export async function paidDeposit(t: TestApp, p: Player, amount: number) {
  const started = await startDeposit(t, p, amount);
  if (started.statusCode !== 200) return started;
  const { transactionId, redirectUrl } = started.json() as { transactionId: string; redirectUrl: string };
  const raw = JSON.stringify({
    id: `evt_paid_${transactionId}`,
    type: "payment.approved",
    data: {
      paymentId: redirectUrl.split("/").pop(),
      merchantRef: transactionId,
      amount: String(Math.round(amount * 100)),
      currency: "EUR",
      method: null,
      reason: null,
    },
  });
  const { config, clock } = t.app.services;
  const signature = signPayload(config.PSP_WEBHOOK_SECRET, raw, Math.floor(clock.now().getTime() / 1000));
  const delivered = await t.app.inject({
    method: "POST",
    url: "/api/cashier/webhooks/sandbox",
    headers: { "content-type": "application/json", "psp-signature": signature },
    payload: raw,
  });
  if (delivered.statusCode !== 200) throw new Error(delivered.body);
  return started;
}

/** Credits real money straight through the ledger. */
export const fund = (t: TestApp, userId: string, minor: bigint) =>
  t.app.services.wallet.transfer({
    idempotencyKey: `fund:${userId}:${crypto.randomUUID()}`,
    kind: "deposit",
    currency: "EUR",
    postings: [
      { account: { operator: "payments_clearing" }, amount: -minor },
      { account: { userId, kind: "real" }, amount: minor },
    ],
  });

/** A stake as the casino will make it: the limits check and the bet transfer in one transaction. */
export const stake = (t: TestApp, userId: string, minor: bigint) =>
  inTransaction(t.database.db, async (tx) => {
    await t.app.services.limits.checkStake(tx, userId, minor, "EUR");
    return t.app.services.wallet.transferIn(tx, {
      idempotencyKey: `bet:${crypto.randomUUID()}`,
      kind: "bet",
      currency: "EUR",
      postings: [
        { account: { userId, kind: "real" }, amount: -minor },
        { account: { operator: "game_revenue" }, amount: minor },
      ],
    });
  });

/** A win paid back to the player. */
export const win = (t: TestApp, userId: string, minor: bigint) =>
  t.app.services.wallet.transfer({
    idempotencyKey: `win:${crypto.randomUUID()}`,
    kind: "win",
    currency: "EUR",
    postings: [
      { account: { operator: "game_revenue" }, amount: -minor },
      { account: { userId, kind: "real" }, amount: minor },
    ],
  });

/** The error of a rejected promise, as the HTTP layer would see it. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; status: number; message: string; details: Record<string, unknown> };
  }
  throw new Error("expected a refusal");
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Sessions that outlive the clock jumps of a test (days, weeks), so only the rule under test decides. */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: "10000000", SESSION_MAX_HOURS: "1000000" };
