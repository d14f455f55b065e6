import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { loadConfig } from "../../../platform/config";
import { insertTestUser } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { praxisProvider, praxisSignature } from "./praxis";
import { PayoutRefusedError } from "./provider";
import { fixture, merged, serveFake } from "./provider.test-support";

/**
 * The Praxis adapter end to end on a real database: our routes, the cashier service and the wallet are real; only
 * Praxis's side of the network is a fake that checks our signatures and answers with recorded payloads.
 */
const MERCHANT = "Test-Integration-Merchant";
const APPLICATION = "Sandbox";
const SECRET = "MerchantSecretKey-for-tests";
const clock = new ManualClock(new Date());
const now = () => Math.floor(clock.now().getTime() / 1000);

type Json = Record<string, unknown>;

/** Praxis's documented algorithm, written out independently of the adapter: values (nulls skipped) + secret, SHA-384. */
const documented = (values: unknown[], secret = SECRET) =>
  createHash("sha384")
    .update(`${values.filter((v) => v !== null && v !== undefined).join("")}${secret}`)
    .digest("hex");

const notificationSignature = (n: Json, secret = SECRET) => {
  const c = (n.customer ?? {}) as Json;
  const s = (n.session ?? {}) as Json;
  const t = (n.transaction ?? {}) as Json;
  return documented(
    [
      n.merchant_id,
      n.application_key,
      n.timestamp,
      c.customer_token,
      s.order_id,
      t.tid,
      t.currency,
      t.amount,
      t.conversion_rate,
      t.processed_currency,
      t.processed_amount,
    ],
    secret,
  );
};

/** What the fake Praxis saw and how it answers next. */
const gateway = {
  requests: [] as { path: string; body: Json; signed: boolean }[],
  cashier: "ok" as "ok" | "refused" | "badly-signed",
  payout: "ok" as "ok" | "refused",
};

let fake: Awaited<ReturnType<typeof serveFake>>;
let t: TestApp;
let baseUrl: string;
let tid = 900_000;

beforeAll(async () => {
  fake = await serveFake(async (request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Json;
    const given = request.headers.get("gt-authentication");
    const reply = (answer: Json, fields: unknown[], secret = SECRET) =>
      Response.json(answer, { headers: { "gt-authentication": documented(fields, secret) } });
    if (path === "/cashier/cashier") {
      const signed =
        given ===
        documented([
          body.merchant_id,
          body.application_key,
          body.timestamp,
          body.intent,
          body.cid,
          body.order_id,
        ]);
      gateway.requests.push({ path, body, signed });
      const answer =
        signed && gateway.cashier !== "refused"
          ? merged(fixture("praxis/cashier.response.json"), {
              session: {
                order_id: body.order_id,
                cid: body.cid,
                amount: body.amount,
                currency: body.currency,
              },
              timestamp: now(),
            })
          : merged(fixture("praxis/cashier.refused.response.json"), { timestamp: now() });
      const secret = gateway.cashier === "badly-signed" ? "somebody-else" : SECRET;
      return reply(answer, [answer.status, answer.timestamp, answer.redirect_url], secret);
    }
    if (path === "/api/direct-process") {
      const signed =
        given ===
        documented([
          body.merchant_id,
          body.application_key,
          body.timestamp,
          body.transaction_type,
          body.cid,
          body.order_id,
        ]);
      gateway.requests.push({ path, body, signed });
      const answer =
        signed && gateway.payout === "ok"
          ? merged(fixture("praxis/direct-payout.response.json"), {
              transaction: { tid: ++tid, amount: body.amount, currency: body.currency },
              timestamp: now(),
            })
          : merged(fixture("praxis/direct-payout.refused.response.json"), { timestamp: now() });
      return reply(answer, [answer.status, answer.timestamp]);
    }
    return new Response("not found", { status: 404 });
  });
  t = await createTestApp({
    clock,
    env: {
      JOBS_POLL_MS: "0",
      WITHDRAWAL_AUTO_APPROVE_MAX: "100",
      PAYMENT_PROVIDER: "praxis",
      PRAXIS_MERCHANT_ID: MERCHANT,
      PRAXIS_APPLICATION_KEY: APPLICATION,
      PRAXIS_MERCHANT_SECRET: SECRET,
      PRAXIS_API_URL: fake.url,
    },
  });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function player() {
  const userId = await insertTestUser(t.database.db, { currency: "EUR" });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, headers: { "x-session-id": token, "x-user-id": userId } };
}

async function api(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

const realBalance = async (userId: string) => (await t.app.services.wallet.balances(userId, "EUR")).real;
const drain = () => t.app.services.jobs.drain();

/** A recorded notification, addressed to our merchant account and to one of our orders, stamped now. */
function notification(
  name: string,
  order: { orderId: string; userId: string; minor: number },
  changes: Json = {},
) {
  return merged(
    fixture(`praxis/${name}`),
    merged(
      {
        merchant_id: MERCHANT,
        application_key: APPLICATION,
        timestamp: now(),
        customer: { customer_token: `cust-${order.userId.slice(0, 8)}` },
        session: { order_id: order.orderId, cid: order.userId, amount: order.minor },
        transaction: { tid: ++tid, amount: order.minor, processed_amount: order.minor },
      },
      changes,
    ),
  );
}

const deliver = (body: Json, signature = notificationSignature(body), raw = JSON.stringify(body)) =>
  fetch(`${baseUrl}/api/praxis/notification`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "gt-authentication": signature },
    body: raw,
  });

