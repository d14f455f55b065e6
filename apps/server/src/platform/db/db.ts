import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { SERVER_ROOT } from "../paths";
import { PreparingClient } from "./prepared";

/**
 * The one database handle type every store takes, whichever engine is underneath. It is made without the tables'
 * schema: the stores build their queries from the tables themselves, and Drizzle's relational `db.query.*` API,
 * which the schema would enable, is not used, while every transaction would build its object for each table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** The server URL (postgres only): lets a second process or pool open the same database. */
  url?: string;
  /** Applies the committed SQL migrations that are not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool now (postgres only; PGlite is one connection in the process). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, "src/db/migrations");

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Directory for PGlite's files; without it PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Pool size for the server driver. */
  poolSize?: number;
  /** Further PGlite options: tests start from a data-directory dump with precompiled WebAssembly (test-db.ts). */
  pglite?: Pick<PGliteOptions, "loadDataDir" | "pgliteWasmModule" | "initdbWasmModule" | "fsBundle">;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.pglite);
}

async function openPglite(
  dataDir: string | undefined,
  extra: OpenDatabaseOptions["pglite"],
): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...extra });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  // An idle connection can be closed by the server (restart, failover, a dropped test database). Without a
  // listener that error would crash the process; the pool simply opens a new connection on next use.
  pool.on("error", () => undefined);
  // Bigint columns (money) come back as strings from pg by default; Drizzle's bigint mode converts them.
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url,
    migrate: () => migrateLocked(pool, db),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Any 64-bit number the deployment agrees on: the session lock every starting process takes around migrations. */
const MIGRATION_LOCK = 7_305_202_611_260_001n;

/**
 * Several processes of one deployment start at once on a fresh database: each takes the same advisory lock on a
 * connection of its own before migrating, so one applies the migrations and the others wait, then find nothing left
 * to do. The lock is the session's, so it goes with the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool, db: Db): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK.toString()]);
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

/** The database's own name: what every process of one deployment has in common. */
export async function databaseName(db: Db): Promise<string> {
  // Both drivers (node-postgres and PGlite) answer with { rows }.
  const result = await db.execute(sql`select current_database() as name`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  return rows[0]?.name ?? "casino";
}
