import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, pick, placeBets, sportsApp } from "../modules/sportsbook/sportsbook.test-support";
import type { ManualClock } from "../platform/clock";
import { pgErrorCode } from "../platform/db/transaction";
import { call, fundedPlayer } from "./funded-player";
import type { TestApp } from "./harness";

/**
 * One player's slot rounds and sports bets at the same time never deadlock. Both take the player's money lock (the
 * bonus grants and the limits are decided under it); when each area took its own lock, a round took the bonus's
 * then the limits', a bet the other way round, and PostgreSQL broke the cycle after its deadlock timeout of a
 * second: the transaction was retried, the player waited (the mixed-load bench's p99 of 2.5 s). Only PostgreSQL
 * runs transactions side by side; the embedded database runs one at a time.
 */
describe.skipIf(!process.env.DATABASE_URL)("one player's money under concurrent rounds and bets", () => {
  let t: TestApp;
  let clock: ManualClock;
  const deadlocks: string[] = [];
  const original = pg.Client.prototype.query;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp());
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (pgErrorCode(error) === "40P01") deadlocks.push(String((error as Error).message));
        });
      return result;
    } as typeof original;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t?.close();
  });

  it("settles every round and bet without a deadlock", async () => {
    const player = await fundedPlayer(t.app, 1_000_000n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const single = { selections: [home], stakes: { singles: { [home.selectionId]: 1 } } };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? placeBets(t, player.headers, single)
          : call(t.app, "POST", "/api/games/comet-cascade/rounds", player.headers, {
              stake: 1,
              clientRoundId: `race-${i}`,
              mode: "real",
            }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(deadlocks).toEqual([]);
  });
});
