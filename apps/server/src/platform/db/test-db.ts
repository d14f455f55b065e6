import { randomBytes } from "node:crypto";
import pg from "pg";
import { seedCatalogue } from "../../db/seed/catalogue";
import { seedReference } from "../../db/seed/reference";
import { type Database, openDatabase } from "./db";

/**
 * A fresh, migrated, isolated database (with the reference data) for one test file: PGlite in memory, or — when DATABASE_URL is set —
 * a new database on that server, dropped again by `close()`.
 */
export async function createTestDatabase(url = process.env.DATABASE_URL): Promise<Database> {
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    await seedReference(database.db);
    await seedCatalogue(database.db);
    return database;
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 10 });
  await database.migrate();
  await seedReference(database.db);
  await seedCatalogue(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
