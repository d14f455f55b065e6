import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * A player's limit of one type for one period (UKGC RTS 12). `value` is in force now: minor units for money limits
 * (deposit, wagering, loss), minutes for session limits. An increase or a removal waits 24 hours in `pendingAt`
 * (`pendingValue` null = removal); it is applied lazily by the first read or check after that instant.
 */
export const playerLimits = pgTable(
  "player_limits",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** deposit | wagering | loss | session */
    type: text("type").notNull(),
    /** daily | weekly | monthly */
    period: text("period").notNull(),
    value: bigint("value", { mode: "bigint" }).notNull(),
    /** The account currency for money limits; null for session limits. */
    currency: text("currency"),
    pendingValue: bigint("pending_value", { mode: "bigint" }),
    pendingAt: timestamp("pending_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.period] }),
    check("player_limits_positive", sql`${t.value} > 0`),
  ],
);

/**
 * Cool-offs and self-exclusions, one row each, never deleted (the regulator's audit trail). The one in force is
 * the row with the latest end; `endsAt` null = permanent. Rows are only ever added: a player cannot shorten one.
 */
export const playerExclusions = pgTable(
  "player_exclusions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No cascade: deleting a player must not silently erase a self-exclusion (it has to outlive the account).
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** cool_off | self_exclusion */
    kind: text("kind").notNull(),
    /** The period key chosen, e.g. 7d, 6m, permanent. */
    period: text("period").notNull(),
    reason: text("reason").notNull(),
    description: text("description"),
    unsatisfiedReason: text("unsatisfied_reason"),
    unsatisfiedDescription: text("unsatisfied_description"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("player_exclusions_user_idx").on(t.userId, t.startsAt)],
);

/** When the player's last casino round started, for the minimum time between rounds (DE 5 s, UK 2.5 s). */
export const playerRoundPace = pgTable("player_round_pace", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastRoundAt: timestamp("last_round_at", { withTimezone: true }).notNull(),
});

/**
 * The balance warning's settings per player (docs/product/responsible-gambling.md#balance-warning): switched on or
 * off, and snoozed until when.
 */
export const balanceWarningPreferences = pgTable("balance_warning_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A local copy of the national self-exclusion register (Romania, ONJN), used in development and as a cache of the
 * real register; a listing matches a player by CNP or by e-mail.
 */
export const nationalExclusionRegister = pgTable(
  "national_exclusion_register",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cnp: text("cnp"),
    /** Lower-case. */
    email: text("email"),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    /** null = until further notice. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("national_exclusion_register_cnp_idx").on(t.cnp),
    index("national_exclusion_register_email_idx").on(t.email),
  ],
);

/**
 * A compliance signal a staff member acknowledged (docs/product/back-office.md#signals, decision 0214). Signals are
 * worked out when asked; this row keeps one out of the open list while its cause is the same (`signalId` names the
 * player, the rule and the cause: the limit's period, the session, the burst of deposits). `kind`, `detail` and
 * `seenAt` are the signal as the staff member saw it.
 */
export const signalAcknowledgements = pgTable(
  "signal_acknowledgements",
  {
    signalId: text("signal_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number>>().notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
    note: text("note").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => users.id),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("signal_acknowledgements_at_idx").on(t.acknowledgedAt)],
);
