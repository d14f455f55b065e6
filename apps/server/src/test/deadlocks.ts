import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";

/**
 * How many deadlocks PostgreSQL has detected in this database (each costs the transactions in it a second, its
 * deadlock_timeout, before one is broken and retried). A backend reports its statistics within a second or so of
 * going idle, so this waits that long first. PostgreSQL only.
 */
export async function deadlocksDetected(db: Db): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const result = await db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