async function getToken(headers: Record<string, string>, amount: number | string) {
  return api("POST", "/api/praxis/get-token", headers, { amount, currency: "EUR" });
}

/** A player with `amount` EUR from an approved Praxis card deposit. */
async function funded(amount: number) {
  const p = await player();
  const started = await getToken(p.headers, amount);
  const order = { orderId: started.json.transactionId, userId: p.userId, minor: amount * 100 };
  expect((await deliver(notification("notification.deposit-approved.json", order))).status).toBe(200);
  expect(await realBalance(p.userId)).toBe(BigInt(amount * 100));
  return p;
}

describe("Praxis signatures", () => {
  it("signs the documented fields in the documented order, skipping nulls", () => {
    const body = notification("notification.deposit-rejected.json", {
      orderId: "3f7c2a9e-2b1d-4c55-9d4e-0c6f1e2a7b11",
      userId: "user",
      minor: 1000,
    });
    const expected = notificationSignature(body);
    const fields = [
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
    ];
    expect(praxisSignature(body, fields, SECRET)).toBe(expected);
    expect(praxisSignature(body, fields, "another-secret")).not.toBe(expected);
  });
});

describe("deposits through Praxis", () => {
  it("opens a signed Cashier session and returns its page and token", async () => {
    const p = await player();
    const response = await getToken(p.headers, 25);
    expect(response.status).toBe(200);
    const recorded = fixture<Json & { session: Json }>("praxis/cashier.response.json");
    expect(response.json).toEqual({
      transactionId: expect.any(String),
      status: "pending",
      redirectUrl: recorded.redirect_url,
      token: recorded.session.auth_token,
    });
    const sent = gateway.requests.at(-1)!;
    expect(sent.signed).toBe(true);
    expect(sent.body).toMatchObject({
      merchant_id: MERCHANT,
      application_key: APPLICATION,
      intent: "payment",
      currency: "EUR",
      amount: 2500,
      cid: p.userId,
      order_id: response.json.transactionId,
      version: "1.3",
      notification_url: `${baseUrl}/api/praxis/notification`,
    });
    expect(await realBalance(p.userId)).toBe(0n);
  });

  it("credits an approved deposit once, however often the notification arrives", async () => {
    const p = await player();
    const started = await getToken(p.headers, 40);
    const body = notification("notification.deposit-approved.json", {
      orderId: started.json.transactionId,
      userId: p.userId,
      minor: 4000,
    });
    const first = await deliver(body);
    expect(first.status).toBe(200);
    const ack = (await first.json()) as Json;
    expect(ack).toMatchObject({ status: 0, version: "1.3" });
    expect(first.headers.get("gt-authentication")).toBe(documented([ack.status, ack.timestamp]));
    const again = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await realBalance(p.userId)).toBe(4000n);
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({
      id: started.json.transactionId,
      state: "SUCCESSFUL",
      amount: 40,
      method: "VISA 411111******1111",
    });
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("marks a rejected deposit failed and credits nothing", async () => {
    const p = await player();
    const started = await getToken(p.headers, 15);
    const order = { orderId: started.json.transactionId, userId: p.userId, minor: 1500 };
    expect((await deliver(notification("notification.deposit-rejected.json", order))).status).toBe(200);
    // A late "approved" for the same order does not resurrect it.
    expect((await deliver(notification("notification.deposit-approved.json", order))).status).toBe(200);
    expect(await realBalance(p.userId)).toBe(0n);
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({
      state: "FAILED",
      reason: "Insufficient funds on the card",
    });
  });

  it("rejects a tampered, wrongly signed or stale notification and credits nothing", async () => {
    const p = await player();
    const started = await getToken(p.headers, 30);
    const good = notification("notification.deposit-approved.json", {
      orderId: started.json.transactionId,
      userId: p.userId,
      minor: 3000,
    });
    const signature = notificationSignature(good);
    const tampered = JSON.stringify(good).replaceAll('"amount":3000', '"amount":300000');
    const responses = [
      await deliver(good, signature, tampered),
      await deliver(good, notificationSignature(good, "somebody-elses-secret")),
      await deliver(good, ""),
    ];
    const stale = { ...good, timestamp: now() - 301 };
    responses.push(await deliver(stale));
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "WEBHOOK_SIGNATURE_INVALID",
        message: expect.any(String),
      });
    }
    expect(await realBalance(p.userId)).toBe(0n);
    expect((await deliver(good, signature)).status).toBe(200);
    expect(await realBalance(p.userId)).toBe(3000n);
  });

  it("answers bad input with 4xx {code, message}", async () => {
    const p = await player();
    for (const amount of [0, -5, "10.005", "abc"]) {
      const response = await getToken(p.headers, amount);
      expect(response.status, String(amount)).toBe(400);
      expect(response.json).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await getToken({}, 10)).status).toBe(401);
    const notJson = await deliver({}, "x", "{not json");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("reports a refused or unsigned Cashier answer as provider unavailable", async () => {
    const p = await player();
    try {
      for (const mode of ["refused", "badly-signed"] as const) {
        gateway.cashier = mode;
        const response = await getToken(p.headers, 20);
        expect(response.status, mode).toBe(502);
        expect(response.json).toMatchObject({ code: "PROVIDER_UNAVAILABLE" });
      }
    } finally {
      gateway.cashier = "ok";
    }
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items.map((i: Json) => i.state)).toEqual(["FAILED", "FAILED"]);
  });
});

