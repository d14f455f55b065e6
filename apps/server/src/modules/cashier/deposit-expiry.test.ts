import { BankingHistoryResponse, LimitsResponse } from "@casino/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { signPayload } from "../../platform/webhook-signature";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { TEST_CARDS } from "../psp-sandbox";
import { paymentTransactions } from "./cashier.tables";

// Issue 17: a checkout the player abandons expires after DEPOSIT_SESSION_MINUTES (default 30) and stops counting
// against the deposit limit; a payment the provider approves after that is still credited, once.
// Wednesday 18 Nov 2026, 11:00 in Amsterdam: the daily window runs to 19 Nov 00:00 (23:00 UTC).
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
const MINUTE = 60_000;
const SESSION = 30 * MINUTE;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    // Player sessions outlive the clock jumps, so only the deposit session decides.
    env: { JOBS_POLL_MS: "0", SESSION_IDLE_MINUTES: "10000000", SESSION_MAX_HOURS: "1000000" },
  });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

async function player() {
  const userId = await insertTestUser(t.database.db, { currency: "EUR" });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, headers: { "x-session-id": token } };
}
type Player = Awaited<ReturnType<typeof player>>;

async function api(method: string, url: string, p: Player, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...p.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const drain = () => t.app.services.jobs.drain();
const startDeposit = (p: Player, amount: number) =>
  api("POST", "/api/user/cashier/depositGm1", p, { amount, currency: "EUR" });

async function started(p: Player, amount: number) {
  const response = await startDeposit(p, amount);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  const { transactionId, redirectUrl } = response.json as { transactionId: string; redirectUrl: string };
  // The sandbox's payment id ends its checkout address (/psp-sandbox/checkout/pay_…).
  return { transactionId, redirectUrl, providerRef: redirectUrl.split("/").pop()! };
}

/** The player submits the provider's card form; returns the provider's answer (status, where it sends them). */
async function pay(redirectUrl: string, card: string = TEST_CARDS.approve) {
  const response = await fetch(`${baseUrl}${redirectUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card, expiry: "12/34", cvc: "123" }).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

const dailyDeposit = async (p: Player) => {
  const limits = LimitsResponse.parse((await api("GET", "/api/user/limits", p)).json);
  return limits.depositLimits.find((l) => l.period === "daily");
};
const history = async (p: Player) =>
  BankingHistoryResponse.parse((await api("GET", "/api/user/bankingHistory?type=deposit", p)).json).items;
const realBalance = async (p: Player) => (await t.app.services.wallet.balances(p.userId, "EUR")).real;
const stateOf = async (id: string) =>
  (
    await t.database.db
      .select({ state: paymentTransactions.state })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id))
  )[0]?.state;

/** The provider's signed `payment.approved` for a deposit, as its webhook posts it. */
function approval(deposit: { transactionId: string; providerRef: string }, amountMinor: bigint, id: string) {
  const raw = JSON.stringify({
    id,
    type: "payment.approved",
    data: {
      paymentId: deposit.providerRef,
      merchantRef: deposit.transactionId,
      amount: amountMinor.toString(),
      currency: "EUR",
      method: "Visa •••• 4242",
      reason: null,
    },
  });
  const signature = signPayload(
    t.app.services.config.PSP_WEBHOOK_SECRET,
    raw,
    Math.floor(clock.now().getTime() / 1000),
  );
  return () =>
    fetch(`${baseUrl}/api/cashier/webhooks/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json", "psp-signature": signature },
      body: raw,
    }).then((response) => response.status);
}

