import { seedCatalogue } from "./db/seed/catalogue";
import { seedReference } from "./db/seed/reference";
import { loadConfig } from "./platform/config";
import { openDatabase } from "./platform/db";

// `npm run migrate`: what a deployment runs once before a rollout (a Kubernetes Job, compose's migrate service):
// the migrations and the reference data, then exit. Every server process still does the same at start, under the
// same advisory lock, so a laptop or a forgotten Job is never left behind.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const started = Date.now();
  await database.migrate();
  await seedReference(database.db);
  await seedCatalogue(database.db);
  process.stdout.write(
    `${JSON.stringify({ msg: "migrations applied", db: database.kind, ms: Date.now() - started })}\n`,
  );
} finally {
  await database.close();
}
