import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";

/**
 * Takes or renews the feed lease: true when this process holds it until `until`. Several processes may run the
 * feed ticker; only the holder drives the built-in feed, and another takes over once a lease runs out.
 */
export async function holdFeedLease(db: Db, holder: string, now: Date, until: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into sports_feed_lease (id, holder, until) values (1, ${holder}, ${until.toISOString()})
    on conflict (id) do update set holder = excluded.holder, until = excluded.until
    where sports_feed_lease.holder = excluded.holder or sports_feed_lease.until < ${now.toISOString()}
    returning holder`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
