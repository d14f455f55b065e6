import { Redis } from "ioredis";
import { buildApp } from "../app";
import { loadConfig } from "../platform/config";
import { databaseName, openDatabase } from "../platform/db";
import { createTestDatabase } from "../platform/db/test-db";

/** Whether this run has what scale-out needs: a PostgreSQL server and Redis (the CI phase that sets both). */
export const sharedServices = !!(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Scale-out: two server instances on one PostgreSQL database and one Redis, each with its own pool and bus client,
 * so only Redis connects them. `listening(channel)` resolves once both instances' bus subscribers hear `channel`
 * (subscriptions to Redis are asynchronous: a message published before is lost).
 */
export async function twoInstances(env: NodeJS.ProcessEnv = {}) {
  const first = await createTestDatabase();
  const second = await openDatabase({ url: first.url });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    REDIS_URL: process.env.REDIS_URL,
    JOBS_POLL_MS: "0",
    ...env,
  });
  const a = await buildApp({ config, database: first });
  const b = await buildApp({ config, database: second });
  const redis = new Redis(process.env.REDIS_URL!);
  return {
    a,
    b,
    database: first,
    async listening(channel: string): Promise<void> {
      const name = `vela:${await databaseName(first.db)}:bus:${channel}`;
      const listeners = async () => Number(((await redis.pubsub("NUMSUB", name)) as [string, number])[1]);
      while ((await listeners()) < 2) await new Promise((r) => setTimeout(r, 50));
    },
    async close(): Promise<void> {
      redis.disconnect();
      await b.close();
      await a.close();
    },
  };
}

/** Asks `check` every 50 ms, up to five seconds, until it answers true; answers its last answer. */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
