import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** A table's columns by key, in its declared order (read once per table). */
const columnsOf = new WeakMap<PgTable, [string, Column][]>();
function columns(table: PgTable): [string, Column][] {
  let list = columnsOf.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table));
    columnsOf.set(table, list);
  }
  return list;
}

/** Types JSON would give as a number that may not hold them exactly: they travel as text, as the driver gives them. */
const exactAsText = (column: Column) => /^(bigint|bigserial|numeric)/.test(column.getSQLType());

/**
 * A row of `table`, named `alias` in the statement, as one JSON array: a value per column in the table's order
 * (decision 0246). Wide rows stay within json_build_array's 100 arguments.
 */
export function jsonRow(table: PgTable, alias: string): SQL {
  const values = columns(table).map(([, column]) => {
    const ref = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
    return exactAsText(column) ? sql`${ref}::text` : ref;
  });
  return sql`json_build_array(${sql.join(values, sql`, `)})`;
}

/** The row `jsonRow` sent, as Drizzle maps the same row read by a select: each value through its column's mapping. */
export function fromJsonRow<T extends PgTable>(table: T, values: readonly unknown[]): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  columns(table).forEach(([key, column], i) => {
    const value = values[i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  return row as T["$inferSelect"];
}
