import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A player account. Credentials, identity and preferences; money lives in the wallet, limits in limits. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    title: text("title").notNull().default("Mr."),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    birthDate: date("birth_date"),
    phonePrefix: text("phone_prefix"),
    phoneNumber: text("phone_number"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull(),
    currency: text("currency").notNull(),
    locale: text("locale").notNull().default("en"),
    theme: text("theme").notNull().default("Dark"),
    affiliateMarker: text("affiliate_marker"),
    cnp: text("cnp"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** active | closed. Cool-off and self-exclusion are kept by the limits module. */
    status: text("status").notNull().default("active"),
    roles: text("roles").array().notNull().default(sql`ARRAY['player']::text[]`),
    testAccount: boolean("test_account").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and e-mails are unique case-insensitively; lookups use lower().
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // The affiliate programme counts the players each marker brought.
    index("users_affiliate_marker_idx").on(t.affiliateMarker).where(sql`${t.affiliateMarker} is not null`),
  ],
);

/** The consent texts players are asked for; bumping `version` makes everyone answer again. */
export const consentRequirements = pgTable("consent_requirements", {
  tagCode: text("tag_code").primaryKey(),
  version: integer("version").notNull().default(1),
  mustAccept: boolean("must_accept").notNull().default(false),
  /** Declining or not answering this consent restricts marketing (docs/product/accounts.md#consents). */
  marketing: boolean("marketing").notNull().default(false),
  /** Localised description: { en, de, "en-ca" }. */
  description: jsonb("description").$type<Record<string, string>>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** A player's answer to one consent, for the version they saw. */
export const userConsents = pgTable(
  "user_consents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tagCode: text("tag_code")
      .notNull()
      .references(() => consentRequirements.tagCode),
    accepted: boolean("accepted").notNull(),
    version: integer("version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagCode] })],
);

/**
 * Single-use secrets sent by e-mail or SMS (e-mail verification, password reset, SMS codes). Only a SHA-256 hash
 * of the secret is stored, so a database leak does not leak usable links.
 */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** email_verification | email_change | password_reset | sms */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The e-mail address or phone number the secret was sent to. */
    target: text("target").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verification_tokens_hash_key").on(t.purpose, t.tokenHash),
    index("verification_tokens_target_idx").on(t.purpose, t.target),
  ],
);

/** Reference data, seeded: currencies players can hold. */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  fractionDigits: integer("fraction_digits").notNull(),
  fiat: boolean("fiat").notNull().default(true),
  enabled: boolean("enabled").notNull().default(true),
});

/** Reference data, seeded: countries with their phone prefix, default currency and whether they may register. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  /** Localised names: { en, de, "en-ca" }. */
  name: jsonb("name").$type<Record<string, string>>().notNull(),
  phonePrefix: text("phone_prefix").notNull(),
  currency: text("currency")
    .notNull()
    .references(() => currencies.code),
  registrationAllowed: boolean("registration_allowed").notNull().default(true),
});

/** Reference data, seeded: states/provinces/counties of countries that have them. */
export const states = pgTable(
  "states",
  {
    country: text("country")
      .notNull()
      .references(() => countries.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.code] })],
);
