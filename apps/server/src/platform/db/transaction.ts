import type { Db } from "./db";

/** PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Serialization failure and deadlock: the transaction did nothing and can simply run again. */
const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * Runs `work` in one transaction, retrying it (a bounded number of times, with jittered back-off) when PostgreSQL
 * aborts it for a serialization failure or a deadlock. Anything else propagates at once.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 5 + Math.floor(jitter() * 10)));
    }
  }
}

/** Back-off jitter; not security-relevant, but taken from crypto like every other random number here. */
const jitter = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
