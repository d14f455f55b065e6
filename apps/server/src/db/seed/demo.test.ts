import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { verifyPassword } from "../../platform/password";
import { users } from "../schema";
import { DEMO_PASSWORD, DEMO_PLAYERS, seedDemo } from "./demo";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("seedDemo", () => {
  it("creates the documented demo players once, however often it runs", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(DEMO_PLAYERS.map((p) => p.username).sort());
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });
});
