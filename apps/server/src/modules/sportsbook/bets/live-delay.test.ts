import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  reprice,
  sportsApp,
} from "../sportsbook.test-support";

// In-play bets wait SPORTS_LIVE_DELAY_MS on the app clock (a manual one here), then are checked again.
let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SPORTS_LIVE_DELAY_MS: "5000" }));
});
afterAll(() => t.close());

/** Starts a request and reports whether it has answered yet. */
function pending<T>(promise: Promise<T>) {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  return { promise, done: () => done };
}
const realMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function liveEvent() {
  const event = await fixture(t, clock, { inMs: 1000 });
  clock.advance(1000);
  return kickOff(t, event.id, footballState(10));
}

describe("the in-play acceptance delay", () => {
  it("accepts an in-play bet only after the delay, and a pre-match bet at once", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const live = await liveEvent();
    const home = pick(live, "1x2", "home");
    const bet = pending(
      placeBets(t, p.headers, { selections: [home], stakes: { singles: { [home.selectionId]: 2 } } }),
    );
    await realMs(300);
    expect(bet.done()).toBe(false);
    clock.advance(5000);
    const placed = await bet.promise;
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.bets[0].odds).toBe(home.odds);

    const upcoming = await fixture(t, clock);
    const away = pick(upcoming, "1x2", "away");
    const preMatch = await placeBets(t, p.headers, {
      selections: [away],
      stakes: { singles: { [away.selectionId]: 1 } },
    });
    expect(preMatch.status).toBe(200);
    expect(await balanceOf(t.app, p.userId)).toBe(17_00n);
  });

  it("checks again after the delay: a goal meanwhile means new odds, and no bet", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const live = await liveEvent();
    const home = pick(live, "1x2", "home");
    const bet = pending(
      placeBets(t, p.headers, { selections: [home], stakes: { singles: { [home.selectionId]: 2 } } }),
    );
    await realMs(300);
    const after = await reprice(t, live.id, { state: footballState(11, 0, 1) });
    clock.advance(5000);
    const refused = await bet.promise;
    expect(refused).toMatchObject({
      status: 409,
      json: { code: "ODDS_CHANGED", details: { changes: [{ current: pick(after, "1x2", "home").odds }] } },
    });
    expect(await balanceOf(t.app, p.userId)).toBe(20_00n);
  });

  it("refuses a bet whose market was suspended during the delay", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const live = await liveEvent();
    const draw = pick(live, "1x2", "draw");
    const bet = pending(
      placeBets(t, p.headers, { selections: [draw], stakes: { singles: { [draw.selectionId]: 2 } } }),
    );
    await realMs(300);
    await t.app.sportsbook.book.update(live.id, { suspended: true });
    clock.advance(5000);
    expect((await bet.promise).json.code).toBe("MARKET_SUSPENDED");
    expect(await balanceOf(t.app, p.userId)).toBe(20_00n);
  });
});
