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
 * One round of a shared live-casino table. Written when betting opens with the hash of its server seed (the
 * commitment); the result (roulette pocket, wheel outcome) and the seed itself become public when it settles. Exactly one round per table and
 * number: two processes opening the same round meet at the unique index.
 */
export const tableRounds = pgTable(
  "table_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tableId: text("table_id").notNull(),
    number: integer("number").notNull(),
    /** open (bets taken until closes_at) | closed (no more bets, spinning) | settled */
    status: text("status").notNull(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** Roulette: the winning pocket once settled. */
    pocket: integer("pocket"),
    /** Money wheel: the result once settled ({segments, number, multiplier}). */
    outcome: jsonb("outcome"),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    resultAt: timestamp("result_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("table_rounds_number").on(t.tableId, t.number),
    index("table_rounds_status").on(t.tableId, t.status),
  ],
);

/** A player's positions on one round: debited when placed, paid once when the round settles. */
export const tableBets = pgTable(
  "table_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => tableRounds.id),
    tableId: text("table_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    /** The positions (roulette positions, or wheel numbers) with their amounts (minor units as strings). */
    positions: jsonb("positions").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    /** The bonus part of the stake: the win goes back in the same proportion. */
    stakeBonus: bigint("stake_bonus", { mode: "bigint" }).notNull(),
    win: bigint("win", { mode: "bigint" }),
    /** placed | settled */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("table_bets_round").on(t.roundId), index("table_bets_player").on(t.userId, t.tableId)],
);