describe("an abandoned checkout", () => {
  it("stops counting against the deposit limit when it expires, and the next deposit is accepted (issue 17)", async () => {
    const p = await player();
    await api("PUT", "/api/user/limits", p, { depositLimits: [{ period: "daily", amount: 100 }] });
    const paid = await started(p, 50);
    expect((await pay(paid.redirectUrl)).location).toContain("result=approved");
    await drain();
    expect(await realBalance(p)).toBe(5_000n);
    clock.advance(MINUTE);
    const abandoned = await started(p, 50);

    // While its checkout is open it may still be paid, so it counts.
    expect(await dailyDeposit(p)).toMatchObject({ used: 100, remaining: 0 });
    expect((await startDeposit(p, 50)).json.code).toBe("DEPOSIT_LIMIT");
    clock.advance(SESSION - 1000);
    expect(await dailyDeposit(p)).toMatchObject({ used: 100, remaining: 0 });

    // 30 minutes after the start it is over, at once (the expiry job has not even run yet).
    clock.advance(1000);
    expect(await dailyDeposit(p)).toMatchObject({ amount: 100, used: 50, remaining: 50 });
    expect(await history(p)).toEqual([
      expect.objectContaining({ id: abandoned.transactionId, state: "EXPIRED", amount: 50 }),
      expect.objectContaining({ id: paid.transactionId, state: "SUCCESSFUL", amount: 50 }),
    ]);
    const next = await startDeposit(p, 50);
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    expect(await dailyDeposit(p)).toMatchObject({ used: 100, remaining: 0 });
    expect(await realBalance(p)).toBe(5_000n);
  });

  it("is expired by the job queue at its time, without anyone looking", async () => {
    const p = await player();
    const deposit = await started(p, 20);
    clock.advance(SESSION - 1000);
    await drain();
    expect(await stateOf(deposit.transactionId)).toBe("PENDING");
    clock.advance(1000);
    await drain();
    expect(await stateOf(deposit.transactionId)).toBe("EXPIRED");
  });

  it("can no longer be paid on the provider's page once its time is over", async () => {
    const p = await player();
    const deposit = await started(p, 25);
    clock.advance(SESSION);
    const page = await fetch(`${baseUrl}${deposit.redirectUrl}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("This checkout has expired");
    expect(html).toContain(`tx=${deposit.transactionId}`);
    expect(html).toContain("result=expired");
    const paid = await pay(deposit.redirectUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain("result=expired");
    await drain();
    expect(await realBalance(p)).toBe(0n);
    expect(await history(p)).toEqual([
      expect.objectContaining({ id: deposit.transactionId, state: "EXPIRED" }),
    ]);
  });
});

describe("a payment approved after the checkout expired", () => {
  it("is credited once, and counts against the limit in the window it was credited in", async () => {
    // Wednesday 23:45 in Amsterdam: the checkout closes at 00:15 on Thursday, in the next daily window.
    clock.set(new Date("2026-11-18T22:45:00Z"));
    const p = await player();
    await api("PUT", "/api/user/limits", p, { depositLimits: [{ period: "daily", amount: 100 }] });
    const deposit = await started(p, 60);
    // Paid with ten seconds to go, by a card whose bank confirms only 30 s later, after the checkout closed.
    clock.advance(SESSION - 10_000);
    expect((await pay(deposit.redirectUrl, TEST_CARDS.pendingThenApprove)).location).toContain(
      "result=pending",
    );
    // Thursday's window: the deposit started on Wednesday and is not paid yet.
    expect(await dailyDeposit(p)).toMatchObject({ used: 0, remaining: 100 });
    clock.advance(10_000);
    await drain();
    expect(await stateOf(deposit.transactionId)).toBe("EXPIRED");
    expect(await dailyDeposit(p)).toMatchObject({ used: 0, remaining: 100 });

    clock.advance(30_000);
    await drain();
    expect(await realBalance(p)).toBe(6_000n);
    expect(await history(p)).toEqual([
      expect.objectContaining({ id: deposit.transactionId, state: "SUCCESSFUL", method: "Visa •••• 9995" }),
    ]);
    // Credited on Thursday, it uses Thursday's limit.
    expect(await dailyDeposit(p)).toMatchObject({ used: 60, remaining: 40 });
    expect((await startDeposit(p, 41)).json.code).toBe("DEPOSIT_LIMIT");

    // The provider repeating itself changes nothing.
    expect(await approval(deposit, 6_000n, "evt_late_again")()).toBe(200);
    expect(await realBalance(p)).toBe(6_000n);
  });

  it("ends in one outcome with one credit when webhooks, the expiry job and reads race (PostgreSQL)", async () => {
    const p = await player();
    const deposits = [];
    for (let i = 0; i < 6; i++) deposits.push(await started(p, 10 + i));
    clock.advance(SESSION + 1000);
    const jobs = t.app.services.jobs;
    await Promise.all([
      jobs.work(),
      jobs.work(),
      history(p),
      ...deposits.flatMap((deposit, i) => {
        const amount = BigInt((10 + i) * 100);
        const same = approval(deposit, amount, `evt_race_${i}`);
        const other = approval(deposit, amount, `evt_race_${i}_retry`);
        return [same(), same(), other(), history(p)];
      }),
    ]);
    await drain();
    const total = deposits.reduce((sum, _, i) => sum + BigInt((10 + i) * 100), 0n);
    expect(await realBalance(p)).toBe(total);
    for (const deposit of deposits) expect(await stateOf(deposit.transactionId)).toBe("SUCCESSFUL");
    // Every deposit's credit is one wallet transfer, under the deposit's own key.
    const keys = deposits.map((d) => `deposit:${d.transactionId}`);
    const credits = await t.database.db.execute(
      sql`select idempotency_key from wallet_transfers where idempotency_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    expect((credits as unknown as { rows: unknown[] }).rows).toHaveLength(deposits.length);
  });
});
