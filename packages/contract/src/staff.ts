import { z } from "zod";

/**
 * The staff roles of the back office (docs/product/back-office.md#roles). A person may hold several; `player` is not
 * among them (every account is a player).
 */
export const STAFF_ROLES = ["admin", "payments", "compliance", "support", "content", "trader"] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/**
 * What a staff member may do. Every `/api/admin/*` route declares exactly one of these in its Fastify route config
 * (`config: { permission }`); a route without one is refused to everybody.
 */
export const PERMISSIONS = [
  "players.read",
  "players.manage",
  /** See the site as a player, read-only (docs/decisions/0211-impersonation-read-only.md). */
  "players.impersonate",
  "adjustments.request",
  "adjustments.approve",
  "audit.read",
  "staff.manage",
  "payments.manage",
  "compliance.review",
  "content.publish",
  "catalogue.manage",
  "bonus.manage",
  "trading.manage",
  "reports.read",
  "settings.manage",
  "support.chat",
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** What each role allows; `admin` allows everything. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  payments: ["players.read", "adjustments.request", "adjustments.approve", "payments.manage", "reports.read"],
  compliance: ["players.read", "players.manage", "compliance.review", "audit.read", "reports.read"],
  support: ["players.read", "players.impersonate", "adjustments.request", "support.chat"],
  content: ["content.publish", "catalogue.manage", "bonus.manage"],
  trader: ["trading.manage", "reports.read"],
};

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Every permission the given roles allow together (unknown roles, such as `player`, allow nothing). */
export function permissionsOf(roles: readonly string[]): Set<Permission> {
  return new Set(roles.filter(isStaffRole).flatMap((role) => ROLE_PERMISSIONS[role]));
}

/** Whether the roles allow `permission`. */
export const can = (roles: readonly string[], permission: Permission): boolean =>
  permissionsOf(roles).has(permission);

/** One staff member as the admin's staff screen lists them. */
export const StaffMember = z.object({
  userId: z.string(),
  username: z.string(),
  /** Staff roles only (never `player`). */
  roles: z.array(StaffRole),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** GET /api/admin/staff: everyone who holds a staff role, by username. */
export const StaffListResponse = z.object({ items: z.array(StaffMember) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/** PUT /api/admin/staff/{userId}/roles/{role} grants, DELETE revokes; both answer the member's roles after. */
export const StaffRoleParams = z.object({ userId: z.string().uuid(), role: StaffRole });

/** GET /api/user/staff: the caller's staff roles and what they allow (an empty list for a player). */
export const MyStaffResponse = z.object({
  roles: z.array(StaffRole),
  permissions: z.array(Permission),
});
export type MyStaffResponse = z.infer<typeof MyStaffResponse>;

/** Error codes of the back office. */
export const StaffErrorCode = z.enum([
  /** The same staff member may not both request and approve a money correction. */
  "FOUR_EYES",
  /** The adjustment was already approved or rejected. */
  "ADJUSTMENT_NOT_PENDING",
  /** An admin may not take the admin role away from themselves (the console would lock everyone out). */
  "LAST_ADMIN",
  /** The game of the week can be set for this week and the next seven only, each named by its Monday (400). */
  "WEEK_NOT_SCHEDULABLE",
  /** No such compliance signal open now: its cause has gone, or the id is wrong (404). */
  "SIGNAL_NOT_FOUND",
  /** The signal was already acknowledged by a staff member; the first note stands (409). */
  "SIGNAL_ACKNOWLEDGED",
]);
