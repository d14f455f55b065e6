import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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

/** One game of a provider as registered (the catalogue row is imported from it). */
export interface ProviderGame {
  slug: string;
  name: string;
  icon: string;
  rtp?: number | undefined;
  hasFunMode: boolean;
  groups: string[];
  settings: { providerGameId: string; gameType: "slot" | "table" | "dice"; aspectRatio: number };
}

/** Another studio whose games we offer (docs/product/providers.md#registry). */
export const gameProviders = pgTable("game_providers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The shared HMAC secret: generated here, shown once, never defaulted. */
  secret: text("secret").notNull(),
  launchUrl: text("launch_url").notNull(),
  /** Where the daily round report is fetched from; null = no reconciliation. */
  reportUrl: text("report_url"),
  currencies: text("currencies").array().notNull(),
  /** Empty = every country. */
  countries: text("countries").array().notNull().default(sql`ARRAY[]::text[]`),
  enabled: boolean("enabled").notNull().default(true),
  games: jsonb("games").$type<ProviderGame[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** A launch token: one use, bound to player, game, currency and mode. Only its hash is kept. */
export const providerLaunchTokens = pgTable("provider_launch_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  providerId: text("provider_id").notNull(),
  userId: uuid("user_id").notNull(),
  slug: text("slug").notNull(),
  currency: text("currency").notNull(),
  mode: text("mode").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A wallet session a launch token was traded for. */
export const providerSessions = pgTable("provider_sessions", {
  id: text("id").primaryKey(),
  providerId: text("provider_id").notNull(),
  userId: uuid("user_id").notNull(),
  slug: text("slug").notNull(),
  currency: text("currency").notNull(),
  mode: text("mode").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** A provider's round, tied to the round row that holds its money. */
export const providerRounds = pgTable(
  "provider_rounds",
  {
    providerId: text("provider_id").notNull(),
    roundRef: text("round_ref").notNull(),
    roundId: uuid("round_id").notNull(),
    userId: uuid("user_id").notNull(),
    slug: text("slug").notNull(),
    currency: text("currency").notNull(),
    /** open | closed | cancelled (a bet of it was rolled back) */
    status: text("status").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.roundRef] }),
    index("provider_rounds_open").on(t.status, t.openedAt),
  ],
);

/**
 * Every money call by the provider's transaction id: the first answer is replayed to a repeat. A rollback of a bet
 * never seen leaves a `cancelled` row under the bet's id, so the late bet is refused.
 */
export const providerTransactions = pgTable(
  "provider_transactions",
  {
    providerId: text("provider_id").notNull(),
    transactionId: text("transaction_id").notNull(),
    /** bet | win | rollback | end */
    kind: text("kind").notNull(),
    requestHash: text("request_hash").notNull(),
    userId: uuid("user_id").notNull(),
    roundRef: text("round_ref").notNull(),
    /** done | rolled_back (a bet refunded) | cancelled (a bet rolled back before it arrived) */
    state: text("state").notNull(),
    /** Where a bet's stake came from, to refund it exactly. */
    splitReal: bigint("split_real", { mode: "bigint" }).notNull().default(sql`0`),
    splitBonus: bigint("split_bonus", { mode: "bigint" }).notNull().default(sql`0`),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.transactionId] })],
);

/** One daily comparison of a provider's round report with our rounds. */
export const providerReconciliations = pgTable(
  "provider_reconciliations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: text("provider_id").notNull(),
    day: text("day").notNull(),
    rounds: integer("rounds").notNull(),
    differences: jsonb("differences").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("provider_reconciliations_day").on(t.providerId, t.day)],
);
