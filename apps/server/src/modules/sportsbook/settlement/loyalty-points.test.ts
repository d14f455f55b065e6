import { LoyaltyProfile } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  result,
  sportsApp,
} from "../sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
});
afterAll(() => t.close());

const points = async (headers: Record<string, string>) =>
  LoyaltyProfile.parse((await call(t.app, "GET", "/api/loyalty/profile", headers)).json).points;

describe("loyalty points from sports bets", () => {
  it("earns 5 points per 1.00 of real money on every settled bet, once, and none on a void or open one", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const [played, abandoned, later] = [
      await fixture(t, clock),
      await fixture(t, clock),
      await fixture(t, clock),
    ];
    const home = pick(played, "1x2", "home");
    const draw = pick(played, "1x2", "draw");
    const voided = pick(abandoned, "1x2", "home");
    const open = pick(later, "1x2", "away");
    const placed = await placeBets(t, p.headers, {
      selections: [home, draw, voided, open],
      stakes: {
        singles: {
          [home.selectionId]: 10,
          [draw.selectionId]: 4,
          [voided.selectionId]: 7,
          [open.selectionId]: 3,
        },
      },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(await points(p.headers)).toBe(0);

    // One won and one lost single: 14.00 staked, 70 points.
    await kickOff(t, played.id, footballState(0));
    await result(t, played.id, { sport: "football", home: 1, away: 0 });
    const abandon = await call(
      t.app,
      "POST",
      `/api/admin/sportsbook/events/${abandoned.id}/abandon`,
      operator.headers,
      { reason: "floodlight failure" },
    );
    expect(abandon.status, JSON.stringify(abandon.json)).toBe(200);
    await t.app.services.jobs.drain();
    expect(await points(p.headers)).toBe(70);
    // Read again, and after the same result once more: nothing counts twice.
    await t.app.sportsbook.settlement.settleEvent(played.id);
    expect(await points(p.headers)).toBe(70);
  });
});
