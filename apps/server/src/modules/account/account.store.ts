import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { currencies, users } from "./account.tables";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, "id" | "createdAt">>;

const lower = (column: typeof users.username | typeof users.email) => sql`lower(${column})`;

/** Players' account rows. Usernames and e-mails are compared case-insensitively, as the unique indexes do. */
export const accountStore = {
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /** By username or e-mail (lower-cased by the caller). */
  async findByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(or(eq(lower(users.username), identifier), eq(lower(users.email), identifier)))
      .limit(1);
    return row;
  },
  async findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(lower(users.username), username.toLowerCase()))
      .limit(1);
    return row;
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(lower(users.email), email.toLowerCase()))
      .limit(1);
    return row;
  },
  async usernameTaken(db: Db, username: string): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(lower(users.username), username.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  },
  async emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(lower(users.email), email.toLowerCase()),
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
  async phoneTaken(
    db: Db,
    phonePrefix: string,
    phoneNumber: string,
    exceptUserId?: string,
  ): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.phonePrefix, phonePrefix),
          eq(users.phoneNumber, phoneNumber),
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
  /** Inserts a player; a duplicate username or e-mail comes back as `taken` instead of an exception. */
  async insert(db: Db, row: NewUser): Promise<{ user: UserRow } | { taken: "username" | "email" }> {
    try {
      const [user] = await db.insert(users).values(row).returning();
      return { user: user! };
    } catch (error) {
      const taken = duplicateField(error);
      if (taken) return { taken };
      throw error;
    }
  },
  /** Updates a player; a duplicate e-mail comes back as `taken`. */
  async update(
    db: Db,
    id: string,
    patch: UserPatch,
  ): Promise<{ user: UserRow } | { taken: "username" | "email" }> {
    try {
      const [user] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return { user: user! };
    } catch (error) {
      const taken = duplicateField(error);
      if (taken) return { taken };
      throw error;
    }
  },
  /** Marks the address verified, but only while it is still the player's address (it may have changed since). */
  async markEmailVerified(db: Db, id: string, email: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, id), eq(lower(users.email), email.toLowerCase())))
      .returning({ id: users.id });
    return rows.length > 0;
  },
  /** Marks the address verified if it is not yet (a reset mail that arrived proves the address too). */
  async markEmailVerifiedIfUnset(db: Db, id: string, email: string, at: Date): Promise<void> {
    await db
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(
        and(eq(users.id, id), eq(lower(users.email), email.toLowerCase()), isNull(users.emailVerifiedAt)),
      );
  },
  /**
   * Adds the role when the player lacks it, removes it when they have it, in one statement (concurrent toggles
   * each flip once); returns the roles after, or undefined for an unknown player.
   */
  async toggleRole(db: Db, id: string, role: string): Promise<string[] | undefined> {
    const [row] = await db
      .update(users)
      .set({
        roles: sql`case when ${role} = any(${users.roles}) then array_remove(${users.roles}, ${role}::text)
          else array_append(${users.roles}, ${role}::text) end`,
      })
      .where(eq(users.id, id))
      .returning({ roles: users.roles });
    return row?.roles;
  },
  /** Players who signed up with one of these affiliate markers (the affiliate module's referrals). */
  async referredBy(db: Db, markers: string[]) {
    if (markers.length === 0) return [];
    return db
      .select({
        userId: users.id,
        marker: users.affiliateMarker,
        currency: users.currency,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(inArray(users.affiliateMarker, markers));
  },
  /** The player with their currency's display data (for the session view). */
  async findWithCurrency(db: Db, id: string) {
    const [row] = await db
      .select({ user: users, currency: currencies })
      .from(users)
      .leftJoin(currencies, eq(currencies.code, users.currency))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  },
};

/** Which unique index a failed insert/update hit, if it was a duplicate username or e-mail. */
function duplicateField(error: unknown): "username" | "email" | null {
  // Drizzle wraps the driver's error; the SQLSTATE and the index name are on the cause.
  for (let current = error as PgError | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code === "23505" && current.constraint === "users_username_lower_key") return "username";
    if (current.code === "23505" && current.constraint === "users_email_lower_key") return "email";
    current = current.cause as PgError | undefined;
  }
  return null;
}

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };
