import type { Adjustment } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
// The threshold is 100 (major units) unless configured: above it a second staff member approves.
beforeAll(async () => {
  t = await createTestApp({ env: { ADJUSTMENT_APPROVAL_ABOVE: "100" } });
});
afterAll(() => t.close());

const staff = async (role: string) => (await fundedPlayer(t.app, 0n, { roles: ["player", role] })).headers;
const realOf = async (userId: string) => (await t.app.services.wallet.balances(userId, "EUR")).real;

async function request(headers: Record<string, string>, userId: string, amount: number | string) {
  return call(t.app, "POST", `/api/admin/players/${userId}/adjustments`, headers, {
    amount,
    currency: "EUR",
    reason: "Goodwill after a stuck round",
  });
}

describe("money corrections", () => {
  it("a correction up to the threshold moves money through the ledger at once; the books still balance", async () => {
    const player = await fundedPlayer(t.app, 1000n);
    const support = await staff("support");
    const credited = await request(support, player.userId, 25.5);
    expect(credited.status).toBe(200);
    expect(credited.json).toMatchObject({ status: "applied", amount: 25.5, currency: "EUR" });
    expect((credited.json as Adjustment).transferId).toEqual(expect.any(String));
    expect(await realOf(player.userId)).toBe(1000n + 2550n);
    const debited = await request(support, player.userId, "-5.50");
    expect(debited.json).toMatchObject({ status: "applied", amount: -5.5 });
    expect(await realOf(player.userId)).toBe(1000n + 2000n);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("above the threshold it waits; the requester cannot approve it (FOUR_EYES); a second person applies it", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const requester = await staff("payments");
    const second = await staff("payments");
    const pending = await request(requester, player.userId, 250);
    expect(pending.json).toMatchObject({ status: "pending", transferId: null });
    expect(await realOf(player.userId)).toBe(0n);
    const id = (pending.json as Adjustment).id;

    const own = await call(t.app, "POST", `/api/admin/adjustments/${id}/approve`, requester);
    expect(own).toMatchObject({ status: 403, json: { code: "FOUR_EYES" } });
    expect(await realOf(player.userId)).toBe(0n);

    const listed = await call(t.app, "GET", "/api/admin/adjustments?status=pending", second);
    expect((listed.json as { items: Adjustment[] }).items.map((a) => a.id)).toContain(id);

    const approved = await call(t.app, "POST", `/api/admin/adjustments/${id}/approve`, second);
    expect(approved).toMatchObject({ status: 200, json: { status: "applied" } });
    expect(await realOf(player.userId)).toBe(25_000n);
    const again = await call(t.app, "POST", `/api/admin/adjustments/${id}/approve`, second);
    expect(again).toMatchObject({ status: 409, json: { code: "ADJUSTMENT_NOT_PENDING" } });
    expect(await realOf(player.userId)).toBe(25_000n);
  });

  it("a rejected correction moves nothing; a debit beyond the balance is refused and stays pending", async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const [a, b] = [await staff("payments"), await staff("admin")];
    const big = await request(a, player.userId, 500);
    const rejected = await call(
      t.app,
      "POST",
      `/api/admin/adjustments/${(big.json as Adjustment).id}/reject`,
      b,
      {
        reason: "Not justified",
      },
    );
    expect(rejected.json).toMatchObject({ status: "rejected" });
    expect(await realOf(player.userId)).toBe(10_000n);

    const overdraw = await request(a, player.userId, -150);
    const refused = await call(
      t.app,
      "POST",
      `/api/admin/adjustments/${(overdraw.json as Adjustment).id}/approve`,
      b,
    );
    expect(refused).toMatchObject({ status: 400, json: { code: "INSUFFICIENT_FUNDS" } });
    expect(await realOf(player.userId)).toBe(10_000n);
    const still = await call(t.app, "GET", "/api/admin/adjustments?status=pending", b);
    expect((still.json as { items: Adjustment[] }).items.map((x) => x.id)).toContain(
      (overdraw.json as Adjustment).id,
    );
  });

  it("refuses a zero, a third decimal, an unknown currency and an unknown player, changing nothing", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const a = await staff("admin");
    for (const amount of [0, "1.005", "abc"])
      expect((await request(a, player.userId, amount)).status).toBe(400);
    const usd = await call(t.app, "POST", `/api/admin/players/${player.userId}/adjustments`, a, {
      amount: 5,
      currency: "USD",
      reason: "Wrong currency",
    });
    expect(usd.status).toBe(400);
    expect((await request(a, "00000000-0000-4000-8000-000000000000", 5)).status).toBe(404);
    expect(await realOf(player.userId)).toBe(0n);
  });

  it("approvals sent at the same time by several staff members apply the correction once", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const requester = await staff("payments");
    const approvers = [
      await staff("payments"),
      await staff("admin"),
      await staff("payments"),
      await staff("admin"),
    ];
    const pending = await request(requester, player.userId, 300);
    const id = (pending.json as Adjustment).id;
    const answers = await Promise.all(
      approvers.map((headers) => call(t.app, "POST", `/api/admin/adjustments/${id}/approve`, headers)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await realOf(player.userId)).toBe(30_000n);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});
