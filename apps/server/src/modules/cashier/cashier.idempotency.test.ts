import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTransactions } from "../../db/schema";
import { signPayload } from "../../platform/webhook-signature";
import { call, fundedPlayer, withKey } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

// One Idempotency-Key, one request: concurrent calls with one key get the first answer and make one effect; the
// key used again for another request is refused. The PostgreSQL run is the one where the calls really race.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WITHDRAWAL_AUTO_APPROVE_MAX: "0" } });
});
afterAll(() => t.close());

async function rowsOf(userId: string, type: "deposit" | "withdrawal") {
  return t.database.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.type, type)));
}

describe("deposit starts with one Idempotency-Key", () => {
  it("five at once: one pending deposit, and every answer is the first one", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, "POST", "/api/user/cashier/depositGm1", withKey(p.headers, "dep-1"), {
          amount: 25,
          currency: "EUR",
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(answers[0]!.json.redirectUrl).not.toBe("");
    expect(await rowsOf(p.userId, "deposit")).toHaveLength(1);
  });

  it("refuses the key for another amount (409) and replays an exact repeat", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const headers = withKey(p.headers, "dep-2");
    const body = { amount: 25, currency: "EUR" };
    const first = await call(t.app, "POST", "/api/user/cashier/depositGm1", headers, body);
    expect(first.status).toBe(200);
    const other = await call(t.app, "POST", "/api/user/cashier/depositGm1", headers, { ...body, amount: 26 });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const coded = await call(t.app, "POST", "/api/user/cashier/depositGm1", headers, {
      ...body,
      BonusCode: "WELCOME100",
    });
    expect(coded).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const again = await call(t.app, "POST", "/api/user/cashier/depositGm1", headers, {
      ...body,
      amount: "25.00",
    });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect(await rowsOf(p.userId, "deposit")).toHaveLength(1);
  });
});

describe("withdrawals with one Idempotency-Key", () => {
  it("five at once: one withdrawal, one hold, and every answer is the first one", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, "POST", "/api/user/cashier/withdrawGm1", withKey(p.headers, "wd-1"), {
          amount: 30,
          currency: "EUR",
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(await rowsOf(p.userId, "withdrawal")).toHaveLength(1);
    const balances = await t.app.services.wallet.balances(p.userId, "EUR");
    expect(balances).toMatchObject({ real: 7_000n, withdrawalHold: 3_000n });
  });

  it("refuses the key for another amount (409) and replays an exact repeat", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const headers = withKey(p.headers, "wd-2");
    const first = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", headers, {
      amount: 30,
      currency: "EUR",
    });
    expect(first.status).toBe(200);
    const other = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", headers, {
      amount: 40,
      currency: "EUR",
    });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const again = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", headers, {
      amount: 30,
      currency: "EUR",
    });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).withdrawalHold).toBe(3_000n);
  });

  it("keeps one player's key apart from another's", async () => {
    const a = await fundedPlayer(t.app, 10_000n);
    const b = await fundedPlayer(t.app, 10_000n);
    const body = { amount: 10, currency: "EUR" };
    const first = await call(
      t.app,
      "POST",
      "/api/user/cashier/withdrawGm1",
      withKey(a.headers, "shared"),
      body,
    );
    const second = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", withKey(b.headers, "shared"), {
      ...body,
      amount: 20,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.transactionId).not.toBe(first.json.transactionId);
  });
});

describe("signed provider notifications", () => {
  it("accepts one about a merchant reference that is not ours without a 5xx, and credits nothing", async () => {
    const p = await fundedPlayer(t.app, 0n);
    for (const merchantRef of ["not-a-uuid", "'; drop table payment_transactions; --", ""]) {
      const raw = JSON.stringify({
        id: `evt-${merchantRef}`,
        type: "payment.approved",
        data: {
          paymentId: "pay-x",
          merchantRef,
          amount: "5000",
          currency: "EUR",
          method: "card",
          reason: null,
        },
      });
      const signature = signPayload(
        t.app.services.config.PSP_WEBHOOK_SECRET,
        raw,
        Math.floor(Date.now() / 1000),
      );
      const response = await t.app.inject({
        method: "POST",
        url: "/api/cashier/webhooks/sandbox",
        headers: { "content-type": "application/json", "psp-signature": signature },
        payload: raw,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const signed = signPayload(
      t.app.services.config.PSP_WEBHOOK_SECRET,
      "{not json",
      Math.floor(Date.now() / 1000),
    );
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/cashier/webhooks/sandbox",
      headers: { "content-type": "application/json", "psp-signature": signed },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(0n);
  });
});

describe("money amounts", () => {
  it("take a JSON number or a canonical decimal string, nothing else", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    for (const amount of [" 10 ", "00010", "+10", "10.", "1e1"]) {
      const refused = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", p.headers, {
        amount,
        currency: "EUR",
      });
      expect(refused.status, `${amount}: ${JSON.stringify(refused.json)}`).toBe(400);
    }
    const stake = await call(t.app, "POST", "/api/games/comet-cascade/rounds", p.headers, {
      stake: " 1 ",
      clientRoundId: "padded",
    });
    expect(stake.status).toBe(400);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(10_000n);
    for (const amount of [10, "10", "10.00"]) {
      const accepted = await call(t.app, "POST", "/api/user/cashier/withdrawGm1", p.headers, {
        amount,
        currency: "EUR",
      });
      expect(accepted.status).toBe(200);
    }
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).withdrawalHold).toBe(3_000n);
  });
});
