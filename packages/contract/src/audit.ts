import { z } from "zod";

/** One row of the audit trail: who did what to which target, with the state before and after. */
export const AuditEntry = z.object({
  id: z.string(),
  /** ISO time (UTC). */
  at: z.string(),
  /** The staff member; null for the system. */
  staffId: z.string().nullable(),
  staffUsername: z.string().nullable(),
  /** The staff roles they held when they acted. */
  staffRoles: z.array(z.string()),
  /** What was done, e.g. `withdrawal.approve`, `staff.role.grant`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  /** The hash of the previous row and of this one (hex SHA-256): the chain that shows an edit or a removal. */
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/admin/audit: filters (all optional), newest first, cursor-paginated by id. */
export const AuditQuery = z.object({
  /** The staff member's user id. */
  staffId: z.string().uuid().optional(),
  /** Exact action, or a prefix ending in `.` (`withdrawal.`). */
  action: z.string().trim().min(1).max(80).optional(),
  targetType: z.string().trim().min(1).max(40).optional(),
  targetId: z.string().trim().min(1).max(80).optional(),
  /** ISO times, from inclusive, to exclusive. */
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  /** Rows older than this id (the `nextCursor` of the previous page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** GET /api/admin/audit/verify: the chain recomputed from the first row. */
export const AuditVerifyResponse = z.object({
  ok: z.boolean(),
  /** Rows checked. */
  entries: z.number().int(),
  /** The first row whose hash or link does not match (the row after a removed one), or null. */
  firstBrokenId: z.string().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;
