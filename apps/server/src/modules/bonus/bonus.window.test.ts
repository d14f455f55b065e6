import { CampaignClosedDetails, EligibleBonusResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { inTransaction } from "../../platform/db/transaction";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  balances,
  bonusOf,
  bonusPlayer,
  campaign,
  claim,
  expectBooksBalanced,
  type Headers,
  operator,
} from "./bonus.test-support";

// Issue 17: the "Friday reload" could be claimed any day. A campaign now takes claims only inside its day and time
// window on the Amsterdam clock; the seeded reload (RELOAD50) only on Fridays. Amsterdam moves its clocks on the
// last Sundays of March (29 March 2026, to UTC+2) and October (25 October 2026, back to UTC+1), so a Friday
// starts at 23:00 UTC on 26 March and 22:00 UTC on 2 April.

let t: TestApp;
const clock = new ManualClock(new Date("2026-03-26T12:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

/** A player with an earlier deposit of 100.00 (reloads need one). */
const reloader = () => bonusPlayer(t.app, 10_000n);

/** A fresh session of the player at the clock's time (a session idles out when the clock jumps days ahead). */
async function as(userId: string): Promise<Headers> {
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

/** What a refusal outside the window says, checked against its contract. */
function closed(response: Awaited<ReturnType<typeof claim>>) {
  expect(response.status, JSON.stringify(response.json)).toBe(409);
  expect(response.json.code).toBe("CAMPAIGN_NOT_AVAILABLE_NOW");
  return CampaignClosedDetails.parse(response.json.details);
}

/** The player's eligible RELOAD50, if listed. */
async function listedReload(headers: Headers) {
  const listed = await call(t.app, "GET", "/api/user/bonus/eligible?currency=EUR", headers);
  return EligibleBonusResponse.parse(listed.json).wagerBonuses.find((b) => b.code === "RELOAD50");
}

/** As the cashier credits a deposit: the credit and the bonus hook in one transaction, then the bonus job. */
async function deposit(userId: string, amount: bigint, bonusCode: string | null = null) {
  const paymentId = crypto.randomUUID();
  await inTransaction(t.app.services.db, async (tx) => {
    await t.app.services.wallet.transferIn(tx, {
      idempotencyKey: `window:deposit:${paymentId}`,
      kind: "deposit",
      currency: "EUR",
      postings: [
        { account: { operator: "payments_clearing" }, amount: -amount },
        { account: { userId, kind: "real" }, amount },
      ],
    });
    await t.app.services.bonus.onDepositCredited(tx, {
      userId,
      currency: "EUR",
      amount,
      paymentId,
      bonusCode,
    });
  });
  await t.app.services.jobs.drain();
}

describe("the Friday reload", () => {
  it("is refused on Thursday 23:59 and taken at Friday 00:00, before and after the clocks go forward", async () => {
    for (const [thursday, friday] of [
      ["2026-03-26T22:59:00Z", "2026-03-26T23:00:00Z"], // UTC+1
      ["2026-04-02T21:59:00Z", "2026-04-02T22:00:00Z"], // UTC+2, the week after the change
    ]) {
      const p = await reloader();
      clock.set(thursday!);
      const refused = closed(await claim(t.app, await as(p.userId), "RELOAD50"));
      expect(refused).toEqual({
        nextOpening: new Date(friday!).toISOString(),
        availableDays: [5],
        availableFrom: null,
        availableUntil: null,
      });
      expect((await t.app.services.bonus.wallet(p.userId, {}, "en")).bonuses).toEqual([]);
      clock.set(friday!);
      const taken = await claim(t.app, await as(p.userId), "RELOAD50");
      expect(taken.status, JSON.stringify(taken.json)).toBe(200);
      expect(taken.json.bonus).toMatchObject({ code: "RELOAD50", status: "pending" });
    }
  });

  it("closes at Saturday 00:00 and opens again the next Friday, when the clocks go back too", async () => {
    const p = await reloader();
    clock.set("2026-10-23T21:59:59Z"); // Friday 23:59:59, UTC+2
    expect((await claim(t.app, await as(p.userId), "RELOAD50")).status).toBe(200);
    const q = await reloader();
    clock.set("2026-10-23T22:00:00Z"); // Saturday 00:00
    // The clocks go back on Sunday 25 October: the next Friday starts at 23:00 UTC.
    expect(closed(await claim(t.app, await as(q.userId), "RELOAD50")).nextOpening).toBe(
      "2026-10-29T23:00:00.000Z",
    );
    clock.set("2026-10-29T22:59:00Z");
    expect(closed(await claim(t.app, await as(q.userId), "RELOAD50")).nextOpening).toBe(
      "2026-10-29T23:00:00.000Z",
    );
    clock.set("2026-10-29T23:00:00Z");
    expect((await claim(t.app, await as(q.userId), "RELOAD50")).status).toBe(200);
  });

  it("is listed with its next opening outside the window, and claimable inside it", async () => {
    const p = await reloader();
    clock.set("2026-04-02T21:59:00Z");
    expect(await listedReload(await as(p.userId))).toMatchObject({
      availableNow: false,
      nextOpening: "2026-04-02T22:00:00.000Z",
      terms: { availableDays: [5], availableFrom: null, availableUntil: null },
    });
    clock.set("2026-04-02T22:00:00Z");
    expect(await listedReload(await as(p.userId))).toMatchObject({ availableNow: true, nextOpening: null });
  });

  it("is claimed once per Friday: a forfeited reload comes back the next Friday", async () => {
    const p = await reloader();
    clock.set("2026-04-03T08:00:00Z");
    const first = await claim(t.app, await as(p.userId), "RELOAD50");
    const forfeit = await call(
      t.app,
      "DELETE",
      `/api/user/bonus/wallet?bonusId=${first.json.bonus.id}`,
      await as(p.userId),
    );
    expect(forfeit.status).toBe(200);
    const again = await claim(t.app, await as(p.userId), "RELOAD50");
    expect(again).toMatchObject({ status: 400, json: { details: { reason: "ALREADY_CLAIMED" } } });
    expect(await listedReload(await as(p.userId))).toBeUndefined();
    clock.set("2026-04-10T08:00:00Z");
    expect((await claim(t.app, await as(p.userId), "RELOAD50")).status).toBe(200);
  });

  it("pays out only for a deposit credited on a Friday", async () => {
    const p = await reloader();
    clock.set("2026-04-03T20:00:00Z"); // Friday 22:00
    await claim(t.app, await as(p.userId), "RELOAD50");
    clock.set("2026-04-03T22:30:00Z"); // Saturday 00:30: the opt-in waits for a Friday deposit
    await deposit(p.userId, 4_000n);
    expect(await bonusOf(t.app, await as(p.userId), "RELOAD50")).toMatchObject({
      status: "pending",
      balance: 0,
    });
    // A code typed at the cashier on a Saturday is refused before the player pays.
    const started = await call(t.app, "POST", "/api/user/cashier/depositGm1", await as(p.userId), {
      amount: 40,
      currency: "EUR",
      BonusCode: "RELOAD50",
    });
    expect(started.status, JSON.stringify(started.json)).toBe(409);
    expect(started.json.code).toBe("CAMPAIGN_NOT_AVAILABLE_NOW");
    clock.set("2026-04-10T09:00:00Z"); // the next Friday
    await deposit(p.userId, 4_000n);
    // 50 % of 40.00.
    expect(await bonusOf(t.app, await as(p.userId), "RELOAD50")).toMatchObject({
      status: "active",
      amount: 20,
    });
    expect((await balances(t.app, p.userId)).bonus).toBe(2_000n);
    await expectBooksBalanced(t.app);
  });

  it("grants nothing for its code on a deposit credited outside the window", async () => {
    const p = await reloader();
    clock.set("2026-04-04T10:00:00Z"); // Saturday
    await deposit(p.userId, 4_000n, "RELOAD50");
    expect((await t.app.services.bonus.wallet(p.userId, {}, "en")).bonuses).toEqual([]);
    clock.set("2026-04-10T10:00:00Z"); // Friday
    await deposit(p.userId, 4_000n, "RELOAD50");
    expect(await bonusOf(t.app, await as(p.userId), "RELOAD50")).toMatchObject({
      status: "active",
      amount: 20,
    });
  });
});

describe("an operator's window", () => {
  it("sets days and times of day, which claims then follow", async () => {
    clock.set("2026-04-06T10:00:00Z");
    const ops = await operator(t.app);
    const made = await campaign(t.app, ops, { code: "EVENING_CASH", kind: "cash", amount: 1 });
    const listed = (await call(t.app, "GET", "/api/admin/bonus/campaigns", ops)).json.items;
    const settings = listed.find((c: { id: string }) => c.id === made.id);
    const put = (window: object) =>
      call(t.app, "PUT", `/api/admin/bonus/campaigns/${made.id}`, ops, { ...settings, ...window });
    // Mondays and Wednesdays, 18:00 to 22:00; the days come back sorted and without repeats.
    const edited = await put({ availableDays: [3, 1, 3], availableFrom: "18:00", availableUntil: "22:00" });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({
      availableDays: [1, 3],
      availableFrom: "18:00",
      availableUntil: "22:00",
    });
    expect(await put({ availableFrom: "22:00", availableUntil: "18:00" })).toMatchObject({
      status: 400,
      json: { code: "INVALID_CAMPAIGN" },
    });
    expect((await put({ availableFrom: "24:00" })).status).toBe(400);
    expect((await put({ availableDays: [0] })).status).toBe(400);

    const p = await bonusPlayer(t.app);
    clock.set("2026-04-06T15:59:00Z"); // Monday 17:59
    expect(closed(await claim(t.app, await as(p.userId), "EVENING_CASH")).nextOpening).toBe(
      "2026-04-06T16:00:00.000Z",
    );
    clock.set("2026-04-06T20:00:00Z"); // Monday 22:00: closed until Wednesday 18:00
    expect(closed(await claim(t.app, await as(p.userId), "EVENING_CASH")).nextOpening).toBe(
      "2026-04-08T16:00:00.000Z",
    );
    clock.set("2026-04-06T16:00:00Z"); // Monday 18:00
    expect((await claim(t.app, await as(p.userId), "EVENING_CASH")).status).toBe(200);
  });

  it("is no longer claimable, and no longer listed, when its next opening is after the campaign ends", async () => {
    clock.set("2026-04-06T10:00:00Z"); // Monday; the campaign ends on Thursday
    const ops = await operator(t.app);
    const made = await campaign(t.app, ops, {
      code: "LAST_FRIDAY",
      kind: "cash",
      amount: 1,
      availableDays: [5],
      validTo: "2026-04-09T00:00:00Z",
    });
    expect(made.code).toBe("LAST_FRIDAY");
    const p = await bonusPlayer(t.app);
    const refused = await claim(t.app, await as(p.userId), "LAST_FRIDAY");
    expect(refused).toMatchObject({ status: 400, json: { details: { reason: "NOT_AVAILABLE" } } });
    const listed = await call(t.app, "GET", "/api/user/bonus/eligible", await as(p.userId));
    expect(listed.json.wagerBonuses.map((b: { code: string }) => b.code)).not.toContain("LAST_FRIDAY");
  });
});
