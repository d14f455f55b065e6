// The shared vocabulary of the sportsbook maths. The server's feed, book and settlement and the web's odds display
// all speak these types; nothing here does I/O.

export type Sport = "football" | "tennis" | "basketball";

/** Every market type the book offers. Lines (totals, handicaps) live on the market, not in the type. */
export type MarketType =
  // football
  | "1x2"
  | "double_chance" // "1X" (home or draw), "12" (home or away), "X2" (draw or away)
  | "total_goals" // line: 0.5 … 4.5; selections over/under
  | "btts" // yes/no
  | "correct_score" // selections "h-a" for 0-0 … 4-4 plus "other"
  | "asian_handicap" // line = handicap applied to the home side (quarter lines allowed); selections home/away
  // tennis (best of three sets)
  | "match_winner" // home/away
  | "set_betting" // "2-0" "2-1" "1-2" "0-2" (home sets first)
  | "total_games" // line; over/under
  // basketball
  | "moneyline" // home/away (overtime included, no draw)
  | "spread" // line = points given to the home side (e.g. -5.5); selections home/away
  | "total_points"; // line; over/under

/** One priced outcome: its key within the market (see MarketType) and its fair probability (0 … 1). */
export interface FairSelection {
  key: string;
  probability: number;
}

/**
 * A market with fair probabilities. Probabilities of the selections sum to 1 (for handicap/total lines with a
 * push, the push mass is taken out and the rest renormalised, as a bettor gets the stake back then). The one
 * exception is double chance, whose three selections ("1X", "12", "X2") each cover two of the three results, so
 * they sum to 2. For quarter lines, `probability` is 1 / fair odds of the half-and-half bet.
 */
export interface FairMarket {
  /** Stable id within the event, e.g. "1x2", "total_goals:2.5", "asian_handicap:-0.75". */
  key: string;
  type: MarketType;
  line: number | null;
  selections: FairSelection[];
}

/** A priced selection: decimal odds after margin, on the ladder. */
export interface PricedSelection {
  key: string;
  odds: number;
}

export interface PricedMarket {
  key: string;
  type: MarketType;
  line: number | null;
  selections: PricedSelection[];
}

/** Football: the state a price is conditioned on. */
export interface FootballState {
  /** Minutes played, 0 … 90 (stoppage time counted as 90). */
  minute: number;
  home: number;
  away: number;
  homeRed: number;
  awayRed: number;
}

/** Tennis: sets and games so far, and who serves now. */
export interface TennisState {
  /** Completed sets, home games first: [[6,4],[3,6]]. */
  sets: [number, number][];
  /** Games in the current set. */
  games: [number, number];
  /** Points in the current game (0,1,2,3,… with deuce handled by the model). */
  points: [number, number];
  server: "home" | "away";
}

/** Basketball: points so far and seconds left in regulation (0 at full time; overtime adds 300 s). */
export interface BasketballState {
  home: number;
  away: number;
  secondsLeft: number;
}

export type MatchState =
  | { sport: "football"; state: FootballState }
  | { sport: "tennis"; state: TennisState }
  | { sport: "basketball"; state: BasketballState };

/** A final result, as settlement reads it. */
export type MatchResult =
  | { sport: "football"; home: number; away: number }
  | { sport: "tennis"; sets: [number, number][] }
  | { sport: "basketball"; home: number; away: number };

/** How one selection settles. Half results belong to quarter-line Asian handicaps. */
export type SelectionOutcome = "won" | "lost" | "void" | "half_won" | "half_lost";

export type OddsFormat = "decimal" | "fractional" | "american";

// ---------------------------------------------------------------------------------------------------------------
// Models, simulator and helpers' inputs (added with the implementation; see README.md for the rating scales).

/**
 * Football ratings, multiplicative (Dixon–Coles parametrisation). Expected goals:
 *   home = home.attack × away.defence × homeAdvantage,   away = away.attack × home.defence.
 * `attack` ≈ goals a side scores per match against an average defence on neutral ground (typically 0.8 … 2.2);
 * `defence` is a multiplier of what the opponent scores (1 = average, 0.7 = strong, 1.3 = weak; lower is better);
 * `homeAdvantage` is a multiplier of the home side's goals (typically 1.1 … 1.35; 1 = neutral venue).
 */
export interface FootballModel {
  sport: "football";
  home: { attack: number; defence: number };
  away: { attack: number; defence: number };
  homeAdvantage: number;
}

/** Tennis: P(the player wins a point on their own serve), e.g. 0.64 (men's tour ≈ 0.60 … 0.70). */
export interface TennisModel {
  sport: "tennis";
  home: { serve: number };
  away: { serve: number };
}

/**
 * Basketball ratings in points: `rating` = points the team scores in regulation against an average opponent on
 * neutral ground (typically 95 … 125). Expected margin (home − away) = home.rating − away.rating + homeAdvantage,
 * expected total = home.rating + away.rating; `homeAdvantage` in points (typically 2 … 4).
 */
export interface BasketballModel {
  sport: "basketball";
  home: { rating: number };
  away: { rating: number };
  homeAdvantage: number;
}

export type MatchModel = FootballModel | TennisModel | BasketballModel;

/** How margin is put on fair probabilities (see margin.ts). */
export type MarginMethod = "power" | "proportional";

/** One leg of a same-game (bet builder) combination. */
export interface BetBuilderLeg {
  type: MarketType;
  line: number | null;
  key: string;
}

/** One leg of a bet being valued for cash-out. */
export interface CashOutLeg {
  /** Odds the leg was accepted at. */
  odds: number;
  /** Settled outcome, or "open" while the leg is still running. */
  outcome: SelectionOutcome | "open";
  /** Current fair probability that the open leg wins (ignored for settled legs). */
  probability: number;
}

export interface CashOutInput {
  stake: number;
  legs: CashOutLeg[];
  /** The book's cash-out margin, e.g. 0.05 keeps 5 % of the fair value. */
  margin: number;
}

export type SimEventKind =
  | "kickoff"
  | "goal"
  | "red_card"
  | "danger"
  | "safe"
  | "point"
  | "game"
  | "set"
  | "score"
  | "period"
  | "end";

/** One event of a simulated match; `state` is the full match state right after it. */
export interface SimEvent {
  /** Match seconds since kick-off / first serve / tip-off. */
  at: number;
  kind: SimEventKind;
  side?: "home" | "away";
  /** Basketball "score": points scored (1, 2 or 3). */
  points?: number;
  state: MatchState;
}

export interface Simulation {
  events: SimEvent[];
  result: MatchResult;
}
