import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The Idempotency-Key of a money call that has no keyed row of its own (cash-out, bonus claim, shop, wheel,
 * calendar door, tournament entry): what was asked and what was answered. Written in the call's own transaction,
 * so it exists exactly when the call's effect does.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    /** The operation and its inputs, hashed: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** The first answer, replayed to every repeat. */
    answer: jsonb("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
