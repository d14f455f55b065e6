// Football: independent Poisson goals with the Dixon–Coles low-score correction, conditioned in play on the
// minute, the score and red cards. Markets are read off the joint distribution of the final score.

import { arrayCdf, lineKey, lineProbabilities } from "./lines";
import { poissonPmf } from "./maths";
import type { FairMarket, FootballModel, FootballState } from "./types";

/** Dixon–Coles ρ: negative values add 0-0 and 1-1 and take from 1-0 and 0-1 (their fitted value is ≈ −0.1). */
export const DIXON_COLES_RHO = -0.08;
/** Further goals per side are counted up to this many (the tail beyond is renormalised away; < 1e-4 for λ ≤ 3). */
export const MAX_FURTHER_GOALS = 10;
/** Multiplier of a side's scoring rate per red card it has received… */
export const RED_CARD_OWN_FACTOR = 0.7;
/** …and of its opponent's rate per red card the side has received. */
export const RED_CARD_OPPONENT_FACTOR = 1.25;
export const FOOTBALL_MINUTES = 90;
/** Total goals lines offered. */
export const TOTAL_GOALS_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** Correct score selections run 0-0 … this-this, plus "other". */
export const CORRECT_SCORE_MAX = 4;
/** Asian handicap lines offered on each side of the balanced line, in quarter steps (3 → 7 lines). */
export const ASIAN_HANDICAP_SPREAD = 3;

/** Expected goals over a whole match (pre-match). */
export function expectedGoals(model: FootballModel): { home: number; away: number } {
  return {
    home: model.home.attack * model.away.defence * model.homeAdvantage,
    away: model.away.attack * model.home.defence,
  };
}

/**
 * Expected further goals from the state on: the match rates scaled by the share of the 90 minutes left (goals
 * are taken as uniform over the match) and by red cards — each card multiplies the side's own rate by
 * RED_CARD_OWN_FACTOR and its opponent's by RED_CARD_OPPONENT_FACTOR.
 */
export function remainingGoalRates(
  model: FootballModel,
  state: FootballState | null,
): { home: number; away: number } {
  const full = expectedGoals(model);
  if (!state) return full;
  const minute = Math.min(FOOTBALL_MINUTES, Math.max(0, state.minute));
  const left = (FOOTBALL_MINUTES - minute) / FOOTBALL_MINUTES;
  const homeRed = Math.min(4, Math.max(0, state.homeRed));
  const awayRed = Math.min(4, Math.max(0, state.awayRed));
  return {
    home: full.home * left * RED_CARD_OWN_FACTOR ** homeRed * RED_CARD_OPPONENT_FACTOR ** awayRed,
    away: full.away * left * RED_CARD_OWN_FACTOR ** awayRed * RED_CARD_OPPONENT_FACTOR ** homeRed,
  };
}

/** The Dixon–Coles ρ actually used for these means, clamped so every τ stays ≥ 0. */
function clampedRho(lambda: number, mu: number): number {
  let lo = -1;
  let hi = 1;
  if (lambda > 0) lo = Math.max(lo, -1 / lambda);
  if (mu > 0) lo = Math.max(lo, -1 / mu);
  if (lambda * mu > 0) hi = Math.min(hi, 1 / (lambda * mu));
  return Math.min(hi, Math.max(lo, DIXON_COLES_RHO));
}

/**
 * The Dixon–Coles factors τ(x, y) of the final scores 0-0, 0-1, 1-0, 1-1 (index 2x + y) for a match with
 * pre-match expected goals (λ, μ); every other final score has τ = 1.
 */
export function dixonColesTau(model: FootballModel): [number, number, number, number] {
  const { home: lambda, away: mu } = expectedGoals(model);
  const rho = clampedRho(lambda, mu);
  return [1 - lambda * mu * rho, 1 + lambda * rho, 1 + mu * rho, 1 - rho];
}

/**
 * Distribution of the final score: P[finalHome][finalAway] ∝ P(further goals) × τ(final score), where further
 * goals are independent Poisson with the remaining rates and τ is the Dixon–Coles factor of the final score
 * (from the pre-match means). Pre-match this is the classic Dixon–Coles model; in play it is that model
 * conditioned on the score so far (plus the red-card rates) — the simulator plays exactly this process. Each
 * side's further goals are counted up to MAX_FURTHER_GOALS and the whole is renormalised to 1. Pre-match the
 * matrix is 11 × 11; in play it is (home + 11) × (away + 11), zero below the current score.
 */
export function scoreDistribution(model: FootballModel, state: FootballState | null): number[][] {
  const rates = remainingGoalRates(model, state);
  const h0 = state ? Math.max(0, Math.trunc(state.home)) : 0;
  const a0 = state ? Math.max(0, Math.trunc(state.away)) : 0;
  const n = MAX_FURTHER_GOALS;
  const ph = poissonPmf(rates.home, n);
  const pa = poissonPmf(rates.away, n);
  const tau = dixonColesTau(model);
  const dist: number[][] = [];
  for (let i = 0; i < h0 + n + 1; i++) dist.push(new Array<number>(a0 + n + 1).fill(0));
  let total = 0;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= n; j++) {
      const x = h0 + i;
      const y = a0 + j;
      let p = ph[i]! * pa[j]!;
      if (x <= 1 && y <= 1) p *= tau[2 * x + y]!;
      dist[x]![y] = p;
      total += p;
    }
  }
  for (const row of dist) for (let j = 0; j < row.length; j++) row[j]! /= total;
  return dist;
}

