import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import { FOOTBALL, fixture, pick, placeBets, reprice, sportsApp } from "../sportsbook.test-support";

// 100 concurrent bets on one selection while its price moves. Meant for PostgreSQL (DATABASE_URL set: a pool of
// 10 connections, real parallel transactions); on PGlite it runs too, one transaction at a time.
let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
  // The oracle: at COMMIT of every bet (a deferred constraint trigger), its leg's odds must still be the
  // selection's committed price. A bet accepted at a price that had already moved fails here instead of passing.
  await t.app.services.db.execute(sql`
    create function test_leg_at_current_price() returns trigger language plpgsql as $$
    begin
      if new.odds_milli <> (select odds_milli from sports_selections where id = new.selection_id) then
        raise exception 'stale price accepted';
      end if;
      return null;
    end $$`);
  await t.app.services.db.execute(sql`
    create constraint trigger test_leg_at_current_price after insert on sports_bet_legs
    deferrable initially deferred for each row execute function test_leg_at_current_price()`);
});
afterAll(() => t.close());

describe("bets racing a price move", () => {
  it("never accepts a bet at a stale price with acceptOddsChanges none", async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => fundedPlayer(t.app, 100_00n)));
    const event = await fixture(t, clock);
    const seen = pick(event, "1x2", "home");
    const acceptedSoFar = async () =>
      Number(
        (
          (await t.app.services.db.execute(
            sql`select count(*) as n from sports_bet_legs where selection_id = ${seen.selectionId}`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0]!.n,
      );
    const bet = (i: number) =>
      placeBets(t, players[i % players.length]!.headers, {
        selections: [seen],
        stakes: { singles: { [seen.selectionId]: 1 } },
        acceptOddsChanges: "none",
      });
    // A steady stream of bets, the price moving half-way through while earlier ones are still in flight, and going on
    // for 20 more after the move has committed: those meet the new price while bets sent before it are still being
    // accepted, so the stream always holds both answers, whatever the machine's speed (on a quick one all of the
    // first 100 could finish before the move, which waits for their locks).
    const results: ReturnType<typeof bet>[] = [];
    let move: Promise<Awaited<ReturnType<typeof reprice>>> | undefined;
    let committed = false;
    for (let i = 0, after = 0; i < 100 || after < 20; i++) {
      results.push(bet(i));
      if (i === 50)
        move = reprice(t, event.id, { model: { ...FOOTBALL, home: { attack: 1.3, defence: 1.0 } } }).then(
          (detail) => {
            committed = true;
            return detail;
          },
        );
      if (committed) after++;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const moved = await move!;
    const late = Array.from({ length: 10 }, (_, i) => bet(100 + i));
    const answers = await Promise.all(results);

    expect(pick(moved, "1x2", "home").odds).not.toBe(seen.odds);
    const accepted = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    for (const r of refused)
      expect(r, JSON.stringify(r.json)).toMatchObject({ status: 409, json: { code: "ODDS_CHANGED" } });
    for (const r of accepted) expect(r.json.bets[0].odds).toBe(seen.odds);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Bets sent after the move see the new price: refused.
    for (const r of await Promise.all(late)) expect(r.json.code).toBe("ODDS_CHANGED");
    // Exactly the accepted stakes left the players' balances.
    let spent = 0n;
    for (const p of players) spent += 100_00n - (await balanceOf(t.app, p.userId));
    expect(spent).toBe(BigInt(accepted.length) * 100n);
    expect(await acceptedSoFar()).toBe(accepted.length);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});
