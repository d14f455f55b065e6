import { z } from "zod";
import {
  ACCEPT_ODDS_CHANGES,
  BET_ERROR_CODES,
  EVENT_STATUSES,
  MARKET_STATUSES,
  ODDS_FORMATS,
  SPORTS,
} from "./sports.api";

// The sportsbook's HTTP contract: menu, events and markets, the odds stream, bets, cash-out and betting history.
// Odds travel as decimal numbers (two or three decimals, on the book's ladder); money in major units as elsewhere.

/** A stake or amount in major units (e.g. 5 or "2.50"); validated exactly on the server. */
const Amount = z.union([z.number(), z.string()]);

export const Sport = z.enum(SPORTS);
export type Sport = z.infer<typeof Sport>;

export const OddsFormat = z.enum(ODDS_FORMATS);
export type OddsFormat = z.infer<typeof OddsFormat>;

export const EventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatus>;

export const MarketStatus = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof MarketStatus>;

/** GET /api/sportsbook/menu: sports with their competitions and event counts. */
export const SportsMenu = z.object({
  sports: z.array(
    z.object({
      sport: Sport,
      name: z.string(),
      count: z.number().int(),
      liveCount: z.number().int(),
      competitions: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          /** ISO 3166 alpha-2, or "INT" for international competitions. */
          country: z.string(),
          count: z.number().int(),
          liveCount: z.number().int(),
        }),
      ),
    }),
  ),
});
export type SportsMenu = z.infer<typeof SportsMenu>;

export const Selection = z.object({
  id: z.string(),
  /** Key within the market: home, draw, away, over, under, yes, no, "2-1", … */
  key: z.string(),
  /** Display name in the request's locale, e.g. "Over 2.5" or the team's name. */
  name: z.string(),
  odds: z.number(),
});
export type Selection = z.infer<typeof Selection>;

export const Market = z.object({
  id: z.string(),
  /** Stable key within the event, e.g. "1x2", "total_goals:2.5". */
  key: z.string(),
  type: z.string(),
  line: z.number().nullable(),
  /** Display name in the request's locale, e.g. "Total goals 2.5". */
  name: z.string(),
  /** Grouping on the event page: main, goals, handicap, scores, sets, … */
  group: z.string(),
  status: MarketStatus,
  /** In-play market (opened at kick-off); pre-match markets close at kick-off and in-play ones replace them. */
  inPlay: z.boolean().optional(),
  /** The selections still offered (a selection the match has already decided, e.g. 0-0 after a goal, drops out). */
  selections: z.array(Selection),
});
export type Market = z.infer<typeof Market>;

/** Live state of a match as shown to players. */
export const Scoreboard = z.object({
  home: z.number().int(),
  away: z.number().int(),
  /** Free text of the period/clock, e.g. "67'", "Set 2 · 4-3", "Q3 05:12". */
  clock: z.string(),
  /** Tennis: set scores so far. */
  sets: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
  /** Tennis: "home" | "away" serving. */
  serving: z.enum(["home", "away"]).optional(),
  redCards: z.tuple([z.number().int(), z.number().int()]).optional(),
});
export type Scoreboard = z.infer<typeof Scoreboard>;

export const EventSummary = z.object({
  id: z.string(),
  sport: Sport,
  competitionId: z.string(),
  competitionName: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: EventStatus,
  scoreboard: Scoreboard.nullable(),
  /** The main market (1x2 / match winner / moneyline), when offered. */
  mainMarket: Market.nullable(),
  marketCount: z.number().int(),
  betBuilder: z.boolean(),
});
export type EventSummary = z.infer<typeof EventSummary>;

