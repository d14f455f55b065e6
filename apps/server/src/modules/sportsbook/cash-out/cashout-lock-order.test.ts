import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { deadlocksDetected } from "../../../test/deadlocks";
import { call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  detail,
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  sportsApp,
} from "../sportsbook.test-support";

/**
 * A bet takes its player's money lock and then its markets; a cash-out must take them in the same order, or one
 * player cashing out while betting on the same market can deadlock (PostgreSQL breaks it after a second, and the
 * retry hides it, but the player waits). PostgreSQL only: PGlite has one connection.
 */
describe.skipIf(!process.env.DATABASE_URL)("cash-out and a bet of one player on one market", () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp({ SPORTS_CASHOUT_MARGIN: "0.05" }));
  });
  afterAll(() => t?.close());

  it("never wait on each other in a cycle", async () => {
    const p = await fundedPlayer(t.app, 5_000_00n);
    const event = await fixture(t, clock);
    const preMatch = pick(event, "1x2", "home");
    const placed = await placeBets(t, p.headers, {
      selections: [preMatch],
      stakes: { singles: { [preMatch.selectionId]: 100 } },
    });
    const betId = (placed.json as { bets: { id: string }[] }).bets[0]!.id;
    await kickOff(t, event.id, footballState(10));
    const live = pick(await detail(t, event.id), "1x2", "home");
    const before = await deadlocksDetected(t.app.services.db);
    for (let i = 0; i < 12; i++) {
      const [cashed, bet] = await Promise.all([
        call(t.app, "POST", `/api/sportsbook/bets/${betId}/cashout`, p.headers, {
          expectedAmount: 0,
          stake: 1,
          acceptOddsChanges: "any",
        }),
        placeBets(t, p.headers, {
          selections: [live],
          stakes: { singles: { [live.selectionId]: 1 } },
          acceptOddsChanges: "any",
        }),
      ]);
      expect(cashed.status, JSON.stringify(cashed.json)).toBe(200);
      expect(bet.status, JSON.stringify(bet.json)).toBe(200);
    }
    expect(await deadlocksDetected(t.app.services.db)).toBe(before);
  });
});
