import { STAFF_ROLES } from "@casino/contract";
import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { users } from "./account.tables";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** An account as the back office shows it. */
export interface AccountSummary {
  userId: string;
  username: string;
  email: string;
  phone: string | null;
  country: string;
  currency: string;
  status: string;
}

const summaryColumns = {
  userId: users.id,
  username: users.username,
  email: users.email,
  phonePrefix: users.phonePrefix,
  phoneNumber: users.phoneNumber,
  country: users.country,
  currency: users.currency,
  status: users.status,
};
type SummaryRow = { phonePrefix: string | null; phoneNumber: string | null } & Omit<AccountSummary, "phone">;
const toSummary = ({ phonePrefix, phoneNumber, ...row }: SummaryRow): AccountSummary => ({
  ...row,
  phone: phoneNumber ? `${phonePrefix ?? ""}${phoneNumber}` : null,
});

/** The back office's reads and writes of accounts: search, profile, lock, staff roles. */
export function createAdminAccounts(db: Db) {
  return {
    /** Usernames by user id (the audit trail names its staff). */
    async usernames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /**
     * Players whose username, e-mail or phone starts with the query (any case), or whose id it is; exact username
     * matches first.
     */
    async search(query: string, limit: number): Promise<AccountSummary[]> {
      const text = query.trim();
      const prefix = `${escapeLike(text)}%`;
      const digits = text.replace(/[^\d]/g, "");
      const matches = [ilike(users.username, prefix), ilike(users.email, prefix)];
      if (digits.length >= 4) {
        matches.push(
          sql`(coalesce(${users.phonePrefix}, '') || coalesce(${users.phoneNumber}, '')) like ${`%${digits}%`}`,
        );
      }
      if (UUID.test(text)) matches.push(eq(users.id, text.toLowerCase()));
      const rows = await db
        .select(summaryColumns)
        .from(users)
        .where(or(...matches))
        .orderBy(sql`lower(${users.username}) = ${text.toLowerCase()} desc`, users.username)
        .limit(limit);
      return rows.map(toSummary);
    },

    async profile(userId: string, tx: Db = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      if (!row) return null;
      return {
        ...toSummary({ ...row, userId: row.id }),
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate,
        locale: row.locale,
        emailVerified: row.emailVerifiedAt !== null,
        phoneVerified: row.phoneVerifiedAt !== null,
        createdAt: row.createdAt.toISOString(),
        roles: row.roles,
      };
    },

    /** Sets the account's status (active | locked) under a row lock; the status before, or null for no account. */
    async setStatus(tx: Db, userId: string, status: "active" | "locked"): Promise<string | null> {
      const [row] = await tx
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!row) return null;
      await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
      return row.status;
    },

    /** Everyone holding a staff role. */
    async staffMembers() {
      const rows = await db
        .select({ userId: users.id, username: users.username, roles: users.roles })
        .from(users)
        .where(
          sql`${users.roles} && ${sql.raw(`ARRAY[${STAFF_ROLES.map((r) => `'${r}'`).join(",")}]::text[]`)}`,
        )
        .orderBy(users.username);
      return rows;
    },

    /**
     * Adds or removes one role under the row lock; the roles before and after, or null for no account. Idempotent:
     * granting a held role changes nothing.
     */
    async changeRole(tx: Db, userId: string, role: string, grant: boolean) {
      const [row] = await tx
        .select({ roles: users.roles })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!row) return null;
      const after = grant
        ? row.roles.includes(role)
          ? row.roles
          : [...row.roles, role]
        : row.roles.filter((held) => held !== role);
      await tx
        .update(users)
        .set({ roles: after })
        .where(and(eq(users.id, userId)));
      return { before: row.roles, after };
    },
  };
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