describe("withdrawals through Praxis", () => {
  async function withdraw(p: Awaited<ReturnType<typeof player>>, amount: number) {
    const response = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount,
      currency: "EUR",
    });
    expect(response.status).toBe(200);
    return response.json.transactionId as string;
  }

  it("pays out to the deposit card and settles on the approved notification", async () => {
    const p = await funded(80);
    const id = await withdraw(p, 50);
    expect(await realBalance(p.userId)).toBe(3000n);
    await drain();
    const payout = gateway.requests.at(-1)!;
    expect(payout.path).toBe("/api/direct-process");
    expect(payout.signed).toBe(true);
    expect(payout.body).toMatchObject({
      transaction_type: "payout",
      amount: 5000,
      currency: "EUR",
      cid: p.userId,
      order_id: id,
      card_token: "J-4-a0vPhjZ9R75JP98VDUFgbh9y8sYr",
      customer_token: `cust-${p.userId.slice(0, 8)}`,
    });
    const paid = notification("notification.payout-approved.json", {
      orderId: id,
      userId: p.userId,
      minor: 5000,
    });
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 3000n,
      withdrawalHold: 0n,
    });
    const history = await api("GET", "/api/paymentiq/transaction-history", p.headers);
    expect(history.json.withdrawal).toEqual([
      expect.objectContaining({ id, state: "SUCCESSFUL", amount: 50 }),
    ]);
  });

  it("returns the money when Praxis rejects the payout", async () => {
    const p = await funded(60);
    const id = await withdraw(p, 20);
    await drain();
    const order = { orderId: id, userId: p.userId, minor: 2000 };
    expect((await deliver(notification("notification.payout-rejected.json", order))).status).toBe(200);
    expect((await deliver(notification("notification.payout-approved.json", order))).status).toBe(200);
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 6000n,
      withdrawalHold: 0n,
    });
    const history = await api("GET", "/api/user/bankingHistory?type=withdrawal", p.headers);
    expect(history.json.items[0]).toMatchObject({ state: "FAILED", reason: "Card does not accept credits" });
  });

  it("returns the money when Praxis refuses the payout request outright", async () => {
    const p = await funded(40);
    gateway.payout = "refused";
    try {
      await withdraw(p, 25);
      await drain();
    } finally {
      gateway.payout = "ok";
    }
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 4000n,
      withdrawalHold: 0n,
    });
    const history = await api("GET", "/api/user/bankingHistory?type=withdrawal", p.headers);
    expect(history.json.items[0]).toMatchObject({
      state: "FAILED",
      reason: "Card token is not eligible for payouts",
    });
  });
});

