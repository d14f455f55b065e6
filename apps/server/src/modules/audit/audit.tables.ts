import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The audit trail: one row per staff action, appended in the transaction of the change. Rows are never updated or
 * deleted (a trigger refuses both); each carries the hash of the row before it, so an edit or a removal made around
 * the trigger shows in GET /api/admin/audit/verify (docs/product/back-office.md#audit-trail).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    /** 1, 2, 3, … without gaps: given out under the head's row lock. */
    id: bigint("id", { mode: "bigint" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The staff member; null for the system. No foreign key: the trail outlives any account. */
    staffId: uuid("staff_id"),
    staffRoles: text("staff_roles").array().notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    index("audit_log_staff_idx").on(t.staffId, t.id),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.id),
    index("audit_log_action_idx").on(t.action, t.id),
    index("audit_log_at_idx").on(t.at),
  ],
);

/**
 * The end of the chain: the last row's id and hash. Appending locks this one row, so appends line up one after the
 * other and the chain never forks; it also shows a removal of the newest rows.
 */
export const auditHead = pgTable("audit_head", {
  id: integer("id").primaryKey(),
  lastId: bigint("last_id", { mode: "bigint" }).notNull(),
  lastHash: text("last_hash").notNull(),
});
