import { z } from "zod";
import { UrlLocale } from "./locale";

// Engagement: progressive jackpots, tournaments, loyalty, advent calendar and prize wheel
// (docs/product/engagement.md). Jackpot money is in MINOR units (docs/product/engagement.md#jackpots: divide by 100);
// every other amount here is major units like the rest of the API.

/** The four levels of a progressive jackpot, smallest first. */
export const JackpotLevelName = z.enum(["I", "II", "III", "IV"]);
export type JackpotLevelName = z.infer<typeof JackpotLevelName>;

/** One win as the card shows it: amount in minor units, when, and the masked winner. */
export const JackpotWinView = z.object({
  amount: z.number().int(),
  date: z.string(),
  user: z.string(),
});

/** One level of the jackpot card (docs/product/engagement.md#jackpots). */
export const JackpotLevelView = z.object({
  level: JackpotLevelName,
  currency: z.string(),
  /** Minor units. */
  currentValue: z.number().int(),
  largestWin: JackpotWinView.nullable(),
  lastWin: JackpotWinView.nullable(),
  topMonthlyWinners: z.array(JackpotWinView),
  topYearlyWinners: z.array(JackpotWinView),
  numberOfWins: z.number().int(),
});

/** GET /api/jackpot/egt-jackpot, GET /api/eqJackpot, one element of GET /api/jackpot-cards. */
export const JackpotCard = z.object({
  jackpotId: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Games whose stakes feed the jackpot. */
  games: z.array(z.string()),
  levels: z.array(JackpotLevelView),
});
export type JackpotCard = z.infer<typeof JackpotCard>;

/** The jackpot-cards service (docs/product/engagement.md#jackpots): every jackpot with its level fields. */
export const JackpotCardsResponse = z.object({ items: z.array(JackpotCard) });

/** Query of the jackpot calls: the currency to show (else the viewer's, else EUR). */
export const JackpotQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
});

/** The live event of the jackpot stream (bus channel `engagement.jackpot`), minor units. */
export const JackpotTick = z.object({
  jackpotId: z.string(),
  currency: z.string(),
  values: z.record(JackpotLevelName, z.number().int()),
});
export type JackpotTick = z.infer<typeof JackpotTick>;

// ---------- tournaments ----------

/** How a tournament ranks players. */
export const TournamentScoring = z.enum(["total_multiplier", "biggest_multiplier", "turnover"]);
export type TournamentScoring = z.infer<typeof TournamentScoring>;
export const TournamentStatus = z.enum(["upcoming", "running", "finished"]);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const TournamentGame = z.object({ slug: z.string(), name: z.string(), thumbnail: z.string() });

export const TournamentView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: TournamentStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: TournamentScoring,
  /** opt_in: a click; ticket: a TICKET_ bonus in the player's bonus wallet. */
  entry: z.enum(["opt_in", "ticket"]),
  ticketCode: z.string().nullable(),
  /** Prize per rank in major units of the player's own currency (rank 1 first). */
  prizes: z.array(z.number()),
  /** real: paid as real money; bonus: paid as bonus money to be wagered (the bonus rules apply). */
  prizeKind: z.enum(["real", "bonus"]),
  /** Smallest stake of a round that scores, in major units of the player's own currency. */
  minStake: z.number(),
  gameSlugs: z.array(z.string()),
  /** Only with expand=games. */
  games: z.array(TournamentGame).optional(),
  /** Whether the asking player takes part (false for guests). */
  entered: z.boolean(),
});
export type TournamentView = z.infer<typeof TournamentView>;

/** GET /api/tournaments and /api/tournaments/{id}: filter state {status, offset, currentPage}, language, expand. */
export const TournamentsQuery = z.object({
  status: TournamentStatus.optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  language: UrlLocale.optional(),
  /** `games` adds the game names and thumbnails. */
  expand: z.enum(["games"]).optional(),
});
export const TournamentsResponse = z.object({
  items: z.array(TournamentView),
  total: z.number().int(),
  offset: z.number().int(),
  currentPage: z.number().int(),
});
export const TournamentIdParams = z.object({ id: z.string().min(1).max(80) });