/** GET /api/sportsbook/events?sport&competitionId&date&status&offset&limit */
export const EventsQuery = z.object({
  sport: Sport.optional(),
  competitionId: z.string().max(60).optional(),
  /** A calendar day in Europe/Amsterdam, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  status: z.enum(["upcoming", "live", "all"]).default("all"),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const EventsResponse = z.object({ events: z.array(EventSummary), total: z.number().int() });
export type EventsResponse = z.infer<typeof EventsResponse>;

/** GET /api/sportsbook/events/{id}: the event with every market. */
export const EventDetail = EventSummary.extend({ markets: z.array(Market) });
export type EventDetail = z.infer<typeof EventDetail>;

/** A market's offer as the stream's snapshot carries it: its status and every selection still offered. */
export const StreamMarket = z.object({
  id: z.string(),
  status: MarketStatus,
  selections: z.array(z.object({ id: z.string(), odds: z.number() })),
});
export type StreamMarket = z.infer<typeof StreamMarket>;

/**
 * GET /api/sportsbook/stream (SSE). `id:` is the sequence number (increasing); a reconnect with Last-Event-ID
 * receives a `snapshot` instead of the missed deltas. Event names: odds, event, snapshot.
 *
 * An `odds` delta names only what changed, in the terms of the event the client already holds (decision 0217):
 * markets by their key within the event and phase (`Market.key`), selections by their key within the market
 * (`Selection.key`), prices in thousandths. A selection with 0 is no longer offered; a key the client does not
 * know (a market opened, a selection offered again) means the event's new shape is fetched again.
 */
export const OddsChange = z.object({
  seq: z.number().int(),
  eventId: z.string(),
  /** The phase of the markets named: in-play (true) or pre-match (false). */
  inPlay: z.boolean(),
  /** New statuses by market key: only markets whose status changed (or that are new). */
  status: z.record(z.string(), MarketStatus).optional(),
  /** New prices in thousandths (1850 = 1.85) by market key, then selection key; 0 = no longer offered. */
  odds: z.record(z.string(), z.record(z.string(), z.number().int().min(0))).optional(),
});
export type OddsChange = z.infer<typeof OddsChange>;

export const EventChange = z.object({
  seq: z.number().int(),
  eventId: z.string(),
  status: EventStatus,
  scoreboard: Scoreboard.nullable(),
});
export type EventChange = z.infer<typeof EventChange>;

/**
 * The `snapshot` of the stream (on a reconnect with Last-Event-ID): every event still scheduled or live (or those
 * of `eventIds`) with its status, scoreboard and the markets of its current phase. Its `seq` is the stream's
 * position: later deltas have higher ones. Each market lists all its offered selections.
 */
export const StreamSnapshot = z.object({
  seq: z.number().int(),
  events: z.array(
    EventChange.omit({ seq: true }).extend({
      markets: z.array(StreamMarket),
    }),
  ),
});
export type StreamSnapshot = z.infer<typeof StreamSnapshot>;

/** GET /api/sportsbook/stream?eventIds=a,b: only these events' changes (default: every event). */
export const SportsStreamQuery = z.object({
  eventIds: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v ? v.split(",").filter(Boolean).slice(0, 100) : undefined)),
});

export const AcceptOddsChanges = z.enum(ACCEPT_ODDS_CHANGES);
export type AcceptOddsChanges = z.infer<typeof AcceptOddsChanges>;

/**
 * POST /api/sportsbook/bets (Idempotency-Key header). `singles` stakes one bet per listed selection; `multiple`
 * one accumulator over all selections (distinct events); `system` e.g. {size:2} over 3 selections = 3 doubles at
 * `stakePerLine` each; `betBuilder` one same-game combination (all selections from one football event).
 */
export const PlaceBetsRequest = z.object({
  selections: z
    .array(z.object({ selectionId: z.string().max(80), odds: z.number().positive() }))
    .min(1)
    .max(20),
  stakes: z
    .object({
      singles: z.record(z.string(), Amount).optional(),
      multiple: Amount.optional(),
      system: z.object({ size: z.number().int().min(2).max(19), stakePerLine: Amount }).optional(),
      betBuilder: Amount.optional(),
    })
    .refine((s) => s.singles || s.multiple || s.system || s.betBuilder, "At least one stake is required"),
  acceptOddsChanges: AcceptOddsChanges.default("none"),
  /**
   * The bet builder price the player saw (from POST /api/sportsbook/betbuilder/price), checked like the odds of a
   * selection; without it only the selections' own odds are checked.
   */
  betBuilderOdds: z.number().positive().optional(),
  /**
   * A free bet of the player's bonus wallet (the grant id of a `free_bet` bonus) that pays the stake: the slip must
   * hold one bet (one single or the multiple) whose stake is the free bet's amount. One free bet per slip; a won
   * free bet pays the winnings without the stake.
   */
  freeBetId: z.string().max(80).optional(),
});
export type PlaceBetsRequest = z.input<typeof PlaceBetsRequest>;

export const BetKind = z.enum(["single", "multiple", "system", "bet_builder"]);
export const BetStatus = z.enum(["open", "won", "lost", "void", "cashed_out", "half_won", "half_lost"]);
export type BetStatus = z.infer<typeof BetStatus>;

export const BetLeg = z.object({
  selectionId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  sport: Sport,
  startsAt: z.string(),
  marketName: z.string(),
  selectionName: z.string(),
  /** Odds the bet was accepted at. */
  odds: z.number(),
  outcome: z.enum(["open", "won", "lost", "void", "half_won", "half_lost"]),
});

export const CashOutOffer = z.object({
  available: z.boolean(),
  /** Full cash-out amount now (major units); null when unavailable. */
  amount: z.number().nullable(),
  /** Why it is unavailable: suspended, settled, live_delay, not_offered, free_bet (free bets are not cashed out). */
  reason: z.string().nullable(),
});
export type CashOutOffer = z.infer<typeof CashOutOffer>;

