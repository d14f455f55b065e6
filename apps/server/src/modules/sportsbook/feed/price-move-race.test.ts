import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { inTransaction } from "../../../platform/db/transaction";
import type { TestApp } from "../../../test/harness";
import { FOOTBALL, fixture, OVERROUND, sportsApp } from "../sportsbook.test-support";
import { priceAll } from "./pricing";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A price move that waits for another writer of its event must price against what that writer committed, not what
 * the event held when the move began (decision 0237): the move writes only the prices that differ from the ones it
 * reads. On PostgreSQL only (the embedded database runs one transaction at a time, so nothing ever waits).
 */
describe.skipIf(!process.env.DATABASE_URL)("a price move racing another writer of its event", () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp());
  });
  afterAll(() => t?.close());

  it("writes its prices over the ones the writer it waited for committed", async () => {
    const event = await fixture(t, clock);
    const db = t.app.services.db;
    const prices = async () =>
      rowsOf<{ id: string; odds: number }>(
        await db.execute(
          sql`select s.id, s.odds_milli as odds from sports_selections s join sports_markets m on m.id = s.market_id
            where m.event_id = ${event.id} order by s.id`,
        ),
      );
    const before = await prices();
    let move: Promise<void> | undefined;
    // Another writer holds the event, moves every price and commits while the feed's move back to the fixture's
    // prices (the ones the event had when the move began) waits for it.
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select id from sports_events where id = ${event.id} for update`);
      await tx.execute(
        sql`update sports_selections set odds_milli = odds_milli + 100
          where market_id in (select id from sports_markets where event_id = ${event.id})`,
      );
      move = t.app.sportsbook.book.update(event.id, { prices: priceAll(FOOTBALL, null, OVERROUND) });
      await waitForLockWait(db);
    });
    await move;
    // The move read the other writer's prices, saw they differ from its own and wrote its own back.
    expect(await prices()).toEqual(before);
  });
});

/** Resolves once some session of this database waits for a row lock (the move, blocked by the open transaction). */
async function waitForLockWait(db: TestApp["app"]["services"]["db"]) {
  for (let i = 0; i < 200; i++) {
    const waiting = rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    )[0]!.n;
    if (Number(waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the price move never waited for the other writer");
}
