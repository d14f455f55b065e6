import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotentRequests } from "../idempotency/idempotency.tables";
import { compiled, compiledInsert, compiledSql, type Params } from "./compiled";
import type { Database } from "./db";
import { createTestDatabase } from "./test-db";
import { inTransaction } from "./transaction";

type Key = { userId: string; key: string };
type Row = Key & { requestHash: string; answer: unknown; createdAt: Date };

const insertRequest = compiledInsert("test.compiled.insert", idempotentRequests, () => ({
  createdAt: new Date("2026-11-27T09:00:00.000Z"),
}));
const findRequest = compiled("test.compiled.find", (db, p: Params<Key>) =>
  db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, p.userId), eq(idempotentRequests.key, p.key))),
);
const countOf = compiledSql<{ userId: string }, { n: number }>(
  "test.compiled.count",
  (p) => sql`select count(*)::int as n from idempotent_requests where user_id = ${p.userId}`,
);

/**
 * Decision 0224: a compiled query runs on the handle it is given, pool or transaction, on both engines, and answers
 * what the same query built on every call answers.
 */
describe("compiled queries", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const row = (userId: string, key: string): Row => ({
    userId,
    key,
    requestHash: `hash-${key}`,
    answer: { ok: true, key },
    createdAt: new Date("2026-11-27T10:00:00.000Z"),
  });

  it("answers what the query built on every call answers, values encoded and rows mapped alike", async () => {
    const { db } = database;
    expect(await insertRequest(db, row("u1", "k1"))).toEqual(row("u1", "k1"));
    const built = await db.select().from(idempotentRequests).where(eq(idempotentRequests.userId, "u1"));
    expect(await findRequest(db, { userId: "u1", key: "k1" })).toEqual(built);
    expect(await findRequest(db, { userId: "u1", key: "none" })).toEqual([]);
    expect((await countOf(db, { userId: "u1" })).rows).toEqual([{ n: 1 }]);
  });

  it("inserts null as SQL NULL, not as a JSON null, fills the defaults given, and refuses a column left without one", async () => {
    const { db } = database;
    expect(await insertRequest(db, { ...row("u4", "k1"), answer: null })).toMatchObject({ answer: null });
    const nulls = await db.execute(
      sql`select count(*)::int as n from idempotent_requests where user_id = 'u4' and answer is null`,
    );
    expect((nulls as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    const { createdAt: _default, ...dated } = row("u4", "k2");
    expect(await insertRequest(db, dated)).toMatchObject({ createdAt: new Date("2026-11-27T09:00:00.000Z") });
    const { answer: _left, ...partial } = row("u4", "k3");
    await expect(insertRequest(db, partial as Row)).rejects.toThrow(/no value for column answer/);
  });

  it("runs inside the transaction it is given: sees its writes, and they go when it rolls back", async () => {
    const { db } = database;
    await expect(
      inTransaction(db, async (tx) => {
        await insertRequest(tx, row("u2", "k1"));
        await insertRequest(tx, row("u2", "k2"));
        expect(await findRequest(tx, { userId: "u2", key: "k2" })).toHaveLength(1);
        expect((await countOf(tx, { userId: "u2" })).rows).toEqual([{ n: 2 }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await countOf(db, { userId: "u2" })).rows).toEqual([{ n: 0 }]);
    expect(await findRequest(db, { userId: "u2", key: "k2" })).toEqual([]);
  });

  it("serves transactions running at once, each on its own connection", async () => {
    const { db } = database;
    const users = Array.from({ length: 8 }, (_, i) => `u3-${i}`);
    await Promise.all(
      users.map((userId) =>
        inTransaction(db, async (tx) => {
          await insertRequest(tx, row(userId, "a"));
          expect((await countOf(tx, { userId })).rows).toEqual([{ n: 1 }]);
        }),
      ),
    );
    for (const userId of users) expect(await findRequest(db, { userId, key: "a" })).toHaveLength(1);
  });

  it("refuses a second query of the same name, which would be another statement under one name", () => {
    expect(() => compiledSql("test.compiled.count", () => sql`select 1`)).toThrow(/declared twice/);
  });
});
