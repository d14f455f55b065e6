import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { signPayload } from "../../platform/webhook-signature";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { balances, bonusPlayer, expectBooksBalanced, type Headers, walletOf } from "./bonus.test-support";

// Deposit-linked bonuses against the cashier (issue 16 §5): which deposit is the first one when two are credited at
// once, and what a withdrawal does to the bonus that matched a deposit.

let t: TestApp;
let baseUrl: string;
const clock = new ManualClock(new Date("2026-03-02T10:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

/** Starts a deposit through the cashier API with a bonus code; returns its transaction id. */
async function startDeposit(headers: Headers, amount: number, code?: string): Promise<string> {
  const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", headers, {
    amount,
    currency: "EUR",
    ...(code ? { BonusCode: code } : {}),
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.json.transactionId;
}

/** Delivers the provider's signed "approved" webhook for a deposit. */
async function approve(transactionId: string, amountMinor: bigint) {
  const raw = JSON.stringify({
    id: `evt_${transactionId}`,
    type: "payment.approved",
    data: {
      paymentId: `pay_${transactionId}`,
      merchantRef: transactionId,
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
  const response = await fetch(`${baseUrl}/api/cashier/webhooks/sandbox`, {
    method: "POST",
    headers: { "content-type": "application/json", "psp-signature": signature },
    body: raw,
  });
  expect(response.status).toBe(200);
}

describe("two first deposits credited at once", () => {
  it("the one credited first gets the first-deposit bonus", async () => {
    for (let run = 0; run < 3; run++) {
      const p = await bonusPlayer(t.app);
      const a = await startDeposit(p.headers, 50, "WELCOME100");
      const b = await startDeposit(p.headers, 30, "WELCOME100");
      await Promise.all([approve(a, 5_000n), approve(b, 3_000n)]);
      await t.app.services.jobs.drain();
      const welcome = (await walletOf(t.app, p.headers)).bonuses.filter((x) => x.code === "WELCOME100");
      expect(welcome).toHaveLength(1);
      expect([50, 30]).toContain(welcome[0]!.amount);
      expect(await balances(t.app, p.userId)).toMatchObject({
        real: 8_000n,
        bonus: BigInt(welcome[0]!.amount * 100),
      });
    }
    await expectBooksBalanced(t.app);
  });

  it("a deposit credited after another one is not the first, whenever it was started", async () => {
    const p = await bonusPlayer(t.app);
    const plain = await startDeposit(p.headers, 20);
    const welcome = await startDeposit(p.headers, 40, "WELCOME100");
    await approve(plain, 2_000n);
    await approve(welcome, 4_000n);
    await t.app.services.jobs.drain();
    expect((await walletOf(t.app, p.headers)).bonuses).toEqual([]);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 6_000n, bonus: 0n });
  });
});

describe("a withdrawal while a deposit bonus is active", () => {
  /** A player who deposited 50 with WELCOME100: 50 real, 50 bonus. */
  async function matched() {
    const p = await bonusPlayer(t.app);
    await approve(await startDeposit(p.headers, 50, "WELCOME100"), 5_000n);
    await t.app.services.jobs.drain();
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 5_000n, bonus: 5_000n });
    return p;
  }
  const withdraw = (headers: Headers, body: Record<string, unknown>) =>
    call(t.app, "POST", "/api/user/cashier/withdrawGm1", headers, { amount: 50, currency: "EUR", ...body });

  it("is refused until the player confirms giving the bonus up, and says how much that is", async () => {
    const p = await matched();
    const refused = await withdraw(p.headers, {});
    expect(refused).toMatchObject({
      status: 409,
      json: {
        code: "BONUS_FORFEIT_REQUIRED",
        details: { amount: 50, currency: "EUR", bonuses: ["WELCOME100"] },
      },
    });
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 5_000n, bonus: 5_000n });
    expect((await walletOf(t.app, p.headers)).bonuses[0]).toMatchObject({
      code: "WELCOME100",
      status: "active",
    });
  });

  it("forfeits the bonus with the withdrawal once confirmed", async () => {
    const p = await matched();
    const done = await withdraw(p.headers, { forfeitBonus: true });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 0n, bonus: 0n });
    expect((await walletOf(t.app, p.headers)).bonuses[0]).toMatchObject({
      code: "WELCOME100",
      status: "forfeited",
      balance: 0,
    });
    await expectBooksBalanced(t.app);
  });

  it("a refused withdrawal forfeits nothing, confirmed or not", async () => {
    const p = await matched();
    const tooMuch = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount: 80,
      currency: "EUR",
      forfeitBonus: true,
    });
    expect(tooMuch.status).toBe(400);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 5_000n, bonus: 5_000n });
  });

  it("changes nothing for a player without one", async () => {
    const p = await bonusPlayer(t.app);
    await approve(await startDeposit(p.headers, 50), 5_000n);
    await t.app.services.jobs.drain();
    const done = await withdraw(p.headers, {});
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 0n, bonus: 0n });
  });
});