export const Bet = z.object({
  id: z.string(),
  kind: BetKind,
  status: BetStatus,
  /** Current stake (after partial cash-outs), major units. */
  stake: z.number(),
  currency: z.string().length(3),
  /** Combined odds at acceptance (product of legs; for system bets the per-line average is not shown: null). */
  odds: z.number().nullable(),
  potentialReturn: z.number(),
  /** Paid so far (settlement and cash-outs). */
  returned: z.number(),
  legs: z.array(BetLeg),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  cashOut: CashOutOffer.nullable(),
  /** System bets: size and number of lines. */
  system: z.object({ size: z.number().int(), lines: z.number().int() }).nullable(),
  /** Staked by a free bet: `potentialReturn` and `returned` are the winnings only (the stake is not paid back). */
  freeBet: z.boolean(),
});
export type Bet = z.infer<typeof Bet>;

export const PlaceBetsResponse = z.object({ bets: z.array(Bet) });
export type PlaceBetsResponse = z.infer<typeof PlaceBetsResponse>;

/** POST /api/sportsbook/betbuilder/price: exact joint price of same-game selections. */
export const BetBuilderPriceRequest = z.object({ selectionIds: z.array(z.string().max(80)).min(2).max(6) });
export const BetBuilderPriceResponse = z.object({
  odds: z.number(),
  available: z.boolean(),
  reason: z.string().nullable(),
});

/**
 * POST /api/sportsbook/bets/{id}/cashout: full (no `stake`) or partial (`stake` of the bet to cash out). The book
 * prices the bet again and pays only an offer the player accepted: `expectedAmount` itself, or, as the player's
 * odds-change setting allows, a higher offer ("higher") or any offer ("any"). Otherwise 409 CASH_OUT_CHANGED with
 * the offer now in `details.amount`, and nothing is paid.
 */
export const CashOutRequest = z.object({
  /** The offer for the full bet the player accepted (a partial cash-out pays the same share of it). */
  expectedAmount: Amount,
  /** Partial cash-out: how much of the current stake to cash out (major units); omitted = all. */
  stake: Amount.optional(),
  /** The bet slip's odds-change setting, applied to the offer: none = exactly the amount accepted. */
  acceptOddsChanges: AcceptOddsChanges.default("none"),
});
export type CashOutRequest = z.input<typeof CashOutRequest>;
/** `paid` is what the book paid (the share of its offer now); the player is told this amount. */
export const CashOutResponse = z.object({ bet: Bet, paid: z.number() });

/** GET /api/user/bettingHistory?status&from&to&offset&limit */
export const BettingHistoryQuery = z.object({
  status: z.enum(["open", "settled", "all"]).default("all"),
  from: z.string().optional(),
  to: z.string().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const BettingHistoryResponse = z.object({ bets: z.array(Bet), total: z.number().int() });
export type BettingHistoryResponse = z.infer<typeof BettingHistoryResponse>;

/**
 * GET /api/sportsbook/start-info: the sports session bound to the player's session
 * (docs/product/sportsbook.md#sports-session).
 */
export const SportsStartInfo = z.object({
  partnerId: z.literal(2587),
  /** Opaque token of the sports session; changes when the player session changes. */
  token: z.string(),
  userId: z.string().nullable(),
  currency: z.string().length(3),
  language: z.string(),
  oddsFormat: OddsFormat,
  expiresAt: z.string().nullable(),
});
export type SportsStartInfo = z.infer<typeof SportsStartInfo>;

/** Refusal codes of the bet slip, each with its message. */
export const BetErrorCode = z.enum(BET_ERROR_CODES);
export type BetErrorCode = z.infer<typeof BetErrorCode>;

/** Refusal of an operator's result or abandonment that does not fit the event (a tennis score for football). */
export const SettlementErrorCode = z.enum(["INVALID_RESULT"]);
export type SettlementErrorCode = z.infer<typeof SettlementErrorCode>;

/**
 * POST /api/admin/sportsbook/events/{id}/result (operator): the final result. On an event that has ended it is a
 * correction: every bet on it is settled again, with compensating transfers only.
 */
export const SportsResultRequest = z.object({
  /** Football and basketball: the final score (basketball with overtime). */
  home: z.number().int().min(0).max(500).optional(),
  away: z.number().int().min(0).max(500).optional(),
  /** Tennis: the sets played, home games first, e.g. [[6,4],[3,6],[7,6]]. */
  sets: z
    .array(z.tuple([z.number().int().min(0).max(7), z.number().int().min(0).max(7)]))
    .min(2)
    .max(3)
    .optional(),
});
export type SportsResultRequest = z.infer<typeof SportsResultRequest>;

/** The answer of the operator's result and abandon calls. */
export const SportsAdminEventResponse = z.object({
  eventId: z.string(),
  status: EventStatus,
  /** Bumped by every result, correction and abandonment; settlement runs for each. */
  resultVersion: z.number().int(),
});
export type SportsAdminEventResponse = z.infer<typeof SportsAdminEventResponse>;
