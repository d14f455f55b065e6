import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { users } from "../account/account.tables";

/**
 * The rolled-up value of each jackpot level per currency. A level's current value is this plus its pending
 * contributions (jackpot_contributions). Its row is locked only by a round that wins the level or may reach its
 * must-drop ceiling, and by the roll-up, so a level is won once and reset before the next winner sees it. The sum
 * of the current values of a currency equals the balance of the wallet's jackpot_pool account in that currency
 * (the test checks it). See docs/decisions/0165-jackpot-contributions-appended.md.
 */
export const jackpotLevels = pgTable(
  "jackpot_levels",
  {
    jackpotId: text("jackpot_id").notNull(),
    /** 1..4 (I..IV). */
    level: integer("level").notNull(),
    currency: text("currency").notNull(),
    value: bigint("value", { mode: "bigint" }).notNull(),
    wins: integer("wins").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.level, t.currency] })],
);

/**
 * Contributions not yet rolled up into their level's value: every round appends its shares here instead of
 * updating the level rows all rounds would queue on. The roll-up (and a winning round, for its level) moves them
 * into jackpot_levels.value and deletes them, under the level's lock.
 */
export const jackpotContributions = pgTable(
  "jackpot_contributions",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    jackpotId: text("jackpot_id").notNull(),
    level: integer("level").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    roundId: uuid("round_id").notNull(),
  },
  (t) => [index("jackpot_contributions_level").on(t.jackpotId, t.currency, t.level)],
);

/** Every jackpot win, for the card and /api/jackpotWinners. */
export const jackpotWins = pgTable(
  "jackpot_wins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jackpotId: text("jackpot_id").notNull(),
    level: integer("level").notNull(),
    currency: text("currency").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    country: text("country"),
    slug: text("slug").notNull(),
    roundId: uuid("round_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    wonAt: timestamp("won_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("jackpot_wins_round_level").on(t.roundId, t.level),
    index("jackpot_wins_time").on(t.jackpotId, t.currency, t.wonAt),
  ],
);

/** Tournaments: a set of games, a window, a scoring rule, an entry rule and a prize table. */
export const tournaments = pgTable("tournaments", {
  id: text("id").primaryKey(),
  /** Per locale: { en: {name, description}, de: {…} }. */
  texts: jsonb("texts").$type<Record<string, { name: string; description: string }>>().notNull(),
  games: jsonb("games").$type<string[]>().notNull(),
  scoring: text("scoring").notNull(),
  /** opt_in | ticket */
  entry: text("entry").notNull(),
  ticketCode: text("ticket_code"),
  /** Prize per rank in minor units (as strings), paid in the winner's own currency. */
  prizes: jsonb("prizes").$type<string[]>().notNull(),
  /** real: prizes are real money; bonus: bonus money with the bonus module's reward wagering. */
  prizeKind: text("prize_kind").notNull().default("real"),
  /**
   * The smallest stake (minor units, the player's currency) of a round that scores: below it a round counts for
   * nothing, so a leaderboard cannot be bought with dust stakes (docs/decisions/0111-tournaments.md).
   */
  minStake: bigint("min_stake", { mode: "bigint" }).notNull().default(sql`50`),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** Set in the transaction that pays the prizes: the prize table is paid once. */
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

export const tournamentEntries = pgTable(
  "tournament_entries",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    currency: text("currency").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/** The settled rounds that count for a tournament (one row per round: counted once however often it is read). */
export const tournamentPlays = pgTable(
  "tournament_plays",
  {
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    roundId: uuid("round_id").notNull(),
    userId: uuid("user_id").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    win: bigint("win", { mode: "bigint" }).notNull(),
    /** win / stake × 10 000, rounded down. */
    multiplierBp: bigint("multiplier_bp", { mode: "bigint" }).notNull(),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.roundId] }),
    index("tournament_plays_user").on(t.tournamentId, t.userId),
  ],
);

/** How far a consumer of settled rounds has read (settled_at of the newest round seen). */
export const engagementCursors = pgTable("engagement_cursors", {
  name: text("name").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** The loyalty points ledger: earnings (positive) and shop purchases (negative), one row per source. */
export const loyaltyPoints = pgTable(
  "loyalty_points",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Unique: `round:<id>`, `sports:<betId>`, `shop:<key>` — a source earns or spends once. */
    source: text("source").notNull().unique(),
    points: bigint("points", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("loyalty_points_user").on(t.userId)],
);

/**
 * Each player's loyalty totals, kept by the same statement that adds a row to the ledger above (decision 0230): what a
 * round's earning and the shop read, instead of a sum over every row the player ever earned. Always equal to the
 * ledger's sums (loyalty.test.ts, and the audit every money bench ends with).
 */
export const loyaltyTotals = pgTable("loyalty_totals", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Spendable: every earning less every purchase. */
  points: bigint("points", { mode: "bigint" }).notNull(),
  /** Ever earned (purchases do not lower it): the level. */
  lifetime: bigint("lifetime", { mode: "bigint" }).notNull(),
});

/** The loyalty inbox. */
export const loyaltyMessages = pgTable(
  "loyalty_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Unique per player when set: a message sent once (e.g. `level:gold`). */
    dedupeKey: text("dedupe_key"),
    texts: jsonb("texts").$type<Record<string, { title: string; body: string }>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("loyalty_messages_user").on(t.userId, t.createdAt),
    uniqueIndex("loyalty_messages_dedupe").on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Opened advent-calendar doors: the primary key makes a door openable once. */
export const adventOpenings = pgTable(
  "advent_openings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    day: integer("day").notNull(),
    reward: jsonb("reward").$type<{ kind: string; amount: string; label: string }>().notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year, t.day] })],
);

/** Prize-wheel spins: one per player per Amsterdam day, with the seeds that drew the prize. */
export const wheelSpins = pgTable(
  "wheel_spins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in Europe/Amsterdam. */
    day: text("day").notNull(),
    prizeId: text("prize_id").notNull(),
    serverSeed: text("server_seed").notNull(),
    clientSeed: text("client_seed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("wheel_spins_day").on(t.userId, t.day)],
);
