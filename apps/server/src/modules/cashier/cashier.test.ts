import { AdminWithdrawalsResponse, COMPANY_NAME, WithdrawalDecisionResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { signPayload } from "../../platform/webhook-signature";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { TEST_CARDS } from "../psp-sandbox";

let t: TestApp;
let baseUrl: string;
const clock = new ManualClock(new Date());

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", WITHDRAWAL_AUTO_APPROVE_MAX: "100" } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

/** A player with a live session; returns the headers a non-browser client sends. */
async function player(roles: string[] = ["player"]) {
  const userId = await insertTestUser(t.database.db, { currency: "EUR", roles });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, headers: { "x-session-id": token, "x-user-id": userId } };
}

async function api(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? safeJson(text) : undefined,
    text,
  };
}
const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const balance = async (headers: Record<string, string>) =>
  (await api("GET", "/api/user/balance", headers)).json;
const drain = () => t.app.services.jobs.drain();

/** The player pays on the sandbox's hosted page with a card; returns where the provider sends them back. */
async function payOnProviderPage(redirectUrl: string, card: string) {
  const page = await fetch(`${baseUrl}${redirectUrl}`);
  expect(page.status).toBe(200);
  // The provider's page, paying the operator by its legal name.
  expect(await page.text()).toContain(`Sandbox Pay · test mode · pay to ${COMPANY_NAME}`);
  // Its form posts with the session cookie: under no-referrer a browser would send `Origin: null`, which the CSRF
  // guard refuses, so the page lets its form name its own origin.
  expect(page.headers.get("referrer-policy")).toBe("same-origin");
  const response = await fetch(`${baseUrl}${redirectUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card, expiry: "12/34", cvc: "123" }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

async function deposit(
  headers: Record<string, string>,
  amount: number | string,
  card: string = TEST_CARDS.approve,
) {
  const started = await api("POST", "/api/user/cashier/depositGm1", headers, { amount, currency: "EUR" });
  expect(started.status).toBe(200);
  const back = await payOnProviderPage(started.json.redirectUrl, card);
  return { transactionId: started.json.transactionId as string, back };
}

describe("deposits through the sandbox provider", () => {
  it("credits the player only when the signed webhook arrives, exactly once", async () => {
    const p = await player();
    const { transactionId, back } = await deposit(p.headers, 25);
    expect(back).toContain(`tx=${transactionId}`);
    expect(back).toContain("result=approved");
    expect((await balance(p.headers)).balance).toBe(0);
    await drain();
    expect(await balance(p.headers)).toEqual({
      balance: 25,
      bonus: 0,
      total: 25,
      totalCurrency: "EUR",
      balanceCurrency: "EUR",
    });
    const history = await api("GET", "/api/paymentiq/transaction-history", p.headers);
    expect(history.json.deposit).toEqual([
      expect.objectContaining({
        id: transactionId,
        state: "SUCCESSFUL",
        amount: 25,
        method: "Visa •••• 4242",
      }),
    ]);
  });

  it("does not credit a declined card", async () => {
    const p = await player();
    const { transactionId, back } = await deposit(p.headers, 40, TEST_CARDS.decline);
    expect(back).toContain("result=declined");
    await drain();
    expect((await balance(p.headers)).balance).toBe(0);
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({ id: transactionId, state: "FAILED" });
  });

  it("keeps a pending card pending for 30 seconds, then credits it", async () => {
    const p = await player();
    const { back } = await deposit(p.headers, 10, TEST_CARDS.pendingThenApprove);
    expect(back).toContain("result=pending");
    await drain();
    expect((await balance(p.headers)).balance).toBe(0);
    clock.advance(30_000);
    await drain();
    expect((await balance(p.headers)).balance).toBe(10);
  });

  it("refuses bad amounts with 400 and records nothing", async () => {
    const p = await player();
    for (const amount of [0, -5, "10.005", "abc", 10_000.01, 4.99]) {
      const response = await api("POST", "/api/user/cashier/depositGm1", p.headers, {
        amount,
        currency: "EUR",
      });
      expect(response.status, String(amount)).toBe(400);
    }
    const wrongCurrency = await api("POST", "/api/user/cashier/depositGm1", p.headers, {
      amount: 10,
      currency: "GBP",
    });
    expect(wrongCurrency.json.code).toBe("CURRENCY_MISMATCH");
    expect((await api("GET", "/api/user/bankingHistory", p.headers)).json.total).toBe(0);
  });

  it("returns the same transaction for a repeated Idempotency-Key", async () => {
    const p = await player();
    const headers = { ...p.headers, "idempotency-key": "dep-once" };
    const first = await api("POST", "/api/user/cashier/depositGm1", headers, { amount: 15, currency: "EUR" });
    const again = await api("POST", "/api/user/cashier/depositGm1", headers, { amount: 15, currency: "EUR" });
    expect(again.json.transactionId).toBe(first.json.transactionId);
    expect((await api("GET", "/api/user/bankingHistory", p.headers)).json.total).toBe(1);
  });

  it("needs a session", async () => {
    const response = await api("POST", "/api/user/cashier/depositGm1", {}, { amount: 10, currency: "EUR" });
    expect(response.status).toBe(401);
  });
});

describe("webhook security", () => {
  async function signedEvent(
    body: object,
    secret = t.app.services.config.PSP_WEBHOOK_SECRET,
    at = clock.now(),
  ) {
    const raw = JSON.stringify(body);
    return { raw, signature: signPayload(secret, raw, Math.floor(at.getTime() / 1000)) };
  }
  const post = (raw: string, signature: string) =>
    fetch(`${baseUrl}/api/cashier/webhooks/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json", "psp-signature": signature },
      body: raw,
    });

  it("rejects a tampered body, a wrong signature and a stale timestamp, crediting nothing", async () => {
    const p = await player();
    const started = await api("POST", "/api/user/cashier/depositGm1", p.headers, {
      amount: 30,
      currency: "EUR",
    });
    const event = {
      id: "evt_forged",
      type: "payment.approved",
      data: {
        paymentId: "pay_x",
        merchantRef: started.json.transactionId,
        amount: "3000",
        currency: "EUR",
        method: null,
        reason: null,
      },
    };
    const good = await signedEvent(event);
    const tampered = good.raw.replace('"3000"', '"300000"');
    expect((await post(tampered, good.signature)).status).toBe(400);
    const wrongSecret = await signedEvent(event, "whsec_somebody_else_entirely");
    expect((await post(wrongSecret.raw, wrongSecret.signature)).status).toBe(400);
    const stale = await signedEvent(event, undefined, new Date(clock.now().getTime() - 301_000));
    expect((await post(stale.raw, stale.signature)).status).toBe(400);
    expect((await balance(p.headers)).balance).toBe(0);
    // The genuine article is accepted.
    expect((await post(good.raw, good.signature)).status).toBe(200);
    expect((await balance(p.headers)).balance).toBe(30);
  });

  it("refuses a webhook signed with the secret this project once published as its default", async () => {
    const p = await player();
    const started = await api("POST", "/api/user/cashier/depositGm1", p.headers, {
      amount: 50,
      currency: "EUR",
    });
    const forged = await signedEvent(
      {
        id: "evt_public_secret",
        type: "payment.approved",
        data: {
          paymentId: "pay_never_paid",
          merchantRef: started.json.transactionId,
          amount: "5000",
          currency: "EUR",
          method: null,
          reason: null,
        },
      },
      "whsec_sandbox_development_only",
    );
    expect((await post(forged.raw, forged.signature)).status).toBe(400);
    expect((await balance(p.headers)).balance).toBe(0);
    const history = await api("GET", "/api/user/bankingHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({ id: started.json.transactionId });
    expect(history.json.items[0].state).not.toBe("SUCCESSFUL");
  });

  it("credits once when the same webhook arrives 50 times at once", async () => {
    const p = await player();
    const started = await api("POST", "/api/user/cashier/depositGm1", p.headers, {
      amount: 12.5,
      currency: "EUR",
    });
    const { raw, signature } = await signedEvent({
      id: `evt_dup_${started.json.transactionId}`,
      type: "payment.approved",
      data: {
        paymentId: "pay_dup",
        merchantRef: started.json.transactionId,
        amount: "1250",
        currency: "EUR",
        method: "Visa •••• 4242",
        reason: null,
      },
    });
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(raw, signature)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((await balance(p.headers)).balance).toBe(12.5);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});

describe("withdrawals", () => {
  async function funded(amount: number) {
    const p = await player();
    await deposit(p.headers, amount);
    await drain();
    return p;
  }

  it("holds the money at once and pays it out through the provider", async () => {
    const p = await funded(80);
    const response = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount: 50,
      currency: "EUR",
    });
    expect(response.status).toBe(200);
    expect((await balance(p.headers)).balance).toBe(30);
    const pending = await api("GET", "/api/user/cashier/pendingWithdraw", p.headers);
    expect(pending.json.items).toEqual([expect.objectContaining({ amount: 50, state: "APPROVED" })]);
    await drain(); // the payout is requested
    clock.advance(3_000);
    await drain(); // the provider pays and notifies
    const after = await api("GET", "/api/paymentiq/transaction-history", p.headers);
    expect(after.json.withdrawal).toEqual([expect.objectContaining({ amount: 50, state: "SUCCESSFUL" })]);
    expect(after.json.pendingWithdrawal).toEqual([]);
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 3000n,
      withdrawalHold: 0n,
    });
  });

  it("returns the money when the payout fails", async () => {
    const p = await funded(80);
    await api("POST", "/api/user/cashier/withdrawGm1", p.headers, { amount: 20.13, currency: "EUR" });
    await drain();
    clock.advance(3_000);
    await drain();
    expect((await balance(p.headers)).balance).toBe(80);
    const history = await api("GET", "/api/user/bankingHistory?type=withdrawal", p.headers);
    expect(history.json.items[0]).toMatchObject({ state: "FAILED" });
  });

  it("lets the player cancel a pending withdrawal once, and nobody else", async () => {
    const p = await funded(300);
    const w = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, { amount: 200, currency: "EUR" });
    expect((await balance(p.headers)).balance).toBe(100);
    const other = await player();
    const stranger = await api(
      "DELETE",
      `/api/paymentiq/cancel-transaction?transactionId=${w.json.transactionId}`,
      other.headers,
    );
    expect(stranger.status).toBe(409);
    expect(stranger.json.message).toBe("Cancel Transaction couldn't be done");
    const cancel = await api(
      "DELETE",
      `/api/paymentiq/cancel-transaction?transactionId=${w.json.transactionId}`,
      p.headers,
    );
    expect(cancel.status).toBe(204);
    expect((await balance(p.headers)).balance).toBe(300);
    const again = await api(
      "DELETE",
      `/api/paymentiq/cancel-transaction?transactionId=${w.json.transactionId}`,
      p.headers,
    );
    expect(again.status).toBe(409);
    expect((await balance(p.headers)).balance).toBe(300);
  });

  it("never pays out bonus money or more than the real balance", async () => {
    const p = await funded(20);
    await t.app.services.wallet.transfer({
      idempotencyKey: `bonus-${p.userId}`,
      kind: "bonus_grant",
      currency: "EUR",
      postings: [
        { account: { operator: "bonus_cost" }, amount: -5000n },
        { account: { userId: p.userId, kind: "bonus" }, amount: 5000n },
      ],
    });
    const response = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount: 30,
      currency: "EUR",
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: "INSUFFICIENT_FUNDS", message: "Insufficient funds" });
    expect(await balance(p.headers)).toMatchObject({ balance: 20, bonus: 50 });
  });

  it("leaves large withdrawals to an operator, who alone may approve or reject", async () => {
    const p = await funded(500);
    const w = await api("POST", "/api/user/cashier/withdrawGm1", p.headers, { amount: 400, currency: "EUR" });
    const id = w.json.transactionId;
    expect((await api("POST", `/api/admin/withdrawals/${id}/approve`, p.headers)).status).toBe(403);
    expect((await api("GET", "/api/admin/withdrawals", p.headers)).status).toBe(403);
    const operator = await player(["player", "admin"]);
    const queue = await api("GET", "/api/admin/withdrawals", operator.headers);
    expect(queue.status).toBe(200);
    // The queue names whose withdrawal each is, so the operator can find a player's request.
    const username = (await t.app.services.accounts.contactOf(p.userId))?.username;
    expect(AdminWithdrawalsResponse.parse(queue.json).items).toContainEqual(
      expect.objectContaining({
        id,
        userId: p.userId,
        username,
        amount: 400,
        state: "PENDING",
        heldForReview: false,
      }),
    );
    const rejected = await api("POST", `/api/admin/withdrawals/${id}/reject`, operator.headers, {
      reason: "Documents needed",
    });
    expect(rejected.status).toBe(200);
    expect(WithdrawalDecisionResponse.parse(rejected.json)).toEqual({ state: "REJECTED" });
    expect((await balance(p.headers)).balance).toBe(500);
    const again = await api("POST", `/api/admin/withdrawals/${id}/approve`, operator.headers);
    expect(again.status).toBe(409);
  });

  it("lets exactly one of 200 concurrent full-balance withdrawals through", async () => {
    const p = await funded(100);
    const attempts = process.env.DATABASE_URL ? 200 : 30;
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        api("POST", "/api/user/cashier/withdrawGm1", p.headers, { amount: 100, currency: "EUR" }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(attempts - 1);
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 0n,
      withdrawalHold: 10_000n,
    });
  });
});

