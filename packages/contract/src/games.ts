import { z } from "zod";
import { MoneyAmount } from "./money";

// The in-house studio: launch, rounds, blackjack actions, provably-fair seeds and round recall.

/** Real money or play money. */
export const PlayMode = z.enum(["real", "fun"]);

/** Path of the per-game calls. */
export const GameSlugParams = z.object({ slug: z.string().min(1).max(100) });
/** Path of a round's calls. */
export const RoundParams = z.object({ slug: z.string().min(1).max(100), id: z.string().uuid() });

/** POST /api/games/{slug}/launch. */
export const LaunchRequest = z.object({ mode: PlayMode });

/** A roulette bet position with its stake (major units). */
export const RouletteBetInput = z.object({
  type: z.enum([
    "straight",
    "split",
    "street",
    "corner",
    "sixLine",
    "red",
    "black",
    "odd",
    "even",
    "low",
    "high",
    "dozen",
    "column",
  ]),
  numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
  index: z.number().int().min(1).max(3).optional(),
  amount: MoneyAmount,
});

/** POST /api/games/{slug}/rounds: one bet. Roulette stakes are the sum of its bets. */
export const RoundRequest = z.object({
  /** Total stake (major units); ignored for roulette, whose stake is the sum of `bets`. */
  stake: MoneyAmount.optional(),
  /** The client's id of this round: a retry with the same id returns the same round. */
  clientRoundId: z.string().min(1).max(100),
  mode: PlayMode.default("real"),
  /** Roulette positions. */
  bets: z.array(RouletteBetInput).min(1).max(50).optional(),
  /** Dice: roll under or over a target (hundredths, 0 … 9999). */
  dice: z.object({ target: z.number().int(), direction: z.enum(["under", "over"]) }).optional(),
  autoplay: z.boolean().default(false),
});
export type RoundRequest = z.input<typeof RoundRequest>;

/** POST /api/games/{slug}/rounds/{id}/actions: one blackjack move. */
export const ActionRequest = z.object({
  action: z.enum(["hit", "stand", "double", "split", "insurance", "noInsurance"]),
  /** The client's id of this step: a retry returns the same result without a second debit. */
  clientActionId: z.string().min(1).max(100),
});

/** A round as the player sees it (blackjack hides the shoe and the hole card until done). */
export const RoundView = z.object({
  id: z.string(),
  slug: z.string(),
  mode: PlayMode,
  status: z.enum(["open", "settled"]),
  currency: z.string(),
  stake: z.number(),
  win: z.number(),
  outcome: z.unknown(),
  /** The player's inputs (bets, dice target) and the blackjack steps. */
  bet: z.unknown(),
  steps: z.array(z.unknown()),
  balanceBefore: z.number().nullable(),
  balanceAfter: z.number().nullable(),
  seeds: z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    /** Revealed once the seed pair has been rotated. */
    serverSeed: z.string().nullable(),
  }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** A game of another studio: that studio's round reference (game recall shows it). */
  providerRound: z.string().nullable().optional(),
  /** The game's name in the catalogue (recall and history); null when the game is no longer listed. */
  gameName: z.string().nullable().optional(),
});
export type RoundView = z.infer<typeof RoundView>;

/** The game page to open, and the player's unfinished round of the game to resume (real mode). */
export const LaunchResponse = z.object({
  url: z.string(),
  mode: PlayMode,
  openRound: RoundView.nullable(),
  /** Fun mode: the play money this browser's fun session holds (major units); null in real mode. */
  funBalance: z.number().nullable().optional(),
});

/** GET /api/games/{slug}/rounds/open: the unfinished round to resume, if any. */
export const OpenRoundResponse = z.object({ round: RoundView.nullable() });

/** GET /api/games/seeds: the current pair's commitment. */
export const SeedsResponse = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
/** POST /api/games/seeds/rotate. */
export const RotateSeedsRequest = z.object({ clientSeed: z.string().min(1).max(64).optional() });
/** The revealed previous pair and the new commitment. */
export const RotateSeedsResponse = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    rounds: z.number().int(),
  }),
  current: SeedsResponse,
});
/**
 * PUT /api/test/seeds (test seam, mounted only with TEST_SEAMS=true): the seed pair a player's next rounds use, so
 * a journey knows the outcomes it will play.
 */
export const TestSeedsRequest = z.object({
  /** The player; unset = the session's player. */
  username: z.string().min(1).max(50).optional(),
  /** Any non-empty text; its SHA-256 becomes the commitment shown to the player. */
  serverSeed: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  /** The nonce of the next round. */
  nonce: z.number().int().min(0).max(1_000_000_000).default(0),
});

/**
 * POST /api/test/session/backdate (test seam, mounted only with TEST_SEAMS=true): the caller's session counts as
 * started this many seconds earlier, so a journey reaches a session-time limit without waiting for it.
 */
export const TestBackdateSessionRequest = z.object({
  seconds: z.number().int().min(1).max(3_600),
});

/** GET /api/user/gameSessions. */
export const GameSessionsQuery = z.object({
  slug: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** GET /api/user/casinoHistory (first page and load-more). */
export const CasinoHistoryQuery = z.object({
  /** Only the rounds of this game (the history page's game filter). */
  slug: z.string().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** A list of recorded rounds. */
export const RoundsResponse = z.object({
  items: z.array(RoundView),
  total: z.number().int().optional(),
  hasMore: z.boolean().optional(),
});
/** GET /api/user/recentPlayed: the player's last distinct games. */
export const RecentPlayedResponse = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      /** The game's name in the catalogue; null when it is no longer listed. */
      name: z.string().nullable().optional(),
      lastPlayedAt: z.string(),
    }),
  ),
});

/** Codes of a refused game launch, round or action. */
export const GameErrorCode = z.enum([
  /** The slug names no game of the catalogue. */
  "GAME_NOT_FOUND",
  /** The game is not played here (an imported game launches at its vendor). */
  "NOT_PLAYABLE",
  /** The bet does not fit the game or table (stake, position, target). */
  "INVALID_BET",
  /** A round of this game is still open; `details.roundId`. */
  "ROUND_OPEN",
  /** No such round of this player and game. */
  "ROUND_NOT_FOUND",
  /** The action is not allowed at this point of the hand. */
  "ILLEGAL_ACTION",
  /** The game has no fun mode. */
  "FUN_MODE_UNAVAILABLE",
]);
export type GameErrorCode = z.infer<typeof GameErrorCode>;
