import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { loadConfig } from "../../../platform/config";
import { insertTestUser } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { paymentIqProvider } from "./paymentiq";
import { PayoutRefusedError } from "./provider";
import { fixture, merged, serveFake } from "./provider.test-support";

/**
 * The PaymentIQ adapter end to end on a real database. This test plays PaymentIQ: it calls our Integration API with
 * the documented (recorded) payloads and Basic credentials, and its Front API is a fake HTTP server answering our
 * payout requests with recorded answers. Everything on our side is real.
 */
const MERCHANT = "100019999";
const USER = "piq-integration";
const PASSWORD = "piq-integration-password";
const CASHIER_URL = "https://pay.paymentiq.io/cashier/master/";
const clock = new ManualClock(new Date());

type Json = Record<string, unknown>;

const piq = {
  requests: [] as { path: string; body: Json }[],
  answer: "ok" as "ok" | "refused",
};

let fake: Awaited<ReturnType<typeof serveFake>>;
let t: TestApp;
let baseUrl: string;
let txId = 27_000_000;

beforeAll(async () => {
  fake = await serveFake(async (request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Json;
    piq.requests.push({ path, body });
    if (path !== "/paymentiq/api/bank/withdrawal/process") return new Response("not found", { status: 404 });
    const recorded =
      piq.answer === "ok"
        ? merged(fixture("paymentiq/withdrawal-process.success.response.json"), { txId: ++txId })
        : fixture("paymentiq/withdrawal-process.failed.response.json");
    return Response.json(recorded);
  });
  t = await createTestApp({
    clock,
    env: {
      JOBS_POLL_MS: "0",
      WITHDRAWAL_AUTO_APPROVE_MAX: "100",
      PAYMENT_PROVIDER: "paymentiq",
      PAYMENTIQ_MERCHANT_ID: MERCHANT,
      PAYMENTIQ_CALLBACK_USERNAME: USER,
      PAYMENTIQ_CALLBACK_PASSWORD: PASSWORD,
      PAYMENTIQ_SESSION_SECRET: "piq-session-secret-for-tests",
      PAYMENTIQ_API_URL: `${fake.url}/paymentiq`,
      PAYMENTIQ_CASHIER_URL: CASHIER_URL,
    },
  });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function player() {
  const userId = await insertTestUser(t.database.db, { currency: "EUR", firstName: "Jane", lastName: "Doe" });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, headers: { "x-session-id": token, "x-user-id": userId } };
}
type Player = Awaited<ReturnType<typeof player>>;

async function api(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const basic = (user = USER, password = PASSWORD) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
});

/** PIQ calling our Integration API. */
const callback = (name: string, body: Json, headers: Record<string, string> = basic()) =>
  api("POST", `/api/paymentiq/${name}`, headers, body);

/** A recorded Integration API request, about one of our transactions, for one of our players. */
function recorded(name: string, p: Player, id: string, amount: string, changes: Json = {}) {
  return merged(
    fixture(`paymentiq/${name}`),
    merged(
      {
        userId: p.userId,
        txAmount: amount,
        txAmountCy: "EUR",
        authCode: id,
        attributes: { merchantTxId: id },
      },
      changes,
    ),
  );
}

const balances = (p: Player) => t.app.services.wallet.balances(p.userId, "EUR");
const drain = () => t.app.services.jobs.drain();

async function startDeposit(p: Player, amount: number) {
  const response = await api("POST", "/api/user/cashier/depositGm1", p.headers, { amount, currency: "EUR" });
  expect(response.status).toBe(200);
  const url = new URL(response.json.redirectUrl);
  return { id: response.json.transactionId as string, url, sessionId: url.searchParams.get("sessionId")! };
}

/** The whole PIQ deposit conversation: verifyuser, authorize, transfer. */
async function deposit(p: Player, amount: number) {
  const { id, sessionId } = await startDeposit(p, amount);
  const major = amount.toFixed(2);
  const tx = String(++txId);
  expect((await callback("verifyuser", { sessionId, userId: p.userId })).json.success).toBe(true);
  const auth = await callback(
    "authorize",
    recorded("authorize.deposit.request.json", p, id, major, { txId: tx }),
  );
  expect(auth.json).toMatchObject({ success: true, authCode: id });
  const transfer = await callback(
    "transfer",
    recorded("transfer.deposit.request.json", p, id, major, { txId: tx }),
  );
  expect(transfer.json).toMatchObject({ success: true, txId: tx, merchantTxId: id });
  return { id, tx };
}

