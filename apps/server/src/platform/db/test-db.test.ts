import { describe, expect, it } from "vitest";
import { appSettings } from "../../db/schema";
import { createTestDatabase } from "./test-db";

describe("createTestDatabase", () => {
  it("gives each caller its own migrated database", async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.db.insert(appSettings).values({ key: "maintenance", value: true });
      const inA = await a.db.select().from(appSettings);
      const inB = await b.db.select().from(appSettings);
      expect(inA.map((row) => row.key)).toContain("maintenance");
      expect(inB.map((row) => row.key)).not.toContain("maintenance");
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("applies migrations once, even when asked again", async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      expect(await database.db.$count(appSettings)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
