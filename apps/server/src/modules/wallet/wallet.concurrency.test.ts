import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "../../platform/webhook-signature";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";

// A fresh wallet (no ledger accounts yet) under a burst of mixed requests: requests that create the player's
// accounts and then roll back (refused withdrawals and stakes) race requests that create them and commit
// (credited deposits). The PostgreSQL run is the one that shows the race; on PGlite requests queue one by one.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function freshPlayer() {
  const userId = await insertTestUser(t.database.db, { currency: "EUR" });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, headers: { "x-session-id": token, "x-user-id": userId } };
}

function signedApproval(transactionId: string, amount: bigint) {
  const raw = JSON.stringify({
    id: `evt-${transactionId}`,
    type: "payment.approved",
    data: {
      paymentId: `pay-${transactionId}`,
      merchantRef: transactionId,
      amount: amount.toString(),
      currency: "EUR",
      method: "card",
      reason: null,
    },
  });
  const signature = signPayload(t.app.services.config.PSP_WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000));
  return { raw, signature };
}

describe("a fresh wallet under concurrent mixed requests", () => {
  it("answers every request without a 5xx and credits every deposit exactly once", async () => {
    const p = await freshPlayer();
    const deposits: string[] = [];
    for (let i = 0; i < 10; i++) {
      const started = await t.app.inject({
        method: "POST",
        url: "/api/user/cashier/depositGm1",
        headers: p.headers,
        payload: { amount: 20, currency: "EUR" },
      });
      expect(started.statusCode, started.body).toBe(200);
      deposits.push(started.json().transactionId);
    }

    const requests = [];
    for (let i = 0; i < 100; i++) {
      if (i % 10 === 0) {
        const { raw, signature } = signedApproval(deposits[i / 10]!, 2000n);
        requests.push(
          t.app.inject({
            method: "POST",
            url: "/api/cashier/webhooks/sandbox",
            headers: { "content-type": "application/json", "psp-signature": signature },
            payload: raw,
          }),
        );
      } else if (i % 2 === 0) {
        requests.push(
          t.app.inject({
            method: "POST",
            url: "/api/user/cashier/withdrawGm1",
            headers: p.headers,
            payload: { amount: 500, currency: "EUR" },
          }),
        );
      } else {
        requests.push(
          t.app.inject({
            method: "POST",
            url: "/api/games/comet-cascade/rounds",
            headers: p.headers,
            payload: { stake: 150, clientRoundId: `burst-${i}`, mode: "real" },
          }),
        );
      }
    }
    const answers = await Promise.all(requests);
    const serverErrors = answers.filter((a) => a.statusCode >= 500).map((a) => a.body);
    expect(serverErrors).toEqual([]);

    const balances = await t.app.services.wallet.balances(p.userId, "EUR");
    // Ten deposits of 20.00; the refused withdrawals and stakes moved nothing (a stake may have been accepted
    // once enough had arrived, so count what the rounds took).
    const rounds = answers.filter((a, i) => i % 2 === 1 && a.statusCode === 200).map((a) => a.json());
    const staked = rounds.reduce((sum, r) => sum + BigInt(Math.round(r.stake * 100)), 0n);
    const won = rounds.reduce((sum, r) => sum + BigInt(Math.round(r.win * 100)), 0n);
    expect(balances.real + balances.bonus + balances.withdrawalHold).toBe(20_000n - staked + won);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});