/**
 * The Dixon–Coles weight of the current state: E[τ(final score) | state] under plain Poisson further goals with
 * the given remaining rates. The simulator multiplies a side's goal rate by h(after that goal) / h(now), which
 * turns the Poisson process into one whose final score is distributed exactly as scoreDistribution says.
 */
export function dixonColesWeight(
  tau: readonly number[],
  home: number,
  away: number,
  remaining: { home: number; away: number },
): number {
  let h = 1;
  for (let x = home; x <= 1; x++) {
    for (let y = away; y <= 1; y++) {
      const px = x === home ? Math.exp(-remaining.home) : remaining.home * Math.exp(-remaining.home);
      const py = y === away ? Math.exp(-remaining.away) : remaining.away * Math.exp(-remaining.away);
      h += px * py * (tau[2 * x + y]! - 1);
    }
  }
  return h;
}

/** Every football market from a final-score distribution (before dropping decided selections). */
export function footballMarketsFromDistribution(dist: number[][]): FairMarket[] {
  const rows = dist.length;
  const cols = dist[0]?.length ?? 0;
  let home = 0;
  let draw = 0;
  let away = 0;
  let bothScore = 0;
  const totals = new Float64Array(rows + cols);
  const margins = new Float64Array(rows + cols - 1); // index = margin + (cols − 1)
  const correct = new Map<string, number>();
  let correctListed = 0;
  for (let h = 0; h < rows; h++) {
    const row = dist[h]!;
    for (let a = 0; a < cols; a++) {
      const p = row[a]!;
      if (p === 0) continue;
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
      if (h > 0 && a > 0) bothScore += p;
      totals[h + a]! += p;
      margins[h - a + cols - 1]! += p;
      if (h <= CORRECT_SCORE_MAX && a <= CORRECT_SCORE_MAX) {
        correct.set(`${h}-${a}`, p);
        correctListed += p;
      }
    }
  }
  const markets: FairMarket[] = [
    {
      key: "1x2",
      type: "1x2",
      line: null,
      selections: [
        { key: "home", probability: home },
        { key: "draw", probability: draw },
        { key: "away", probability: away },
      ],
    },
    {
      key: "double_chance",
      type: "double_chance",
      line: null,
      selections: [
        { key: "1X", probability: home + draw },
        { key: "12", probability: home + away },
        { key: "X2", probability: draw + away },
      ],
    },
  ];
  const totalCdf = arrayCdf(totals);
  for (const line of TOTAL_GOALS_LINES) {
    const p = lineProbabilities(totalCdf, line);
    if (!p) continue;
    markets.push({
      key: lineKey("total_goals", line),
      type: "total_goals",
      line,
      selections: [
        { key: "over", probability: p.over },
        { key: "under", probability: p.under },
      ],
    });
  }
  markets.push({
    key: "btts",
    type: "btts",
    line: null,
    selections: [
      { key: "yes", probability: bothScore },
      { key: "no", probability: 1 - bothScore },
    ],
  });
  const scores: { key: string; probability: number }[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++) {
    for (let a = 0; a <= CORRECT_SCORE_MAX; a++) {
      const key = `${h}-${a}`;
      scores.push({ key, probability: correct.get(key) ?? 0 });
    }
  }
  scores.push({ key: "other", probability: Math.max(0, 1 - correctListed) });
  markets.push({ key: "correct_score", type: "correct_score", line: null, selections: scores });

  // Asian handicap: the quarter line closest to an even split, and ASIAN_HANDICAP_SPREAD quarter steps each side.
  const marginCdf = arrayCdf(margins, -(cols - 1));
  let centre = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let q = -40; q <= 40; q++) {
    const line = q / 4;
    const p = lineProbabilities(marginCdf, -line);
    if (!p) continue;
    const distance = Math.abs(p.over - 0.5);
    if (distance < best - 1e-12) {
      best = distance;
      centre = line;
    }
  }
  for (let s = -ASIAN_HANDICAP_SPREAD; s <= ASIAN_HANDICAP_SPREAD; s++) {
    const line = centre + s / 4;
    const p = lineProbabilities(marginCdf, -line);
    if (!p) continue;
    markets.push({
      key: lineKey("asian_handicap", line),
      type: "asian_handicap",
      line,
      selections: [
        { key: "home", probability: p.over },
        { key: "away", probability: p.under },
      ],
    });
  }
  return markets;
}

/** All football markets for the model, conditioned on the state (null = pre-match). */
export function footballMarkets(model: FootballModel, state: FootballState | null): FairMarket[] {
  return footballMarketsFromDistribution(scoreDistribution(model, state));
}
