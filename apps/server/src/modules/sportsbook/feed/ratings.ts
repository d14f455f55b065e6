import type { Sport } from "@casino/contract";
import type { MatchModel } from "@casino/sports";

// How a team's strength (0 … 1, see leagues.ts) becomes the ratings of the sport's pricing model (scales in
// packages/sports/src/types.ts): football attack 0.9 … 2.0 goals and defence 1.25 … 0.75 (lower is better),
// tennis 58 … 68 % of points won on serve, basketball 100 … 120 points.

export function ratingsFor(sport: Sport, strength: number): Record<string, number> {
  const s = Math.min(1, Math.max(0, strength));
  if (sport === "football") return { attack: round(0.9 + 1.1 * s), defence: round(1.25 - 0.5 * s) };
  if (sport === "tennis") return { serve: round(0.58 + 0.1 * s) };
  return { rating: round(100 + 20 * s) };
}

const HOME_ADVANTAGE = { football: 1.2, basketball: 3 } as const;

/** The match model of two rated sides; `wobble` (around 1) nudges the home side for pre-match price drift. */
export function matchModel(
  sport: Sport,
  home: Record<string, number>,
  away: Record<string, number>,
  wobble = 1,
): MatchModel {
  if (sport === "football") {
    return {
      sport,
      home: { attack: round(home.attack! * wobble), defence: home.defence! },
      away: { attack: away.attack!, defence: away.defence! },
      homeAdvantage: HOME_ADVANTAGE.football,
    };
  }
  if (sport === "tennis") {
    return {
      sport,
      home: { serve: round(Math.min(0.8, home.serve! * (1 + (wobble - 1) / 4))) },
      away: { serve: away.serve! },
    };
  }
  return {
    sport,
    home: { rating: round(home.rating! * (1 + (wobble - 1) / 5)) },
    away: { rating: away.rating! },
    homeAdvantage: HOME_ADVANTAGE.basketball,
  };
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;
