import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Clock } from "../platform/clock";
import { loadConfig } from "../platform/config";
import type { Database } from "../platform/db";
import { createTestDatabase } from "../platform/db/test-db";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app over a fresh, isolated database (PGlite in memory, or a new database on DATABASE_URL). */
export async function createTestApp(
  options: { clock?: Clock; env?: NodeJS.ProcessEnv; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // The app's own jackpot is off unless a test asks: a rare win would move balances other tests assert.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JACKPOT_ENABLED: "false",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return { app, database, close: () => app.close() };
}