describe("transaction summary", () => {
  it("sums successful deposits and withdrawals, counts held ones as pending, and flags a first depositor", async () => {
    const p = await player();
    let headers = p.headers;
    const summary = async () => (await api("GET", "/api/user/cashier/transactionSummary", headers)).json;
    expect(await summary()).toEqual({
      currency: "",
      totalDeposits: 0,
      totalWithdrawals: 0,
      pendingWithdrawals: 0,
      firstDepositor: false,
      depositCount: 0,
    });
    await deposit(p.headers, 60);
    await deposit(p.headers, 15, TEST_CARDS.decline);
    await drain();
    await api("POST", "/api/user/cashier/withdrawGm1", p.headers, { amount: 25, currency: "EUR" });
    expect(await summary()).toEqual({
      currency: "EUR",
      totalDeposits: 60,
      totalWithdrawals: 0,
      pendingWithdrawals: 25,
      firstDepositor: true,
      depositCount: 1,
    });
    await drain(); // the payout is requested
    clock.advance(3_000);
    await drain(); // the provider pays and notifies
    expect(await summary()).toMatchObject({ totalWithdrawals: 25, pendingWithdrawals: 0 });
    // Three weeks after the first deposit the player is no longer a first depositor.
    clock.advance(22 * 24 * 3_600_000);
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    headers = { ...p.headers, "x-session-id": token };
    expect(await summary()).toMatchObject({ totalDeposits: 60, firstDepositor: false });
  });
});
