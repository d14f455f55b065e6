import type {
  AdminPayment,
  AdminPaymentsResponse,
  PlayerDetail,
  ReconciliationResponse,
} from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "../../../platform/webhook-signature";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let payments: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  payments = (await fundedPlayer(t.app, 0n, { roles: ["player", "payments"] })).headers;
});
afterAll(() => t.close());

const realOf = async (userId: string) => (await t.app.services.wallet.balances(userId, "EUR")).real;
const usernameOf = async (userId: string) => (await t.app.services.accounts.usernames([userId])).get(userId)!;

/** The provider's signed notification, as the sandbox PSP sends it. */
async function notify(id: string, type: string, merchantRef: string, amount: bigint) {
  const raw = JSON.stringify({
    id,
    type,
    data: {
      paymentId: `pay_${id}`,
      merchantRef,
      amount: amount.toString(),
      currency: "EUR",
      method: null,
      reason: null,
    },
  });
  const secret = t.app.services.config.PSP_WEBHOOK_SECRET;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/cashier/webhooks/sandbox",
    headers: {
      "content-type": "application/json",
      "psp-signature": signPayload(secret, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
  expect(response.statusCode).toBe(200);
}

/** A deposit started by the player and paid at the provider (its notification credits it through the ledger). */
async function paidDeposit(player: { userId: string; headers: Record<string, string> }, amount: number) {
  const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", player.headers, {
    amount,
    currency: "EUR",
  });
  expect(started.status).toBe(200);
  const id = (started.json as { transactionId: string }).transactionId;
  await notify(`evt_${id}`, "payment.approved", id, BigInt(Math.round(amount * 100)));
  return id;
}

describe("payments list", () => {
  it("filters by username, state, type and currency, and pages with a cursor", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const ids = [await paidDeposit(player, 20), await paidDeposit(player, 30), await paidDeposit(player, 40)];
    const username = await usernameOf(player.userId);
    const base = `/api/admin/payments/transactions?username=${encodeURIComponent(username.toUpperCase())}`;

    const first = await call(
      t.app,
      "GET",
      `${base}&limit=2&state=SUCCESSFUL&type=deposit&currency=EUR`,
      payments,
    );
    expect(first.status).toBe(200);
    const page1 = first.json as AdminPaymentsResponse;
    expect(page1.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items[0]).toMatchObject({ username, state: "SUCCESSFUL", amount: 40, chargeback: null });
    const second = await call(t.app, "GET", `${base}&limit=2&cursor=${page1.nextCursor}`, payments);
    const page2 = second.json as AdminPaymentsResponse;
    expect(page2.items.map((p) => p.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();

    const none = await call(t.app, "GET", `${base}&state=PENDING`, payments);
    expect((none.json as AdminPaymentsResponse).items).toEqual([]);
    const otherCurrency = await call(t.app, "GET", `${base}&currency=USD`, payments);
    expect((otherCurrency.json as AdminPaymentsResponse).items).toEqual([]);
    const future = await call(
      t.app,
      "GET",
      `${base}&from=${new Date(Date.now() + 3_600_000).toISOString()}`,
      payments,
    );
    expect((future.json as AdminPaymentsResponse).items).toEqual([]);
    const unknown = await call(
      t.app,
      "GET",
      "/api/admin/payments/transactions?username=nobody-here-at-all",
      payments,
    );
    expect(unknown.json).toEqual({ items: [], nextCursor: null });
  });

  it("refuses a bad cursor or filter with 400, a player and a role without the permission with 403", async () => {
    expect(
      (await call(t.app, "GET", "/api/admin/payments/transactions?cursor=nonsense", payments)).status,
    ).toBe(400);
    expect((await call(t.app, "GET", "/api/admin/payments/transactions?state=PAID", payments)).status).toBe(
      400,
    );
    const player = await fundedPlayer(t.app, 0n);
    const support = (await fundedPlayer(t.app, 0n, { roles: ["player", "support"] })).headers;
    for (const headers of [player.headers, support])
      expect(await call(t.app, "GET", "/api/admin/payments/transactions", headers)).toMatchObject({
        status: 403,
        json: { code: "FORBIDDEN" },
      });
  });
});

describe("chargeback", () => {
  it("debits the deposit through the ledger, flags the account, audits it, and a second one is a 409", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const id = await paidDeposit(player, 50);
    expect(await realOf(player.userId)).toBe(5000n);

    const url = `/api/admin/payments/transactions/${id}/chargeback`;
    const done = await call(t.app, "POST", url, payments, { reason: "Card holder disputes (case 4711)" });
    expect(done.status).toBe(200);
    const charged = done.json as AdminPayment;
    expect(charged.chargeback).toMatchObject({
      debited: 50,
      shortfall: 0,
      reason: "Card holder disputes (case 4711)",
    });
    expect(charged.chargeback?.transferId).toEqual(expect.any(String));
    expect(await realOf(player.userId)).toBe(0n);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });

    const again = await call(t.app, "POST", url, payments, { reason: "Pressed twice" });
    expect(again).toMatchObject({ status: 409, json: { code: "CHARGEBACK_EXISTS" } });
    expect(await realOf(player.userId)).toBe(0n);

    const admin = (await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] })).headers;
    const audit = await call(t.app, "GET", `/api/admin/audit?action=payment.chargeback&target=${id}`, admin);
    const entries = (audit.json as { items: { action: string; after: { debited: string } }[] }).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "payment.chargeback", after: { debited: "5000" } });

    const detail = (await call(t.app, "GET", `/api/admin/players/${player.userId}`, admin))
      .json as PlayerDetail;
    expect(detail.flags).toEqual([
      expect.objectContaining({
        kind: "chargeback",
        reason: "Card holder disputes (case 4711)",
        reference: id,
      }),
    ]);
  });

  it("takes what the balance holds and records the rest as a shortfall (player accounts never go negative)", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const id = await paidDeposit(player, 80);
    await t.app.services.wallet.transfer({
      idempotencyKey: `test-loss:${id}`,
      kind: "bet",
      currency: "EUR",
      postings: [
        { account: { userId: player.userId, kind: "real" }, amount: -6000n },
        { account: { operator: "game_revenue" }, amount: 6000n },
      ],
    });
    const done = await call(t.app, "POST", `/api/admin/payments/transactions/${id}/chargeback`, payments, {
      reason: "Fraudulent card",
    });
    expect((done.json as AdminPayment).chargeback).toMatchObject({ debited: 20, shortfall: 60 });
    expect(await realOf(player.userId)).toBe(0n);
  });

  it("refuses a pending deposit, an unknown id and a short reason, and moves nothing", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", player.headers, {
      amount: 25,
      currency: "EUR",
    });
    const pending = (started.json as { transactionId: string }).transactionId;
    const url = (id: string) => `/api/admin/payments/transactions/${id}/chargeback`;
    expect(await call(t.app, "POST", url(pending), payments, { reason: "Disputed" })).toMatchObject({
      status: 409,
      json: { code: "CHARGEBACK_NOT_POSSIBLE" },
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(t.app, "POST", url(unknown), payments, { reason: "Disputed" })).status).toBe(404);
    expect((await call(t.app, "POST", url(pending), payments, { reason: "x" })).status).toBe(400);
    const compliance = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
    expect((await call(t.app, "POST", url(pending), compliance, { reason: "Disputed" })).status).toBe(403);
    expect((await call(t.app, "POST", url(pending), player.headers, { reason: "Disputed" })).status).toBe(
      403,
    );
  });
});