describe("deposits through PaymentIQ", () => {
  it("sends the player to PIQ's Cashier with a session bound to this payment", async () => {
    const p = await player();
    const { id, url, sessionId } = await startDeposit(p, 25);
    expect(`${url.origin}${url.pathname}`).toBe(CASHIER_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchantId: MERCHANT,
      userId: p.userId,
      method: "deposit",
      amount: "25.00",
      environment: "test",
    });
    expect(JSON.parse(url.searchParams.get("attributes")!)).toMatchObject({ merchantTxId: id });
    const verified = await callback("verifyuser", { sessionId, userId: p.userId });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      userId: p.userId,
      success: true,
      firstName: "Jane",
      lastName: "Doe",
      balance: 0,
      balanceCy: "EUR",
    });
    // A forged session, or somebody else's user id with this session, is not a logged-in player.
    const other = await player();
    for (const attempt of [
      { sessionId: `${id}.forged`, userId: p.userId },
      { sessionId, userId: other.userId },
      fixture("paymentiq/verifyuser.request.json"),
    ]) {
      const answer = await callback("verifyuser", attempt);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ success: false, errCode: 1, errMsg: expect.any(String) });
    }
  });

  it("credits a transferred deposit once, however often PIQ repeats the transfer", async () => {
    const p = await player();
    const { id, tx } = await deposit(p, 25);
    expect((await balances(p)).real).toBe(2500n);
    const again = recorded("transfer.deposit.request.json", p, id, "25.00", { txId: tx });
    const repeats = await Promise.all(Array.from({ length: 10 }, () => callback("transfer", again)));
    expect(repeats.every((r) => r.json.success === true)).toBe(true);
    expect((await balances(p)).real).toBe(2500n);
    const history = await api("GET", "/api/paymentiq/transaction-history", p.headers);
    expect(history.json.deposit).toEqual([
      expect.objectContaining({ id, state: "SUCCESSFUL", amount: 25, method: "BamboraGa 411812******2410" }),
    ]);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("refuses amounts and currencies that do not match, crediting nothing", async () => {
    const p = await player();
    const { id } = await startDeposit(p, 30);
    const tooMuch = await callback("authorize", recorded("authorize.deposit.request.json", p, id, "300.00"));
    expect(tooMuch.json).toMatchObject({ success: false, errCode: 5 });
    const sek = await callback(
      "authorize",
      recorded("authorize.deposit.request.json", p, id, "30.00", { txAmountCy: "SEK" }),
    );
    expect(sek.json).toMatchObject({ success: false, errCode: 4 });
    const transfer = await callback("transfer", recorded("transfer.deposit.request.json", p, id, "3000.00"));
    expect(transfer.json).toMatchObject({ success: false, errCode: 5 });
    expect((await balances(p)).real).toBe(0n);
  });

  it("fails a cancelled deposit and ignores a transfer that comes after it", async () => {
    const p = await player();
    const { id } = await startDeposit(p, 20);
    const auth = await callback("authorize", recorded("authorize.deposit.request.json", p, id, "20.00"));
    expect(auth.json.success).toBe(true);
    const cancel = await callback("cancel", recorded("cancel.deposit.request.json", p, id, "20.00"));
    expect(cancel.json).toEqual({ userId: p.userId, success: true });
    const late = await callback("transfer", recorded("transfer.deposit.request.json", p, id, "20.00"));
    expect(late.json).toMatchObject({ success: false, errCode: 3 });
    expect((await balances(p)).real).toBe(0n);
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({ id, state: "FAILED", reason: "Invalid CVV" });
  });

  it("answers 401 without PIQ's credentials and 400 for a malformed body", async () => {
    const p = await player();
    const { id } = await startDeposit(p, 10);
    const body = recorded("transfer.deposit.request.json", p, id, "10.00");
    for (const headers of [
      {},
      basic(USER, "wrong-password"),
      basic("someone", PASSWORD),
      { authorization: "Bearer x" },
    ]) {
      const response = await callback("transfer", body, headers);
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ code: "UNAUTHORIZED", message: expect.any(String) });
    }
    const { txAmountCy: _dropped, ...incomplete } = body;
    const malformed = await callback("authorize", incomplete);
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    expect((await balances(p)).real).toBe(0n);
  });
});

