import { ClaimLimitDetails, EligibleBonusResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { pgErrorCode } from "../../platform/db/transaction";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { bonusStore } from "./bonus.store";
import {
  balances,
  bonusPlayer,
  campaign,
  claim,
  expectBooksBalanced,
  type Headers,
  operator,
} from "./bonus.test-support";

// Issue 17: COMET50's terms say "once per player per week", but nothing enforced it: a player could claim,
// forfeit and claim again as often as they liked. A campaign now has a claim limit per Amsterdam day, week
// (Monday 00:00 to Monday 00:00) or month; COMET50 has one claim a week. 30 March 2026 is a Monday (UTC+2 since
// the clocks went forward on the 29th), so its week starts at 22:00 UTC on Sunday 29 March.

let t: TestApp;
let operatorId: string;
/** The operator's session at the clock's time. */
const ops = () => as(operatorId);
const clock = new ManualClock(new Date("2026-04-01T10:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  operatorId = (await operator(t.app))["x-user-id"]!;
});
afterAll(() => t.close());

/** A fresh session of the player at the clock's time (a session idles out when the clock jumps days ahead). */
async function as(userId: string): Promise<Headers> {
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

/** The 409 of a used-up limit, checked against its contract. */
function limited(response: Awaited<ReturnType<typeof claim>>) {
  expect(response.status, JSON.stringify(response.json)).toBe(409);
  expect(response.json.code).toBe("BONUS_CLAIM_LIMIT");
  return ClaimLimitDetails.parse(response.json.details);
}

async function forfeit(userId: string, grantId: string) {
  const done = await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${grantId}`, await as(userId));
  expect(done.status, JSON.stringify(done.json)).toBe(200);
}

async function listed(userId: string, code: string) {
  const response = await call(t.app, "GET", "/api/user/bonus/eligible?currency=EUR", await as(userId));
  const { bonuses, wagerBonuses } = EligibleBonusResponse.parse(response.json);
  return [...bonuses, ...wagerBonuses].some((b) => b.code === code);
}

describe("COMET50, once per player per week", () => {
  it("is set so, and the operator API shows it", async () => {
    const items = (await call(t.app, "GET", "/api/admin/bonus/campaigns", await ops())).json.items;
    expect(items.find((c: { code: string }) => c.code === "COMET50").claimLimit).toEqual({
      count: 1,
      period: "week",
    });
  });

  it("refuses a second claim in the same week, even after the first was forfeited, until Monday 00:00", async () => {
    const p = await bonusPlayer(t.app);
    clock.set("2026-03-29T22:00:00Z"); // Monday 00:00
    const first = await claim(t.app, await as(p.userId), "COMET50");
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    await forfeit(p.userId, first.json.bonus.id);
    clock.set("2026-04-05T21:59:00Z"); // Sunday 23:59
    expect(limited(await claim(t.app, await as(p.userId), "COMET50"))).toEqual({
      count: 1,
      period: "week",
      nextClaim: "2026-04-05T22:00:00.000Z",
    });
    expect(await listed(p.userId, "COMET50")).toBe(false);
    // A code typed at the cashier is refused before the player pays.
    const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", await as(p.userId), {
      amount: 20,
      currency: "EUR",
      BonusCode: "COMET50",
    });
    expect(started.status, JSON.stringify(started.json)).toBe(409);
    expect(started.json.code).toBe("BONUS_CLAIM_LIMIT");
    clock.set("2026-04-05T22:00:00Z"); // Monday 00:00: a new week
    expect(await listed(p.userId, "COMET50")).toBe(true);
    expect((await claim(t.app, await as(p.userId), "COMET50")).status).toBe(200);
  });
});

describe("an operator's claim limit", () => {
  it("is set and shown by the campaign API, and refused when it is no limit", async () => {
    const made = await campaign(t.app, await ops(), {
      code: "TWICE_A_DAY",
      kind: "cash",
      amount: 1,
      wageringMultiplier: 0,
      oncePerPlayer: false,
      claimLimit: { count: 2, period: "day" },
    });
    const items = (await call(t.app, "GET", "/api/admin/bonus/campaigns", await ops())).json.items;
    const settings = items.find((c: { id: string }) => c.id === made.id);
    expect(settings.claimLimit).toEqual({ count: 2, period: "day" });
    const put = async (claimLimit: unknown) =>
      call(t.app, "PUT", `/api/admin/bonus/campaigns/${made.id}`, await ops(), { ...settings, claimLimit });
    for (const bad of [
      { count: 0, period: "day" },
      { count: 1, period: "year" },
      { count: 1.5, period: "week" },
    ]) {
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const player = await call(
      t.app,
      "PUT",
      `/api/admin/bonus/campaigns/${made.id}`,
      await as((await bonusPlayer(t.app)).userId),
      settings,
    );
    expect(player.status).toBe(403);
    expect(
      (await call(t.app, "GET", "/api/admin/bonus/campaigns", await ops())).json.items.find(
        (c: { id: string }) => c.id === made.id,
      ).claimLimit,
    ).toEqual({ count: 2, period: "day" });

    // Two claims a day on the Amsterdam clock: the third waits for midnight.
    clock.set("2026-04-01T10:00:00Z");
    const p = await bonusPlayer(t.app);
    for (let i = 0; i < 2; i++)
      expect((await claim(t.app, await as(p.userId), "TWICE_A_DAY")).status).toBe(200);
    expect(limited(await claim(t.app, await as(p.userId), "TWICE_A_DAY")).nextClaim).toBe(
      "2026-04-01T22:00:00.000Z",
    );
    clock.set("2026-04-01T22:00:00Z");
    expect((await claim(t.app, await as(p.userId), "TWICE_A_DAY")).status).toBe(200);
    expect((await balances(t.app, p.userId)).real).toBe(300n);
  });

  it("pays once however many claims race (a campaign that completes at claim time leaves no open grant)", async () => {
    clock.set("2026-04-01T10:00:00Z");
    await campaign(t.app, await ops(), {
      code: "WEEKLY_FIVE",
      kind: "cash",
      amount: 5,
      wageringMultiplier: 0,
      oncePerPlayer: false,
      claimLimit: { count: 1, period: "week" },
    });
    const p = await bonusPlayer(t.app);
    const headers = await as(p.userId);
    const results = await Promise.all(Array.from({ length: 12 }, () => claim(t.app, headers, "WEEKLY_FIVE")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) limited(refused);
    expect((await balances(t.app, p.userId)).real).toBe(500n);
    await expectBooksBalanced(t.app);
  });

  it("is a database constraint, not only a read", async () => {
    clock.set("2026-04-01T10:00:00Z");
    const p = await bonusPlayer(t.app);
    expect((await claim(t.app, await as(p.userId), "WEEKLY_FIVE")).status).toBe(200);
    const [first] = await bonusStore.grantsOf(t.app.services.db, p.userId);
    expect(first!.grant).toMatchObject({ claimPeriod: new Date("2026-03-29T22:00:00Z"), claimSlot: 1 });
    const { id: _, ...copy } = first!.grant;
    await expect(bonusStore.insertGrant(t.app.services.db, copy)).rejects.toSatisfy(
      (error) => pgErrorCode(error) === "23505",
    );
  });

  it("does not count, nor limit, an operator's grant", async () => {
    clock.set("2026-04-01T10:00:00Z");
    const items = (await call(t.app, "GET", "/api/admin/bonus/campaigns", await ops())).json.items;
    const weekly = items.find((c: { code: string }) => c.code === "WEEKLY_FIVE");
    const p = await bonusPlayer(t.app);
    for (let i = 0; i < 2; i++) {
      const granted = await t.app.inject({
        method: "POST",
        url: "/api/admin/bonus/grants",
        headers: { ...(await ops()), "idempotency-key": `weekly-op-${p.userId}-${i}` },
        payload: { userId: p.userId, campaignId: weekly.id },
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    expect((await claim(t.app, await as(p.userId), "WEEKLY_FIVE")).status).toBe(200);
    expect((await balances(t.app, p.userId)).real).toBe(1_500n);
  });
});
