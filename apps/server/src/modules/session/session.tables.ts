import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * A login session. The id given to the client is a 256-bit random token; only its SHA-256 hash is stored, so the
 * table cannot be used to hijack sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A restricted session may only read and answer consents (docs/product/sessions.md#restrictions). */
    restricted: boolean("restricted").notNull().default(false),
    locale: text("locale").notNull().default("en"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is lastSeenAt + the configured idle time. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** logout | password_change | expired | self_exclusion | cool_off | replaced | impersonation_ended */
    endReason: text("end_reason"),
    /**
     * The staff member seeing the site as this player (docs/decisions/0211-impersonation-read-only.md); null for the
     * player's own sessions. Such a session is read-only and never counts as the player's time.
     */
    impersonatedBy: uuid("impersonated_by").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Every login attempt, kept for the player's login history and for per-account brute-force throttling. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The normalised username or e-mail that was tried (also for unknown accounts, so throttling cannot enumerate). */
    identifier: text("identifier").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    success: boolean("success").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_identifier_idx").on(t.identifier, t.createdAt),
    index("login_attempts_user_idx").on(t.userId),
  ],
);
