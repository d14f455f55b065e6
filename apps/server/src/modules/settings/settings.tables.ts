import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Operator-editable switches (maintenance mode, feature flags), one JSON value per key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
