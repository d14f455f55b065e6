import {
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  StaffRole as StaffRoleSchema,
} from "@casino/contract";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError, notFound } from "../../platform/errors";
import type { AccountService } from "../account";
import type { AuditActor, AuditService } from "../audit";

const staffRolesOf = (roles: string[]): StaffRole[] =>
  roles.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));

/** Who holds which staff role; an admin grants and revokes them, each change in the audit trail. */
export function createStaffService(deps: { db: Db; accounts: AccountService; audit: AuditService }) {
  const { db, accounts, audit } = deps;

  async function change(actor: AuditActor, userId: string, role: StaffRole, grant: boolean) {
    StaffRoleSchema.parse(role);
    // Taking admin away from oneself could leave nobody able to grant it back.
    if (!grant && role === "admin" && userId === actor.userId)
      throw new AppError("LAST_ADMIN", 409, "You cannot revoke your own admin role");
    const username = (await accounts.usernames([userId])).get(userId);
    if (username === undefined) throw notFound("No such account");
    return inTransaction(db, async (tx) => {
      const changed = await accounts.admin.changeRole(tx, userId, role, grant);
      if (!changed) throw notFound("No such account");
      await audit.record(tx, {
        actor,
        action: grant ? "staff.role.grant" : "staff.role.revoke",
        target: { type: "staff", id: userId },
        before: { roles: staffRolesOf(changed.before) },
        after: { roles: staffRolesOf(changed.after), role },
      });
      return { userId, username, roles: staffRolesOf(changed.after) };
    });
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await accounts.admin.staffMembers()).map((row) => ({ ...row, roles: staffRolesOf(row.roles) }));
    },
    grant: (actor: AuditActor, userId: string, role: StaffRole) => change(actor, userId, role, true),
    revoke: (actor: AuditActor, userId: string, role: StaffRole) => change(actor, userId, role, false),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
