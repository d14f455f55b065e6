import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import { statementCounter } from "../../../test/statement-count";
import { fixture, pick, placeBets, sportsApp } from "../sportsbook.test-support";

/**
 * How many SQL statements one pre-match single sends (issue 19: "fewer round trips"), counted at the PostgreSQL
 * driver like the slot round's guard (games/round-statements.test.ts). Every statement is a round trip during which
 * the bet's transaction may hold its player's account, its operator shard and its market. A bet sent 24; 23 with one
 * money lock (decision 0219); 20 once a new slip's key was looked up only when the slip is refused or in play, the
 * transaction took the prices read just before it and the ticker took the bet's events from the bet; 15 once the
 * answer was built from what the placing read instead of reading the bets back with their markets (three statements),
 * the limits and the exclusion in force were one read and the balance event took the balances from the stake's
 * transfer (decision 0226); 14 once the trader's stake factor came from memory (trading/stake-factors.ts); 13 once
 * the bets and their legs were one statement (decision 0234); 11 once the slip's row took the player's money lock
 * and the offers were read again in the statement that locks them (decision 0235); 10 once the bets and legs were
 * written in that statement too (decision 0240); 9 once the session came from the process's memory (decision 0245);
 * 7 once the limits, the open grants and the accounts were read in one statement under the money lock (decision 0246).
 * Lower the bound when the path gets shorter.
 */
describe.skipIf(!process.env.DATABASE_URL)("statements per sports bet", () => {
  let t: TestApp;
  let clock: ManualClock;
  const counter = statementCounter();
  beforeAll(async () => {
    ({ t, clock } = await sportsApp());
    counter.install();
  });
  afterAll(async () => {
    counter.uninstall();
    await t?.close();
  });

  it("places a single in at most 7 statements once the caches are warm", async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const single = { selections: [home], stakes: { singles: { [home.selectionId]: 1 } } };
    for (let i = 0; i < 2; i++) expect((await placeBets(t, player.headers, single)).status).toBe(200);
    let most: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { result: placed, statements } = await counter.count(() => placeBets(t, player.headers, single));
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
      if (statements.length > most.length) most = statements;
    }
    expect(most.length, most.join("\n")).toBeLessThanOrEqual(7);
  });

  it("writes the legs of every single of a slip in one statement", async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const events = [await fixture(t, clock), await fixture(t, clock), await fixture(t, clock)];
    const selections = events.map((event) => pick(event, "1x2", "home"));
    const singles = Object.fromEntries(selections.map((s) => [s.selectionId, 1]));
    const { result: placed, statements } = await counter.count(() =>
      placeBets(t, player.headers, { selections, stakes: { singles } }),
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect((placed.json as { bets: unknown[] }).bets).toHaveLength(3);
    expect(statements.filter((s) => s.includes('insert into "sports_bet_legs"'))).toHaveLength(1);
  });
});