describe("Praxis configuration", () => {
  it("reports the provider in /api/health, so the site is not a demo", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toMatchObject({ payments: "praxis" });
  });

  it("refuses to start without its settings, naming them without echoing secrets", () => {
    const attempt = () =>
      loadConfig({ PAYMENT_PROVIDER: "praxis", PRAXIS_MERCHANT_SECRET: "top-secret-value" });
    expect(attempt).toThrow(/PRAXIS_MERCHANT_ID: required when PAYMENT_PROVIDER=praxis/);
    expect(attempt).toThrow(/PRAXIS_APPLICATION_KEY/);
    expect(attempt).not.toThrow(/top-secret-value/);
    expect(
      loadConfig({
        PAYMENT_PROVIDER: "praxis",
        PRAXIS_MERCHANT_ID: "m",
        PRAXIS_APPLICATION_KEY: "k",
        PRAXIS_MERCHANT_SECRET: "s",
      }).PAYMENT_PROVIDER,
    ).toBe("praxis");
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe("sandbox");
  });
});

describe("Praxis network failures", () => {
  it("treats an unreachable gateway as retryable, never as a refusal", async () => {
    const adapter = praxisProvider(
      {
        merchantId: MERCHANT,
        applicationKey: APPLICATION,
        secret: SECRET,
        apiUrl: "https://praxis.invalid",
        notificationUrl: () => "https://casino.example/api/praxis/notification",
      },
      {
        fetch: async () => {
          throw new TypeError("fetch failed");
        },
        nowSeconds: now,
        cardOnFile: async () => ({ customerToken: "c", cardToken: "k" }),
      },
    );
    const payout = adapter.initiatePayout({ merchantRef: "m", userId: "u", amount: 100n, currency: "EUR" });
    await expect(payout).rejects.toThrow("fetch failed");
    await expect(payout).rejects.not.toBeInstanceOf(PayoutRefusedError);
  });
});
