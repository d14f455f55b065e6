import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** A staff member's note on a player, shown on the player's back-office page only. */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_notes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A staff correction of a player's real balance. Above the approval threshold it waits (`pending`) for a second staff
 * member; it moves money only through the ledger (operator account `adjustments`), once, when it becomes `applied`.
 */
export const adjustments = pgTable(
  "adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency").notNull(),
    /** Minor units; positive credits the player. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    /** pending | applied | rejected */
    status: text("status").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    transferId: uuid("transfer_id"),
  },
  (t) => [
    index("adjustments_status_idx").on(t.status, t.requestedAt),
    index("adjustments_user_idx").on(t.userId, t.requestedAt),
  ],
);

/**
 * A risk flag on a player's account, raised by a staff action (a chargeback). The player 360 shows the flags; the
 * one per reference is unique, so a repeated action cannot raise the same flag twice.
 */
export const playerFlags = pgTable(
  "player_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** chargeback */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("player_flags_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("player_flags_reference_key").on(t.kind, t.reference),
  ],
);
