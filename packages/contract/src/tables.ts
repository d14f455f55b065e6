import { z } from "zod";
import { RouletteBetInput } from "./games";
import { MoneyAmount } from "./money";

// Live-casino tables: shared RNG rounds on a fixed cycle (betting open, no more bets, result), the same round for
// every player at the table. Not a video stream and no dealer: the result comes from the provably-fair RNG.

/** Path of a table's calls. */
export const TableParams = z.object({ id: z.string().min(1).max(100) });

/** open: bets taken until closesAt; closed: no more bets, the wheel spins until resultAt; settled: result known. */
export const TableRoundStatus = z.enum(["open", "closed", "settled"]);

/** The games a shared table plays. */
export const TableGame = z.enum(["european-roulette", "money-wheel"]);
export type TableGame = z.infer<typeof TableGame>;

/** A money-wheel result: the segments the wheel stopped on (a multiplier, then a number), the number and multiplier. */
export const WheelResult = z.object({
  segments: z.array(z.number().int()),
  number: z.number().int(),
  multiplier: z.number().int(),
});
export type WheelResult = z.infer<typeof WheelResult>;

/** One round of a table as every player sees it. The server seed is revealed once the round is settled. */
export const TableRound = z.object({
  id: z.string(),
  number: z.number().int(),
  status: TableRoundStatus,
  opensAt: z.string(),
  closesAt: z.string(),
  resultAt: z.string(),
  /** Roulette: winning pocket once settled. */
  pocket: z.number().int().nullable(),
  colour: z.enum(["green", "red", "black"]).nullable(),
  /** Money wheel: the result once settled. */
  wheel: WheelResult.nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
});
export type TableRound = z.infer<typeof TableRound>;

/** A settled round, for the table's "last results", with its revealed seed to verify it. */
export const TableResult = z.object({
  number: z.number().int(),
  /** Roulette: the pocket and its colour (null at a money wheel). */
  pocket: z.number().int().nullable(),
  colour: z.enum(["green", "red", "black"]).nullable(),
  /** Money wheel: the result (null at roulette). */
  wheel: WheelResult.nullable(),
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
});
export type TableResult = z.infer<typeof TableResult>;

/** A table in the list: its game, its stake range and where its current round stands. */
export const TableSummary = z.object({
  id: z.string(),
  name: z.string(),
  game: TableGame,
  /** Always "rng": results come from a certified random number generator, not a video stream. */
  kind: z.literal("rng"),
  /** Stake range of one bet slip, in major units of the player's currency. */
  minBet: z.number(),
  maxBet: z.number(),
  bettingSeconds: z.number().int(),
  round: TableRound.nullable(),
  lastResults: z.array(TableResult),
});
export type TableSummary = z.infer<typeof TableSummary>;

/** GET /api/tables. */
export const TablesResponse = z.object({ tables: z.array(TableSummary), now: z.string() });
export type TablesResponse = z.infer<typeof TablesResponse>;

/** One of the player's bets at a table. */
export const TableBet = z.object({
  id: z.string(),
  roundId: z.string(),
  roundNumber: z.number().int(),
  status: z.enum(["placed", "settled"]),
  currency: z.string(),
  stake: z.number(),
  /** Paid back once settled (0 for a loss); null before the result. */
  win: z.number().nullable(),
  bets: z.array(
    z.object({
      type: z.string(),
      numbers: z.array(z.number()).optional(),
      index: z.number().optional(),
      /** Money wheel: the number bet on. */
      number: z.number().optional(),
      amount: z.number(),
    }),
  ),
  createdAt: z.string(),
});
export type TableBet = z.infer<typeof TableBet>;

/** GET /api/tables/{id}: the table, its current round and (for a player) their bets of the last rounds. */
export const TableDetail = TableSummary.extend({ myBets: z.array(TableBet), now: z.string() });
export type TableDetail = z.infer<typeof TableDetail>;

/** A bet on a money-wheel number (1, 2, 5, 10, 20 or 40): pays the number to 1, times a multiplier if one landed. */
export const WheelBetInput = z.object({
  type: z.literal("wheel"),
  number: z.number().int(),
  amount: MoneyAmount,
});

/**
 * POST /api/tables/{id}/bets (Idempotency-Key header required): positions on the open round — roulette positions
 * at a roulette table, wheel numbers at a money wheel (the table refuses the other kind with 400).
 */
export const TableBetRequest = z.object({
  bets: z
    .array(z.union([RouletteBetInput, WheelBetInput]))
    .min(1)
    .max(50),
});
export type TableBetRequest = z.input<typeof TableBetRequest>;

/** The stream's events: `round` (state on connect and on every change: opened, closed, settled). */
export const TableStreamEvent = z.object({
  tableId: z.string(),
  round: TableRound,
  lastResults: z.array(TableResult),
});
export type TableStreamEvent = z.infer<typeof TableStreamEvent>;

/** Path of one round of a table. */
export const TableRoundParams = TableParams.extend({ number: z.coerce.number().int().min(1) });

/**
 * GET /api/tables/{id}/rounds/{number}: one round with what the verifier needs — the game, the committed hash,
 * the client seed and nonce, and once settled the revealed server seed and the result.
 */
export const TableRoundDetail = z.object({ tableId: z.string(), game: TableGame, round: TableRound });
export type TableRoundDetail = z.infer<typeof TableRoundDetail>;
/** Codes of a refused live-table call (a bet off the table is INVALID_BET, as in the games). */
export const TableErrorCode = z.enum([
  "TABLE_NOT_FOUND",
  /** "No more bets": the round no longer takes bets. */
  "BETTING_CLOSED",
]);
export type TableErrorCode = z.infer<typeof TableErrorCode>;
