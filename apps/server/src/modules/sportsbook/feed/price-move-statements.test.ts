import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import type { TestApp } from "../../../test/harness";
import { statementCounter } from "../../../test/statement-count";
import { FOOTBALL, fixture, OVERROUND, sportsApp } from "../sportsbook.test-support";
import { priceAll } from "./pricing";

/**
 * How many SQL statements one price move of the feed sends (issue 19: the odds fan-out at the database's speed).
 * Counted at the PostgreSQL driver, as statements per slot round are (modules/games/round-statements.test.ts); the
 * embedded database runs a transaction's statements past no hook, so this guard runs in the PostgreSQL phase. A move
 * sent 10 to 12 (lock, model, markets locked then read again, selections, each status, the sequence number); 5 once
 * the event and its markets were locked in one statement, their selections read in the next, and everything was
 * written, with the sequence number, in one more (decision 0217); 4 once the selections were locked and read in the
 * markets' statement (decision 0237). The feed writes a tick's moves together, and a batch of moves of several events
 * takes the same 4 (decision 0239). Lower the bound when the path gets shorter.
 */
describe.skipIf(!process.env.DATABASE_URL)("statements per price move", () => {
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

  it("writes a pre-match price move, model and prices, in at most 4 statements, committed without waiting for the disk", async () => {
    const event = await fixture(t, clock);
    const model = { ...FOOTBALL, home: { attack: 1.9, defence: 0.8 } };
    const prices = priceAll(model, null, OVERROUND);
    // The first move to a model opens the lines it offers (two inserts, once); the move counted finds them there.
    await t.app.sportsbook.book.update(event.id, { model, prices });
    await t.app.sportsbook.book.update(event.id, {
      model: FOOTBALL,
      prices: priceAll(FOOTBALL, null, OVERROUND),
    });
    const { statements: sent } = await counter.count(() =>
      t.app.sportsbook.book.update(event.id, { model, prices }),
    );
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(4);
    expect(sent.join("\n")).toContain("set_config('synchronous_commit', 'off', true)");
  });

  it("writes the price moves of several events in the same 4 statements", async () => {
    const events = [await fixture(t, clock), await fixture(t, clock), await fixture(t, clock)];
    const model = { ...FOOTBALL, home: { attack: 1.9, defence: 0.8 } };
    const moves = (to: typeof FOOTBALL) =>
      events.map((e) => ({ eventId: e.id, change: { model: to, prices: priceAll(to, null, OVERROUND) } }));
    // As above: the first move to the model opens its lines.
    await t.app.sportsbook.book.moveAll(moves(model));
    await t.app.sportsbook.book.moveAll(moves(FOOTBALL));
    const { statements: sent } = await counter.count(() => t.app.sportsbook.book.moveAll(moves(model)));
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(4);
  });
});
