import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingClient } from "./prepared";

/** Decision 0220: parameterised statements are prepared once per connection, and a connection keeps at most 400. */
describe.skipIf(!process.env.DATABASE_URL)("prepared statements", () => {
  // Typed as pg's own client: the subclass only adds a name to what it is given.
  let client: pg.Client;
  const prepared = async () =>
    (await client.query("select statement from pg_prepared_statements")).rows.map(
      (r: { statement: string }) => r.statement as string,
    );
  beforeAll(async () => {
    client = new PreparingClient({ connectionString: process.env.DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => client?.end());

  it("prepares a parameterised statement once and answers it every time", async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await client.query("select $1::int + 1 as next", [n]);
      expect(rows[0].next).toBe(n + 1);
    }
    const { rows } = await client.query({ text: "select $1::text || '!' as said", values: ["hi"] });
    expect(rows[0].said).toBe("hi!");
    const statements = await prepared();
    expect(statements.filter((s) => s.includes("$1::int + 1"))).toHaveLength(1);
    expect(statements.filter((s) => s.includes("$1::text"))).toHaveLength(1);
  });

  it("leaves texts without parameters alone: several commands in one text still run", async () => {
    await client.query("create temporary table scratch (n int); insert into scratch values (7)");
    expect((await client.query("select n from scratch")).rows).toEqual([{ n: 7 }]);
    expect((await prepared()).some((s) => s.includes("scratch"))).toBe(false);
  });

  it("names at most 400 texts on a connection and runs the rest unnamed", async () => {
    for (let i = 0; i < 420; i++) {
      const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(rows[0].n).toBe(1 + i);
    }
    expect((await prepared()).length).toBe(400);
  });
});

it("is a pg client the pool can use", () => {
  expect(new PreparingClient()).toBeInstanceOf(pg.Client);
});
