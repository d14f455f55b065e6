import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * A player's current provably-fair seed pair. The row is also the per-player lock of the studio: every real
 * round and action takes it FOR UPDATE first, so nonces never repeat and retries of one round serialise.
 */
export const gameSeeds = pgTable("game_seeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  serverSeed: text("server_seed").notNull(),
  serverSeedHash: text("server_seed_hash").notNull(),
  clientSeed: text("client_seed").notNull(),
  nonce: integer("nonce").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Seed pairs that were rotated out: their server seed is public, so their rounds can be verified. */
export const gameRevealedSeeds = pgTable("game_revealed_seeds", {
  serverSeedHash: text("server_seed_hash").primaryKey(),
  userId: uuid("user_id").notNull(),
  serverSeed: text("server_seed").notNull(),
  clientSeed: text("client_seed").notNull(),
  rounds: integer("rounds").notNull(),
  revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One real-money round of a studio game, written in the same transaction as its wallet transfers. */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientRoundId: text("client_round_id").notNull(),
    /** What was asked with that client id (game and bet), hashed: another request with it is refused. */
    requestHash: text("request_hash"),
    slug: text("slug").notNull(),
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    /** open (blackjack waiting for the player) | settled */
    status: text("status").notNull(),
    /** Everything staked, extra blackjack stakes included. */
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    /** The part of `stake` taken from the bonus balance; wins go back in the same proportion (staking.ts). */
    stakeBonus: bigint("stake_bonus", { mode: "bigint" }).notNull().default(sql`0`),
    win: bigint("win", { mode: "bigint" }).notNull().default(sql`0`),
    /** The player's inputs: roulette bets, dice target, blackjack bet. */
    bet: jsonb("bet").notNull(),
    /** The engine's result; for blackjack the full state (shoe included, hidden from the player until done). */
    outcome: jsonb("outcome").notNull(),
    /** Blackjack steps: action, clientActionId, extra stake. */
    steps: jsonb("steps").$type<RoundStep[]>().notNull().default(sql`'[]'::jsonb`),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    nonce: integer("nonce").notNull(),
    /** Real + bonus before the first debit and after the last credit. */
    balanceBefore: bigint("balance_before", { mode: "bigint" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
    /** Snapshot for the public feeds (no join into the account module's tables). */
    username: text("username").notNull(),
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** A round of another studio's game: that studio's round reference (docs/product/providers.md). */
    externalRef: text("external_ref"),
  },
  (t) => [
    uniqueIndex("game_rounds_client").on(t.userId, t.clientRoundId),
    index("game_rounds_user_time").on(t.userId, t.createdAt),
    index("game_rounds_settled").on(t.settledAt),
  ],
);

/** One blackjack step as recorded on the round. */
export interface RoundStep {
  action: string;
  clientActionId: string;
  /** Extra stake in minor units, as a decimal string. */
  cost: string;
}
