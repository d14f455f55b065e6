import type { Scoreboard } from "@casino/contract";
import type { MatchModel, MatchResult, MatchState } from "@casino/sports";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** A competition (league, tour, cup) of one sport. Ids are readable slugs, e.g. "football-premier-division". */
export const sportsCompetitions = pgTable("sports_competitions", {
  id: text("id").primaryKey(),
  sport: text("sport").notNull(),
  name: text("name").notNull(),
  /** ISO 3166 alpha-2, or "INT". */
  country: text("country").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** A team (or, in tennis, a player) with the ratings the built-in feed prices from. */
export const sportsTeams = pgTable(
  "sports_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    competitionId: text("competition_id")
      .notNull()
      .references(() => sportsCompetitions.id),
    name: text("name").notNull(),
    /** The side of a MatchModel: {attack, defence} | {serve} | {rating}. */
    ratings: jsonb("ratings").$type<Record<string, number>>().notNull(),
  },
  (t) => [uniqueIndex("sports_teams_name").on(t.competitionId, t.name)],
);

/** What the feed keeps about a live match: its state, the scoreboard shown and its own progress marker. */
export interface LiveState {
  state: MatchState | null;
  scoreboard: Scoreboard | null;
  /** Provider-specific progress (the built-in feed: index of the last simulated event applied). */
  step: number;
  /** The current phase's markets are suspended (a dangerous moment, a goal just scored). */
  suspended: boolean;
}

/** A fixture. `feedRef` is the provider's id of it, so a feed re-sending a fixture never duplicates it. */
export const sportsEvents = pgTable(
  "sports_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedRef: text("feed_ref").notNull(),
    sport: text("sport").notNull(),
    competitionId: text("competition_id")
      .notNull()
      .references(() => sportsCompetitions.id),
    homeTeamId: uuid("home_team_id").references(() => sportsTeams.id),
    awayTeamId: uuid("away_team_id").references(() => sportsTeams.id),
    home: text("home").notNull(),
    away: text("away").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** scheduled | live | ended | abandoned */
    status: text("status").notNull().default("scheduled"),
    /** The pricing model (ratings of both sides); frozen at kick-off. */
    model: jsonb("model").$type<MatchModel>().notNull(),
    /** Seed of the simulated match (built-in feed). */
    seed: text("seed").notNull(),
    live: jsonb("live").$type<LiveState | null>(),
    result: jsonb("result").$type<MatchResult | null>(),
    /** Bumped by every result, correction or abandonment; settlement jobs are keyed by it. */
    resultVersion: integer("result_version").notNull().default(0),
    /** Suspended by a trader: every market of it refuses bets, whatever the feed says. */
    traderSuspended: boolean("trader_suspended").notNull().default(false),
    /** The event's own overround set by a trader (1.06 = 6 %); null prices with the book's. */
    margin: doublePrecision("margin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sports_events_feed_ref").on(t.feedRef),
    index("sports_events_status_start").on(t.status, t.startsAt),
    index("sports_events_competition").on(t.competitionId, t.startsAt),
  ],
);

/**
 * A market of an event. Pre-match markets close at kick-off; the in-play ones (`inPlay`) open then, so a bet always
 * names the phase it was priced in. Status: open | suspended | closed | settled.
 */
export const sportsMarkets = pgTable(
  "sports_markets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => sportsEvents.id),
    key: text("key").notNull(),
    type: text("type").notNull(),
    line: doublePrecision("line"),
    inPlay: boolean("in_play").notNull(),
    status: text("status").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Suspended by a trader (or with its event): bets are refused while the feed keeps pricing it. */
    traderSuspended: boolean("trader_suspended").notNull().default(false),
  },
  (t) => [uniqueIndex("sports_markets_event_key").on(t.eventId, t.inPlay, t.key)],
);

/**
 * A priced outcome. Odds are stored exactly as integer thousandths of decimal odds (2.375 → 2375); `probability` is
 * the fair probability behind them (cash-out reads it). `active` is false while the model no longer offers it.
 */
export const sportsSelections = pgTable(
  "sports_selections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    marketId: uuid("market_id")
      .notNull()
      .references(() => sportsMarkets.id),
    eventId: uuid("event_id").notNull(),
    key: text("key").notNull(),
    oddsMilli: integer("odds_milli").notNull(),
    probability: doublePrecision("probability").notNull(),
    active: boolean("active").notNull().default(true),
    /** won | lost | void | half_won | half_lost once the event has a result; null before. */
    outcome: text("outcome"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("sports_selections_market_key").on(t.marketId, t.key),
    index("sports_selections_event").on(t.eventId),
  ],
);

