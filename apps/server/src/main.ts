import { buildApp } from "./app";
import { seedCatalogue } from "./db/seed/catalogue";
import { seedDemo } from "./db/seed/demo";
import { seedDemoRounds } from "./db/seed/demo-rounds";
import { seedReference } from "./db/seed/reference";
import { seedReferenceStudio } from "./db/seed/reference-studio";
import { loadConfig } from "./platform/config";
import { openDatabase } from "./platform/db";

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
await seedReference(database.db);
await seedCatalogue(database.db);
if (config.DEMO_DATA) await seedDemo(database.db);
const app = await buildApp({ config, database, web: true });
if (config.DEMO_DATA) await seedDemoRounds(app);
if (config.REFERENCE_STUDIO_URL && config.REFERENCE_STUDIO_SECRET) {
  await seedReferenceStudio(
    app.services.providers,
    config.REFERENCE_STUDIO_URL,
    config.REFERENCE_STUDIO_SECRET,
  );
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info({ db: database.kind }, `Vela is serving on http://${config.HOST}:${config.PORT}`);

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database (onClose hook).
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  });
}
