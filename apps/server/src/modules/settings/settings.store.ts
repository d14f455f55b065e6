import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { appSettings } from "./settings.tables";

/** Reads and writes of the operator switches (one JSON value per key). */
export const settingsStore = {
  async get(db: Db, key: string): Promise<unknown> {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key));
    return row?.value;
  },
  async set(db: Db, key: string, value: unknown, at: Date): Promise<void> {
    await db
      .insert(appSettings)
      .values({ key, value, updatedAt: at })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
  },
};
