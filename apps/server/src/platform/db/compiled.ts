import { getTableColumns, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db";

/**
 * Placeholders for a compiled query's values, one per key of `V`: `p.userId` stands for the `userId` given at each
 * run (docs/decisions/0224-compiled-queries.md).
 */
export type Params<V> = { readonly [K in keyof V & string]: Placeholder<K, V[K]> };

/** What Drizzle's query builders give `prepare()`: a query to run with the placeholders' values. */
interface Preparable<R> {
  prepare(name: string): PreparedQuery<R>;
}
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * Drizzle's internals this module relies on, in one place: a database or transaction handle's session, the session's
 * driver client (the pool, or the connection a transaction holds) and its SQL dialect; a prepared query keeps its
 * client in `client`. `compiled.test.ts` runs on both engines, so a Drizzle upgrade that moves them fails there.
 */
interface Internals {
  session: {
    client: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): PreparedQuery<unknown>;
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}
const internals = (db: Db) => db as unknown as Internals;

function placeholders<V>(): Params<V> {
  return new Proxy({} as Params<V>, {
    get: (_target, key) => (typeof key === "string" ? sql.placeholder(key) : undefined),
  });
}

const names = new Set<string>();

/** Builds once, the first time it is run; runs that on whichever handle (pool or transaction) each call gives. */
function compile<V, R>(
  name: string,
  prepare: (db: Db) => PreparedQuery<R>,
): (db: Db, values: V) => Promise<R> {
  if (names.has(name)) throw new Error(`compiled query "${name}" is declared twice`);
  names.add(name);
  let template: PreparedQuery<R> | undefined;
  return (db, values) => {
    template ??= prepare(db);
    const bound: PreparedQuery<R> = Object.create(template, {
      client: { value: internals(db).session.client },
    });
    return bound.execute(values as Record<string, unknown>);
  };
}

/**
 * A query of the hot paths, built by Drizzle once instead of on every call. Building a query (its SQL text and
 * parameter list from the builder's objects) cost a slot round more CPU than anything else the server does for it;
 * the compiled query keeps the text and the parameters' places, and each run only fills in the values and maps the
 * rows, exactly as the built query would. The name is the statement's name on each PostgreSQL connection, which
 * prepares it once; it must be unique (a second declaration throws at start-up).
 *
 * ```ts
 * const accountsOf = compiled("wallet.accounts", (db, p: Params<{ userId: string }>) =>
 *   db.select().from(walletAccounts).where(eq(walletAccounts.userId, p.userId)));
 * const rows = await accountsOf(tx, { userId });
 * ```
 *
 * A placeholder is sent as given (Drizzle applies a column's encoding only to an inserted or updated value), so a
 * compared value must already be what the driver takes: a string, number, bigint or Date.
 */
export function compiled<V, R>(name: string, build: (db: Db, p: Params<V>) => Preparable<R>) {
  return compile<V, R>(name, (db) => build(db, placeholders<V>()).prepare(name));
}

/**
 * A hand-written statement (`sql\`…\``), compiled like {@link compiled}. It answers what `db.execute` answers for
 * the same text: the driver's result, whose `rows` hold the columns by name.
 */
export function compiledSql<V, Row = Record<string, unknown>>(name: string, build: (p: Params<V>) => SQL) {
  return compile<V, { rows: Row[] }>(name, (db) => {
    const { session, dialect } = internals(db);
    return session.prepareQuery(
      dialect.sqlToQuery(build(placeholders<V>())),
      undefined,
      name,
      false,
    ) as never;
  });
}

/**
 * A table's rows as a statement writes them: `complete` gives every column, taking `defaults` where the row leaves
 * one out (or gives it as undefined); they must mirror the table's own defaults, nullable columns' null included (a
 * column neither gives is refused). `encode` gives each value as Drizzle encodes an inserted one (a Date as a
 * timestamp, an object as JSON), null staying SQL NULL, by the column's key or, with `bySqlName`, its SQL name.
 */
export function tableRows<T extends PgTable>(
  name: string,
  table: T,
  defaults: () => Partial<T["$inferSelect"]> = () => ({}),
) {
  const columns = Object.entries(getTableColumns(table));
  return {
    columns,
    complete(row: T["$inferInsert"]): T["$inferSelect"] {
      // The defaults are made only when the row leaves a column out (a random id is not drawn for nothing).
      let fallback: Record<string, unknown> | undefined;
      const complete: Record<string, unknown> = {};
      for (const [key] of columns) {
        let value = (row as Record<string, unknown>)[key];
        if (value === undefined) {
          fallback ??= defaults() as Record<string, unknown>;
          value = fallback[key];
        }
        if (value === undefined) throw new Error(`${name}: no value for column ${key}`);
        complete[key] = value;
      }
      return complete as T["$inferSelect"];
    },
    encode(row: T["$inferSelect"], bySqlName = false): Record<string, unknown> {
      return Object.fromEntries(
        columns.map(([key, column]) => {
          const value = (row as Record<string, unknown>)[key];
          return [bySqlName ? column.name : key, value === null ? null : column.mapToDriverValue(value)];
        }),
      );
    },
  };
}

/**
 * Inserts one row of `table` and answers it as stored, compiled like {@link compiled}. The compiled text names every
 * column; the row is completed and encoded by {@link tableRows}.
 */
export function compiledInsert<T extends PgTable>(
  name: string,
  table: T,
  defaults: () => Partial<T["$inferSelect"]> = () => ({}),
) {
  const rows = tableRows(name, table, defaults);
  const run = compile<Record<string, unknown>, T["$inferSelect"][]>(
    name,
    (db) =>
      db
        .insert(table)
        .values(Object.fromEntries(rows.columns.map(([key]) => [key, sql`${sql.placeholder(key)}`])) as never)
        .returning()
        .prepare(name) as never,
  );
  return async (db: Db, row: T["$inferInsert"]): Promise<T["$inferSelect"]> =>
    (await run(db, rows.encode(rows.complete(row))))[0]!;
}