describe("withdrawals through PaymentIQ", () => {
  async function funded(amount: number) {
    const p = await player();
    await deposit(p, amount);
    return p;
  }
  async function withdraw(p: Player, amount: number) {
    const response = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount,
      currency: "EUR",
    });
    expect(response.status).toBe(200);
    await drain(); // approved under the limit: the payout is requested from PIQ
    return response.json.transactionId as string;
  }

  it("asks PIQ to pay out, then settles on PIQ's authorize and transfer", async () => {
    const p = await funded(80);
    const id = await withdraw(p, 50);
    expect(await balances(p)).toMatchObject({ real: 3000n, withdrawalHold: 5000n });
    const sent = piq.requests.at(-1)!;
    expect(sent.body).toMatchObject({
      merchantId: MERCHANT,
      userId: p.userId,
      amount: "50.00",
      attributes: { merchantTxId: id },
    });
    const tx = String(txId);
    const session = await callback("verifyuser", {
      sessionId: String(sent.body.sessionId),
      userId: p.userId,
    });
    expect(session.json).toMatchObject({ success: true, balance: 30 });
    const auth = await callback(
      "authorize",
      recorded("authorize.withdrawal.request.json", p, id, "-50.00", { txId: tx }),
    );
    expect(auth.json).toMatchObject({ success: true, authCode: id });
    const transfer = recorded("transfer.withdrawal.request.json", p, id, "-50.00", { txId: tx });
    expect((await callback("transfer", transfer)).json).toMatchObject({ success: true });
    expect((await callback("transfer", transfer)).json).toMatchObject({ success: true });
    expect(await balances(p)).toMatchObject({ real: 3000n, withdrawalHold: 0n });
    const history = await api("GET", "/api/paymentiq/transaction-history", p.headers);
    expect(history.json.withdrawal).toEqual([
      expect.objectContaining({ id, state: "SUCCESSFUL", amount: 50 }),
    ]);
  });

  it("returns the money when PIQ cancels the payout", async () => {
    const p = await funded(60);
    const id = await withdraw(p, 20);
    const tx = String(txId);
    await callback("authorize", recorded("authorize.withdrawal.request.json", p, id, "-20.00", { txId: tx }));
    const cancel = recorded("cancel.withdrawal.request.json", p, id, "-20.00", { txId: tx });
    expect((await callback("cancel", cancel)).json).toEqual({ userId: p.userId, success: true });
    expect((await callback("cancel", cancel)).json).toEqual({ userId: p.userId, success: true });
    const late = await callback(
      "transfer",
      recorded("transfer.withdrawal.request.json", p, id, "-20.00", { txId: tx }),
    );
    expect(late.json).toMatchObject({ success: false });
    expect(await balances(p)).toMatchObject({ real: 6000n, withdrawalHold: 0n });
    const history = await api("GET", "/api/user/bankingHistory?type=withdrawal", p.headers);
    expect(history.json.items[0]).toMatchObject({ state: "FAILED", reason: "Beneficiary account closed" });
  });

  it("returns the money when PIQ refuses the payout request", async () => {
    const p = await funded(40);
    piq.answer = "refused";
    try {
      await withdraw(p, 25);
    } finally {
      piq.answer = "ok";
    }
    expect(await balances(p)).toMatchObject({ real: 4000n, withdrawalHold: 0n });
    const history = await api("GET", "/api/user/bankingHistory?type=withdrawal", p.headers);
    expect(history.json.items[0]).toMatchObject({ state: "FAILED", reason: "No bank account to pay out to" });
  });

  it("does not authorise a withdrawal we have not approved, nor another player's", async () => {
    const p = await funded(500);
    const response = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount: 400,
      currency: "EUR",
    });
    const id = response.json.transactionId as string;
    const pending = await callback(
      "authorize",
      recorded("authorize.withdrawal.request.json", p, id, "-400.00"),
    );
    expect(pending.json).toMatchObject({ success: false, errCode: 3 });
    const other = await player();
    const stranger = await callback(
      "authorize",
      recorded("authorize.withdrawal.request.json", other, id, "-400.00"),
    );
    expect(stranger.json).toMatchObject({ success: false, errCode: 2 });
    // The player's own cancel route still works and returns the money.
    const cancel = await api("DELETE", `/api/paymentiq/cancel-transaction?transactionId=${id}`, p.headers);
    expect(cancel.status).toBe(204);
    expect((await balances(p)).real).toBe(50_000n);
  });
});

describe("PaymentIQ configuration", () => {
  it("refuses to start without its settings, naming them without echoing secrets", () => {
    const attempt = () =>
      loadConfig({ PAYMENT_PROVIDER: "paymentiq", PAYMENTIQ_CALLBACK_PASSWORD: "do-not-print-me" });
    expect(attempt).toThrow(/PAYMENTIQ_MERCHANT_ID: required when PAYMENT_PROVIDER=paymentiq/);
    expect(attempt).toThrow(/PAYMENTIQ_SESSION_SECRET/);
    expect(attempt).not.toThrow(/do-not-print-me/);
  });
});

describe("PaymentIQ network failures", () => {
  it("retries a payout PIQ could not take (5xx), and refuses only on PIQ's own no", async () => {
    const settings = {
      merchantId: MERCHANT,
      callbackUsername: USER,
      callbackPassword: PASSWORD,
      sessionSecret: "piq-session-secret-for-tests",
      apiUrl: "https://piq.invalid/paymentiq",
      cashierUrl: CASHIER_URL,
      environment: "test" as const,
      payoutMethod: "bank",
    };
    const input = { merchantRef: "m", userId: "u", amount: 100n, currency: "EUR" };
    const down = paymentIqProvider(settings, { fetch: async () => new Response("busy", { status: 503 }) });
    await expect(down.initiatePayout(input)).rejects.not.toBeInstanceOf(PayoutRefusedError);
    const no = paymentIqProvider(settings, {
      fetch: async () => Response.json(fixture("paymentiq/withdrawal-process.failed.response.json")),
    });
    await expect(no.initiatePayout(input)).rejects.toBeInstanceOf(PayoutRefusedError);
  });
});