export const LeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked, e.g. an***ea. */
  username: z.string(),
  score: z.number(),
  rounds: z.number().int(),
  /** Major units; null outside the prize places. */
  prize: z.number().nullable(),
  me: z.boolean(),
});
/** GET /api/tournaments/leaderboard/{id}: the top rows and the asking player's own row. */
export const LeaderboardResponse = z.object({
  tournamentId: z.string(),
  status: TournamentStatus,
  scoring: TournamentScoring,
  items: z.array(LeaderboardRow),
  me: LeaderboardRow.nullable(),
  participants: z.number().int(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

// ---------- loyalty ----------

export const LoyaltyLevelView = z.object({
  id: z.string(),
  name: z.string(),
  /** Lifetime points needed. */
  threshold: z.number().int(),
  benefits: z.array(z.string()),
});

/** GET /api/loyalty/profile (docs/product/engagement.md#loyalty). */
export const LoyaltyProfile = z.object({
  level: LoyaltyLevelView,
  nextLevel: LoyaltyLevelView.nullable(),
  /** Every level of the programme, lowest first, with its benefits. */
  levels: z.array(LoyaltyLevelView),
  /** Spendable points. */
  points: z.number().int(),
  /** Points ever earned (decides the level). */
  lifetimePoints: z.number().int(),
  avatar: z.string(),
  inboxUnreadCount: z.number().int(),
  username: z.string(),
  country: z.string(),
  tags: z.array(z.string()),
});
export type LoyaltyProfile = z.infer<typeof LoyaltyProfile>;

export const InboxMessage = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export const InboxResponse = z.object({ items: z.array(InboxMessage), unread: z.number().int() });
export const MessageIdParams = z.object({ id: z.string().uuid() });

export const ShopItem = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number().int(),
  /** What the player gets, in major units of their own currency. */
  reward: z.object({ kind: z.enum(["bonus_money", "free_spins", "cash"]), amount: z.number() }),
});
export const ShopResponse = z.object({ items: z.array(ShopItem), points: z.number().int() });
/**
 * GET /api/shops (docs/product/engagement.md#loyalty): what the points shop offers, for anyone (a guest deciding
 * whether to join too).
 */
export const ShopsResponse = z.object({ items: z.array(ShopItem) });
export const ShopItemParams = z.object({ itemId: z.string().min(1).max(40) });

// ---------- calendar mechanics ----------

/** A reward as paid (advent door, wheel prize): major units in the player's currency. */
export const RewardView = z.object({
  kind: z.enum(["cash", "bonus_money", "free_spins", "points", "nothing"]),
  amount: z.number(),
  label: z.string(),
});

export const AdventDoor = z.object({
  day: z.number().int().min(1).max(24),
  /** locked: before its day; openable: on or after it; opened: done. */
  state: z.enum(["locked", "openable", "opened"]),
  reward: RewardView.nullable(),
});
/** GET /api/advent-calendar. */
export const AdventCalendarResponse = z.object({
  year: z.number().int(),
  /** Today in Europe/Amsterdam, YYYY-MM-DD. */
  today: z.string(),
  doors: z.array(AdventDoor),
});
export const AdventDoorParams = z.object({ day: z.coerce.number().int().min(1).max(24) });

/** A segment of the prize wheel: what it pays (kind and amount, as RewardView), so the wheel can say it in words. */
export const WheelPrize = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number().int(),
  kind: RewardView.shape.kind,
  /** Major units of the player's currency for money, a count for spins and points, 0 for nothing. */
  amount: z.number(),
});
/** GET /api/prize-wheel. */
export const PrizeWheelResponse = z.object({
  prizes: z.array(WheelPrize),
  canSpin: z.boolean(),
  /** When the next spin is possible (start of the next Amsterdam day) if not now. */
  nextSpinAt: z.string().nullable(),
});
/** POST /api/prize-wheel/spin: the prize and the seeds that drew it (verifiable with the fair verifier). */
export const WheelSpinResponse = z.object({
  prizeIndex: z.number().int(),
  prize: WheelPrize,
  reward: RewardView,
  seeds: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
  }),
});

/** GET /api/game-of-the-week: the editorial pick of the content store, its banner and its boosted reward. */
export const GameOfTheWeekResponse = z.object({
  slug: z.string(),
  /** The game's catalogue name. */
  gameName: z.string(),
  title: z.string(),
  text: z.string(),
  /** Banner artwork and its alternative text. */
  image: z.string(),
  imageAlt: z.string(),
  /** Loyalty points multiplier on this game while it is the pick. */
  pointsBoost: z.number(),
  /** When the pick ends (the entry's publishTo), if scheduled. */
  until: z.string().nullable(),
});
export type GameOfTheWeekResponse = z.infer<typeof GameOfTheWeekResponse>;

/** Codes of refused tournament, calendar, wheel, shop and inbox calls. */
export const EngagementErrorCode = z.enum([
  "TOURNAMENT_NOT_FOUND",
  /** The tournament has finished. */
  "TOURNAMENT_CLOSED",
  /** A ticket tournament and no ticket in the bonus wallet; `details.ticketCode`. */
  "TICKET_REQUIRED",
  /** The advent door's day has not come yet, or the calendar is over. */
  "DOOR_LOCKED",
  "DOOR_ALREADY_OPENED",
  /** Today's spin is used up; `details.nextSpinAt`. */
  "WHEEL_ALREADY_SPUN",
  "SHOP_ITEM_NOT_FOUND",
  "NOT_ENOUGH_POINTS",
  "MESSAGE_NOT_FOUND",
  /** No game of the week is published now. */
  "GAME_OF_THE_WEEK_NOT_FOUND",
]);
export type EngagementErrorCode = z.infer<typeof EngagementErrorCode>;
