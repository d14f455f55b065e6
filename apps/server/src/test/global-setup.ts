import { prepareTestTemplate } from "../platform/db/test-db";

/**
 * Vitest global setup: one migrated and seeded database for the whole run (PGlite dump, or a PostgreSQL template
 * database when DATABASE_URL is set). The test workers start after this and inherit its location through the
 * environment; each test file's `createTestDatabase()` copies it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplate();
}
