import { randomUUID } from "node:crypto";
import { users } from "../db/schema";
import type { Db } from "../platform/db";

/**
 * Inserts a player row directly (no password hashing, no mail): for tests of modules that only need a user id. The
 * player lives in Malta, a country without responsible-gambling rules of its own (GB, DE and RO have them), so the
 * deployment's JURISDICTION decides; a test of a market's rules passes `country`.
 */
export async function insertTestUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      username: `player_${suffix}`,
      email: `player_${suffix}@test.example`,
      passwordHash: "not-a-real-hash",
      country: "MT",
      currency: "EUR",
      ...overrides,
    })
    .returning({ id: users.id });
  return row!.id;
}
