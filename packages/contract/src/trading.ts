import { z } from "zod";
import { EventStatus } from "./sports";

/** GET /api/admin/trading/events query. */
export const TradingEventsQuery = z.object({
  /** Which events: those still taking bets (scheduled and live, the default) or those over. */
  state: z.enum(["open", "ended"]).default("open"),
});
export type TradingEventsQuery = z.infer<typeof TradingEventsQuery>;

/** One outcome of a market with what the book pays if it wins. Money in major units of `currency`. */
export const TradingSelection = z.object({
  id: z.string(),
  key: z.string(),
  /** As players read it in the request's locale: a team's name, "Draw", "Over 2.5". */
  name: z.string(),
  odds: z.number(),
  /** Open bets with this selection as a leg. */
  bets: z.number().int(),
  /** Stakes of the open singles on it. */
  stakes: z.number(),
  /** What the book pays on the open bets with this leg if it wins (multiples counted in full). */
  payout: z.number(),
});

/** A market as the trader sees it: its state, the suspension by a trader, and the book's liability. */
export const TradingMarket = z.object({
  id: z.string(),
  key: z.string(),
  /** As players read it in the request's locale (X-Locale): "Match result", "Total goals 2.5". */
  name: z.string(),
  type: z.string(),
  line: z.number().nullable(),
  inPlay: z.boolean(),
  /** open | suspended | closed | settled as the feed set it. */
  status: z.string(),
  /** Suspended by a trader (bets are refused whatever the feed says). */
  traderSuspended: z.boolean(),
  selections: z.array(TradingSelection),
  /** The most the book loses on this market: the largest payout less the market's single stakes. */
  liability: z.number(),
});
export type TradingMarket = z.infer<typeof TradingMarket>;

/** An event on the trader's board. */
export const TradingEvent = z.object({
  id: z.string(),
  sport: z.string(),
  competitionId: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: EventStatus,
  traderSuspended: z.boolean(),
  /** The event's own overround (1.06 = 6 % margin); null uses the book's. */
  margin: z.number().nullable(),
  resultVersion: z.number().int(),
  /** The currency the liabilities are in (each currency's bets are counted apart; this is the largest book). */
  currency: z.string(),
  /** Open bets on the event. */
  openBets: z.number().int(),
  /** The most the book loses on any one market of the event. */
  liability: z.number(),
});
export type TradingEvent = z.infer<typeof TradingEvent>;

/** 200 of GET /api/admin/trading/events. */
export const TradingEventsResponse = z.object({ items: z.array(TradingEvent) });
export type TradingEventsResponse = z.infer<typeof TradingEventsResponse>;

/** 200 of GET /api/admin/trading/events/{id}: the event with every market of its current phase. */
export const TradingEventDetail = TradingEvent.extend({ markets: z.array(TradingMarket) });
export type TradingEventDetail = z.infer<typeof TradingEventDetail>;

/** PUT /api/admin/trading/events/{id}/suspension and /markets/{id}/suspension. */
export const SuspensionRequest = z.object({
  /** true suspends (bets refused at once, in every process), false lifts the suspension. */
  suspended: z.boolean(),
});
export type SuspensionRequest = z.infer<typeof SuspensionRequest>;

/** PUT /api/admin/trading/events/{id}/margin. */
export const MarginRequest = z.object({
  /** The overround to price with, 1.00–1.50 (1.06 = 6 %); null returns to the book's. */
  margin: z.number().min(1).max(1.5).nullable(),
});
export type MarginRequest = z.infer<typeof MarginRequest>;

/** PUT /api/admin/trading/players/{userId}/stake-factor. */
export const StakeFactorRequest = z.object({
  /** Multiplies the book's maximum stake for this player: 0 (no bets) to 10, in steps of 0.01; 1 is the default. */
  factor: z.number().min(0).max(10).multipleOf(0.01),
});
export type StakeFactorRequest = z.infer<typeof StakeFactorRequest>;

/** 200 of the stake-factor calls. */
export const StakeFactorResponse = z.object({
  userId: z.string(),
  factor: z.number(),
  /** The player's largest stake now, in major units of their currency. */
  maxStake: z.number(),
  currency: z.string(),
});
export type StakeFactorResponse = z.infer<typeof StakeFactorResponse>;

/** One bet as the live ticker shows it (SSE event `bet` of GET /api/admin/trading/ticker). */
export const TickerBet = z.object({
  betId: z.string(),
  userId: z.string(),
  kind: z.string(),
  currency: z.string(),
  stake: z.number(),
  potentialReturn: z.number(),
  /** Combined decimal odds; null for system bets. */
  odds: z.number().nullable(),
  live: z.boolean(),
  eventIds: z.array(z.string()),
  placedAt: z.string(),
});
export type TickerBet = z.infer<typeof TickerBet>;