/** One POST of the bet slip: its Idempotency-Key (per player) and a hash of the body, to tell retries apart. */
export const sportsBetSlips = pgTable(
  "sports_bet_slips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sports_bet_slips_key").on(t.userId, t.idempotencyKey)],
);

/**
 * A bet. Money in minor units: `stake` is the current stake (after partial cash-outs) of `initialStake`;
 * `settledReturn` what settlement has paid so far (net of corrections), `cashedOut` what cash-outs paid.
 * `oddsMilli` is the combined price (null for system bets).
 */
export const sportsBets = pgTable(
  "sports_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slipId: uuid("slip_id")
      .notNull()
      .references(() => sportsBetSlips.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** single | multiple | system | bet_builder */
    kind: text("kind").notNull(),
    /** open | won | lost | void | cashed_out | half_won | half_lost */
    status: text("status").notNull().default("open"),
    currency: text("currency").notNull(),
    initialStake: bigint("initial_stake", { mode: "bigint" }).notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    /** The part of the initial stake paid from the bonus balance; returns go back in that proportion. */
    stakeBonus: bigint("stake_bonus", { mode: "bigint" }).notNull().default(sql`0`),
    /** The bonus grant (a free bet) that paid the stake: its return is the winnings only, never cashed out. */
    freeGrantId: uuid("free_grant_id"),
    oddsMilli: bigint("odds_milli", { mode: "bigint" }),
    systemSize: integer("system_size"),
    systemLines: integer("system_lines"),
    potentialReturn: bigint("potential_return", { mode: "bigint" }).notNull(),
    settledReturn: bigint("settled_return", { mode: "bigint" }).notNull().default(sql`0`),
    cashedOut: bigint("cashed_out", { mode: "bigint" }).notNull().default(sql`0`),
    /** Settlement transfers made so far (the next one's idempotency key uses it). */
    settlements: integer("settlements").notNull().default(0),
    live: boolean("live").notNull().default(false),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("sports_bets_user_time").on(t.userId, t.placedAt),
    index("sports_bets_slip").on(t.slipId),
    // Loyalty reads settled bets in settlement order.
    index("sports_bets_settled").on(t.settledAt),
  ],
);

/** A selection of a bet with the odds it was accepted at; `outcome` follows the event's (latest) result. */
export const sportsBetLegs = pgTable(
  "sports_bet_legs",
  {
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsBets.id),
    legNo: integer("leg_no").notNull(),
    selectionId: uuid("selection_id")
      .notNull()
      .references(() => sportsSelections.id),
    marketId: uuid("market_id").notNull(),
    eventId: uuid("event_id").notNull(),
    oddsMilli: integer("odds_milli").notNull(),
    /** open | won | lost | void | half_won | half_lost */
    outcome: text("outcome").notNull().default("open"),
  },
  (t) => [primaryKey({ columns: [t.betId, t.legNo] }), index("sports_bet_legs_event").on(t.eventId)],
);

/** A cash-out: the part of the stake taken out and what was paid for it. */
export const sportsCashOuts = pgTable(
  "sports_cash_outs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsBets.id),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sports_cash_outs_bet").on(t.betId)],
);

/**
 * Every settlement movement of a bet: what it is entitled to under the result at that time, and the compensating
 * amount moved (positive paid, negative taken back). Rows are only ever added, never edited. A take-back the
 * player's balance cannot cover is recorded as `shortfall` for the operator.
 */
export const sportsSettlements = pgTable(
  "sports_settlements",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsBets.id),
    number: integer("number").notNull(),
    entitled: bigint("entitled", { mode: "bigint" }).notNull(),
    delta: bigint("delta", { mode: "bigint" }).notNull(),
    shortfall: bigint("shortfall", { mode: "bigint" }).notNull().default(sql`0`),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sports_settlements_number").on(t.betId, t.number)],
);

/** One feed process at a time drives the built-in feed: the holder of this lease (renewed every tick). */
export const sportsFeedLease = pgTable("sports_feed_lease", {
  id: integer("id").primaryKey(),
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});

/** Sequence numbers of the odds stream (SSE ids), shared by every process. */
export const sportsStreamSeq = pgSequence("sports_stream_seq", { startWith: 1 });

/**
 * A trader's stake factor for a player: the book's maximum stake times `factorPct` / 100 (100 = as everyone, 0 = no
 * bets). Players without a row have 100.
 */
export const sportsStakeFactors = pgTable("sports_stake_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  factorPct: integer("factor_pct").notNull(),
  /** The staff member who set it. */
  setBy: uuid("set_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
