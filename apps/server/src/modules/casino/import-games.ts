// Loads further games from a JSON feed (docs/games-feed.md) into the database the server uses:
//   npx tsx apps/server/src/modules/casino/import-games.ts path/to/feed.json
import { readFile } from "node:fs/promises";
import { createEventBus } from "../../platform/bus";
import { loadConfig } from "../../platform/config";
import { databaseName, openDatabase } from "../../platform/db";
import { importGamesFeed } from "./catalogue-import";

const path = process.argv[2];
if (!path) {
  process.stderr.write("usage: import-games.ts <feed.json>\n");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
// With Redis the running servers hear of the import at once (the same namespace as theirs); without it they read
// the catalogue again within a minute (docs/games-feed.md).
const bus = config.REDIS_URL
  ? createEventBus({
      redisUrl: config.REDIS_URL,
      namespace: config.REDIS_NAMESPACE ?? `vela:${await databaseName(database.db)}`,
    })
  : undefined;
try {
  await database.migrate();
  const result = await importGamesFeed(
    database.db,
    JSON.parse(await readFile(path, "utf8")),
    bus ? { bus } : {},
  );
  process.stdout.write(`imported ${result.games} games and ${result.vendors} vendors\n`);
} finally {
  await bus?.close();
  await database.close();
}
