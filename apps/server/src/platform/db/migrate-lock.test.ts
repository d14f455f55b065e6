import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db";
import { adminQuery, uniqueName, withDatabase } from "./test-db";

// Several processes of a deployment start together on a fresh database (a rollout, `docker compose up`): every
// one must become ready and the migrations must be applied exactly once. Only PostgreSQL is shared by processes.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("migrations on a fresh PostgreSQL database", () => {
  it("are applied once when three processes start at the same moment", async () => {
    const name = uniqueName("migrate_race");
    await adminQuery(url!, `CREATE DATABASE "${name}"`);
    const processes: Database[] = [];
    try {
      // Three pools: three sessions, as three processes would have.
      for (let i = 0; i < 3; i++)
        processes.push(await openDatabase({ url: withDatabase(url!, name), poolSize: 3 }));
      const results = await Promise.allSettled(processes.map((p) => p.migrate()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const journal = await import("../../db/migrations/meta/_journal.json", { with: { type: "json" } });
      const applied = await processes[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
        journal.default.entries.length,
      );
    } finally {
      await Promise.all(processes.map((p) => p.close()));
      await adminQuery(url!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
