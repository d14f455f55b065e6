import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the operator did not configure, generated at first start and shared by every process of the deployment
 * (a webhook signed by one process must verify on another). Never exposed over HTTP.
 */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
