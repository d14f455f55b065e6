import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { inTransaction } from "../../../platform/db/transaction";
import type { TestApp } from "../../../test/harness";
import { eventsStore } from "../catalogue/events.store";
import { FOOTBALL, fixture, OVERROUND, sportsApp } from "../sportsbook.test-support";
import { priceAll } from "./pricing";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The feed writes a tick's price moves together (decision 0239): each event of the batch gets its own prices and its
 * own stream change, exactly as if it had moved alone, and an event that has gone is left out without stopping the
 * others.
 */
describe("price moves of several events in one batch", () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp());
  });
  afterAll(() => t?.close());

  const homeOdds = async (eventId: string) =>
    rowsOf<{ odds: number }>(
      await t.app.services.db.execute(
        sql`select s.odds_milli as odds from sports_selections s join sports_markets m on m.id = s.market_id
          where m.event_id = ${eventId} and m.type = '1x2' and s.key = 'home'`,
      ),
    )[0]!.odds;

  it("moves every event's prices and streams each event's change with its own sequence number", async () => {
    const events = [await fixture(t, clock), await fixture(t, clock), await fixture(t, clock)];
    const before = await Promise.all(events.map((e) => homeOdds(e.id)));
    const stronger = { ...FOOTBALL, home: { attack: 2.2, defence: 0.7 } };
    const seqBefore = await eventsStore.currentSeq(t.app.services.db);
    const gone = "00000000-0000-4000-8000-000000000000";
    const found = await t.app.sportsbook.book.moveAll([
      ...events.map((e) => ({
        eventId: e.id,
        change: { model: stronger, prices: priceAll(stronger, null, OVERROUND) },
      })),
      { eventId: gone, change: { prices: priceAll(stronger, null, OVERROUND) } },
    ]);

    expect([...found].sort()).toEqual(events.map((e) => e.id).sort());
    const after = await Promise.all(events.map((e) => homeOdds(e.id)));
    // The home side is stronger: its price shortens at every event.
    for (const [i, odds] of after.entries()) expect(odds).toBeLessThan(before[i]!);
    // One odds change (one phase) an event, each with a sequence number of its own.
    expect(await eventsStore.currentSeq(t.app.services.db)).toBe(seqBefore + events.length);
    // A single event that has gone is refused, as before.
    await expect(
      t.app.sportsbook.book.update(gone, { prices: priceAll(stronger, null, OVERROUND) }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("locks and reads every field of each market and selection as the tables hold them (decision 0241)", async () => {
    const db = t.app.services.db;
    const event = await fixture(t, clock);
    // Fields that usually hold the same value get different ones, so a field read from the wrong place shows.
    await db.execute(sql`update sports_markets set trader_suspended = true, status = 'suspended'
      where id = (select id from sports_markets where event_id = ${event.id} and not in_play order by id limit 1)`);
    await db.execute(sql`update sports_selections set active = false
      where id = (select s.id from sports_selections s join sports_markets m on m.id = s.market_id
        where m.event_id = ${event.id} and not m.in_play order by s.id limit 1)`);
    const expected = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select m.id as "marketId", m.key as "marketKey", m.status, m.in_play as "inPlay",
          m.trader_suspended as "traderSuspended", m.sort_order as "marketOrder", s.id, s.key, s.odds_milli as "oddsMilli",
          s.probability, s.active, s.sort_order as "sortOrder"
        from sports_markets m join sports_selections s on s.market_id = m.id
        where m.event_id = ${event.id} and not m.in_play order by s.id`),
    );
    const locked = await inTransaction(db, (tx) => eventsStore.lockEventsWithMarkets(tx, [event.id]));
    const { event: row, markets } = locked.get(event.id)!;
    expect(row).toMatchObject({ id: event.id, status: "scheduled" });
    const read = markets
      .flatMap((m) =>
        m.selections.map((s) => ({
          marketId: m.id,
          marketKey: m.key,
          status: m.status,
          inPlay: m.inPlay,
          traderSuspended: m.traderSuspended,
          marketOrder: m.sortOrder,
          id: s.id,
          key: s.key,
          oddsMilli: s.oddsMilli,
          probability: s.probability,
          active: s.active,
          sortOrder: s.sortOrder,
          selectionMarket: s.marketId,
        })),
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(read.map(({ selectionMarket, ...rest }) => rest)).toEqual(expected);
    for (const r of read) expect(r.selectionMarket).toBe(r.marketId);
    expect(read.some((r) => r.traderSuspended && r.status === "suspended")).toBe(true);
    expect(read.some((r) => !r.active)).toBe(true);
  });
});