describe("reconciliation", () => {
  it("finds a provider notification with no ledger transfer and a ledger deposit with no notification", async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const player = await fundedPlayer(t.app, 0n);
    const matched = await paidDeposit(player, 10);
    // The provider reports a payment for an amount we never asked: the cashier credits nothing (left for us here).
    const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", player.headers, {
      amount: 15,
      currency: "EUR",
    });
    const disputed = (started.json as { transactionId: string }).transactionId;
    await notify("evt_planted", "payment.approved", disputed, 999_999n);
    // Money credited as a deposit without any provider notification (fundedPlayer's test deposit).
    const credited = await fundedPlayer(t.app, 12n);

    const to = new Date(Date.now() + 60_000).toISOString();
    const response = await call(
      t.app,
      "GET",
      `/api/admin/payments/reconciliation?from=${from}&to=${to}`,
      payments,
    );
    expect(response.status).toBe(200);
    const report = response.json as ReconciliationResponse;
    expect(report.providerEventsWithoutTransfer).toEqual([
      expect.objectContaining({
        eventId: "evt_planted",
        merchantRef: disputed,
        amount: 9999.99,
        currency: "EUR",
      }),
    ]);
    const orphans = report.transfersWithoutProviderEvent;
    expect(orphans).toContainEqual(
      expect.objectContaining({ userId: credited.userId, kind: "deposit", amount: 0.12 }),
    );
    expect(orphans.map((o) => o.paymentTransactionId)).not.toContain(matched);

    expect(
      (await call(t.app, "GET", `/api/admin/payments/reconciliation?from=${to}&to=${from}`, payments)).status,
    ).toBe(400);
    expect((await call(t.app, "GET", "/api/admin/payments/reconciliation", payments)).status).toBe(400);
    const support = (await fundedPlayer(t.app, 0n, { roles: ["player", "support"] })).headers;
    expect(
      (await call(t.app, "GET", `/api/admin/payments/reconciliation?from=${from}&to=${to}`, support)).status,
    ).toBe(403);
  });
});
