import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedReference } from "../../db/seed/reference";
import { type Database, type OpenDatabaseOptions, openDatabase } from "./db";

/**
 * Where a test run's prepared database lives. The test runner's global setup (`prepareTestTemplate`) makes one
 * migrated and seeded database per run and names it here; every test file then copies it instead of migrating
 * and seeding its own (on PGlite that is ~1 s instead of ~7 s a file).
 */
export const TEMPLATE_ENV = {
  /** PGlite: path of a data-directory dump (tar) of the prepared database. */
  pglite: "CASINO_TEST_PGLITE_DUMP",
  /** PostgreSQL: name of the prepared template database on the DATABASE_URL server. */
  postgres: "CASINO_TEST_PG_TEMPLATE",
} as const;

/**
 * A fresh, migrated, isolated database (with the reference data) for one test file: PGlite in memory, or — when
 * DATABASE_URL is set — a new database on that server, dropped again by `close()`. Copies the run's prepared
 * template when there is one; otherwise (benches, a lone script) migrates and seeds from scratch.
 */
export async function createTestDatabase(url = process.env.DATABASE_URL): Promise<Database> {
  if (!url) {
    const dump = process.env[TEMPLATE_ENV.pglite];
    if (dump)
      return openDatabase({ pglite: { ...(await pgliteArtifacts()), loadDataDir: await dumpBlob(dump) } });
    const database = await openDatabase({});
    await migrateAndSeed(database);
    return database;
  }
  const template = process.env[TEMPLATE_ENV.postgres];
  const name = uniqueName("test");
  await adminQuery(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 10 });
  if (!template) await migrateAndSeed(database);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * Makes the run's template once (global setup) and returns its teardown. PGlite: migrate and seed in memory, dump
 * the data directory to a file. PostgreSQL: migrate and seed a database that every test database is created from.
 */
export async function prepareTestTemplate(url = process.env.DATABASE_URL): Promise<() => Promise<void>> {
  if (!url) {
    const database = await openDatabase({});
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    const file = path.join(tmpdir(), `${uniqueName("casino-test-db")}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pglite] = file;
    return async () => {
      delete process.env[TEMPLATE_ENV.pglite];
      await rm(file, { force: true });
    };
  }
  const name = uniqueName("test_template");
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 2 });
  try {
    await migrateAndSeed(database);
  } finally {
    // A template must have no open connections while databases are copied from it.
    await database.close();
  }
  process.env[TEMPLATE_ENV.postgres] = name;
  return async () => {
    delete process.env[TEMPLATE_ENV.postgres];
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
}

/**
 * PGlite compiles its 9 MB of WebAssembly and unpacks its file bundle on every start. A test worker runs many files;
 * compile once per worker and hand the results to every instance.
 */
let artifacts: Promise<NonNullable<OpenDatabaseOptions["pglite"]>> | undefined;
function pgliteArtifacts() {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      readFile(path.join(dist, "pglite.wasm")).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, "initdb.wasm")).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, "pglite.data")).then((bytes) => new Blob([bytes])),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return artifacts;
}

let dumps: { file: string; blob: Promise<Blob> } | undefined;
function dumpBlob(file: string): Promise<Blob> {
  if (dumps?.file !== file) dumps = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return dumps.blob;
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedReference(database.db);
  await seedCatalogue(database.db);
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
