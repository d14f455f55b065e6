import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import journal from "../../db/migrations/meta/_journal.json" with { type: "json" };
import { insertTestUser } from "../../test/fixtures";
import { createTestDatabase } from "./test-db";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const stamp = (tag: string) => journal.entries.find((entry) => entry.tag === tag)!.when;

describe("migrations", () => {
  it("are stamped in order from 0034 on: drizzle applies only those stamped after a database's newest", () => {
    // 0033 was stamped before 0032; 0034 makes a database that missed it whole (decision 0243).
    const later = journal.entries.filter((entry) => entry.idx >= 33);
    for (const [before, entry] of later.slice(1).map((entry, i) => [later[i]!, entry] as const)) {
      expect(entry.when, entry.tag).toBeGreaterThan(Math.max(before.when, stamp("0032_wallet_transfer")));
    }
  });

  it("give a database migrated up to 0032 the loyalty totals 0033 would have made, with its players' points", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      // A player with points, then the database as it was before 0033 existed: no totals table, 0032 its newest.
      const user = await insertTestUser(db);
      await db.execute(sql`insert into loyalty_points (user_id, source, points, created_at)
        values (${user}, 'round:1', 120, now()), (${user}, 'shop:1', -20, now())`);
      await db.execute(sql`drop table loyalty_totals`);
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at > ${stamp("0031_signal_acknowledgements")}
          and created_at <> ${stamp("0032_wallet_transfer")}`,
      );

      await database.migrate();

      const totals = rowsOf<{ points: string; lifetime: string }>(
        await db.execute(
          sql`select points::text, lifetime::text from loyalty_totals where user_id = ${user}`,
        ),
      );
      expect(totals).toEqual([{ points: "100", lifetime: "120" }]);
      // And migrating again changes nothing.
      await database.migrate();
      expect(rowsOf(await db.execute(sql`select * from loyalty_totals`))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it("leave half of each page of the price rows free, so a price move stays on its page", async () => {
    const database = await createTestDatabase();
    try {
      const options = rowsOf<{ relname: string; reloptions: string[] | null }>(
        await database.db.execute(sql`select relname, reloptions from pg_class
          where relname in ('sports_selections', 'sports_markets', 'sports_events') order by relname`),
      );
      expect(options.map((row) => [row.relname, row.reloptions])).toEqual([
        ["sports_events", ["fillfactor=50"]],
        ["sports_markets", ["fillfactor=50"]],
        ["sports_selections", ["fillfactor=50"]],
      ]);
    } finally {
      await database.close();
    }
  });
});
