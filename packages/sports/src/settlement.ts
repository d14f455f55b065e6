// Settlement of one selection against a final result, and what each outcome returns per unit staked.
// Abandoned or cancelled events are voided by the caller (voidOutcome); a result here is always a finished match:
// football after 90 minutes plus stoppage time, tennis after the deciding set, basketball including overtime.

import { CORRECT_SCORE_MAX } from "./football";
import { mirrorOutcome, settleOver } from "./lines";
import { SET_BETTING_KEYS, setsWon } from "./tennis";
import type { MarketType, MatchResult, SelectionOutcome, Sport } from "./types";

/** The sport each market type belongs to. */
export const MARKET_SPORT: Record<MarketType, Sport> = {
  "1x2": "football",
  double_chance: "football",
  total_goals: "football",
  btts: "football",
  correct_score: "football",
  asian_handicap: "football",
  match_winner: "tennis",
  set_betting: "tennis",
  total_games: "tennis",
  moneyline: "basketball",
  spread: "basketball",
  total_points: "basketball",
};

/** Market types with a line (totals and handicaps). */
export const LINE_MARKETS: ReadonlySet<MarketType> = new Set([
  "total_goals",
  "asian_handicap",
  "total_games",
  "spread",
  "total_points",
]);

export class SettlementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SettlementError";
  }
}

/** The outcome of every selection of a void (abandoned, cancelled) event: the stake is returned. */
export function voidOutcome(): SelectionOutcome {
  return "void";
}

function requireLine(type: MarketType, line: number | null): number {
  if (line === null || !Number.isFinite(line) || Math.abs(line * 4 - Math.round(line * 4)) > 1e-9) {
    throw new SettlementError(`${type} needs a line in quarter steps, got ${line}`);
  }
  return line;
}

function overUnder(type: MarketType, key: string, value: number, line: number): SelectionOutcome {
  if (key === "over") return settleOver(value, line);
  if (key === "under") return mirrorOutcome(settleOver(value, line));
  throw new SettlementError(`unknown selection ${key} of ${type}`);
}

function handicap(type: MarketType, key: string, margin: number, line: number): SelectionOutcome {
  // The line is given to the home side: home wins when margin + line > 0.
  if (key === "home") return settleOver(margin, -line);
  if (key === "away") return mirrorOutcome(settleOver(margin, -line));
  throw new SettlementError(`unknown selection ${key} of ${type}`);
}

const won = (condition: boolean): SelectionOutcome => (condition ? "won" : "lost");

/**
 * How a selection settles on a final result. Throws SettlementError for a selection key the market does not
 * have, a missing or off-grid line, or a result of another sport / an unfinished tennis match.
 */
export function settleSelection(
  type: MarketType,
  line: number | null,
  key: string,
  result: MatchResult,
): SelectionOutcome {
  const sport = MARKET_SPORT[type];
  if (!sport) throw new SettlementError(`unknown market type ${type}`);
  if (result.sport !== sport) throw new SettlementError(`${type} cannot settle on a ${result.sport} result`);

  if (result.sport === "football" || result.sport === "basketball") {
    const { home, away } = result;
    const margin = home - away;
    switch (type) {
      case "1x2":
      case "moneyline":
        if (key === "home") return won(margin > 0);
        if (key === "away") return won(margin < 0);
        if (key === "draw" && type === "1x2") return won(margin === 0);
        break;
      case "double_chance":
        if (key === "1X") return won(margin >= 0);
        if (key === "12") return won(margin !== 0);
        if (key === "X2") return won(margin <= 0);
        break;
      case "btts":
        if (key === "yes") return won(home > 0 && away > 0);
        if (key === "no") return won(home === 0 || away === 0);
        break;
      case "correct_score": {
        if (key === "other") return won(home > CORRECT_SCORE_MAX || away > CORRECT_SCORE_MAX);
        const m = /^(\d)-(\d)$/.exec(key);
        if (m && Number(m[1]) <= CORRECT_SCORE_MAX && Number(m[2]) <= CORRECT_SCORE_MAX) {
          return won(Number(m[1]) === home && Number(m[2]) === away);
        }
        break;
      }
      case "total_goals":
      case "total_points":
        return overUnder(type, key, home + away, requireLine(type, line));
      case "asian_handicap":
      case "spread":
        return handicap(type, key, margin, requireLine(type, line));
      default:
        break;
    }
    throw new SettlementError(`unknown selection ${key} of ${type}`);
  }

  // Tennis.
  const [sh, sa] = setsWon(result.sets);
  if (!((sh === 2 && sa < 2) || (sa === 2 && sh < 2))) {
    throw new SettlementError("a tennis result must be a finished best-of-three match");
  }
  switch (type) {
    case "match_winner":
      if (key === "home") return won(sh === 2);
      if (key === "away") return won(sa === 2);
      break;
    case "set_betting":
      if ((SET_BETTING_KEYS as readonly string[]).includes(key)) return won(key === `${sh}-${sa}`);
      break;
    case "total_games": {
      const games = result.sets.reduce((n, [h, a]) => n + h + a, 0);
      return overUnder(type, key, games, requireLine(type, line));
    }
    default:
      break;
  }
  throw new SettlementError(`unknown selection ${key} of ${type}`);
}

/** The multiple of the stake a settled selection returns at the given decimal odds. */
export function returnFactor(outcome: SelectionOutcome, odds: number): number {
  switch (outcome) {
    case "won":
      return odds;
    case "lost":
      return 0;
    case "void":
      return 1;
    case "half_won":
      return (1 + odds) / 2;
    case "half_lost":
      return 0.5;
  }
}

/** Return multiple of an accumulator: the product of its legs' return factors (a void leg counts as 1). */
export function multipleReturnFactor(legs: readonly { outcome: SelectionOutcome; odds: number }[]): number {
  let factor = 1;
  for (const leg of legs) factor *= returnFactor(leg.outcome, leg.odds);
  return factor;
}
