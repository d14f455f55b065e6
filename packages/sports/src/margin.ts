// From fair probabilities to quoted odds with the book's margin.
//
// Method (default "power"): implied probabilities q_i = p_i^k with k ≤ 1 solved so that Σ q_i = overround × Σ p_i.
// Raising to a power below 1 lifts long shots relatively more than favourites, which is how books shade prices
// (favourite–longshot bias) and keeps a near-certain favourite from being pushed under evens-equivalent nonsense.
// "proportional" scales every p_i by the same factor instead.
//
// Odds are then rounded DOWN to the ladder (ladder.ts), which only adds margin; so the margin actually applied
// before rounding is searched (bisection) as the largest one whose rounded book still sums to at most the
// configured overround. Near-certain selections: no price goes below MIN_ODDS (1.01), and when a favourite is
// held at 1.01 the other selections are shortened so the book still sums to at least 1 (never an arbitrage for
// the player). Long shots are capped at MAX_ODDS (1000).

import { MAX_ODDS, MIN_ODDS, toLadder } from "./ladder";
import type { FairMarket, MarginMethod, PricedMarket } from "./types";

export const DEFAULT_MARGIN_METHOD: MarginMethod = "power";

/**
 * The exponent k in (0, 1] with Σ exp(k · ln p_i) = target (Σ p_i^k is decreasing in k): Newton steps from
 * `start`, bisection whenever a step leaves the bracket.
 */
function powerExponent(logs: readonly number[], target: number, start: number): number {
  let lo = 0;
  let hi = 1;
  let k = Math.min(1, Math.max(1e-9, start));
  for (let iteration = 0; iteration < 60; iteration++) {
    let f = -target;
    let df = 0;
    for (const l of logs) {
      const v = Math.exp(k * l);
      f += v;
      df += v * l;
    }
    if (Math.abs(f) < 1e-13) break;
    if (f > 0) lo = k;
    else hi = k;
    let next = df < 0 ? k - f / df : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - k) < 1e-15) break;
    k = next;
  }
  return k;
}

/** Implied probabilities summing to `target`, from fair probabilities p (Σ p ≤ target). */
export function applyMargin(p: readonly number[], target: number, method: MarginMethod): number[] {
  return new Margin(p, method).implied(target);
}

/** A market's fair probabilities, ready to have margins applied repeatedly (the power exponent is warm-started). */
class Margin {
  private readonly fair: number;
  private readonly logs: number[];
  /** ln p_i, −∞ for p_i = 0. */
  private readonly allLogs: number[];
  private readonly positive: number;
  private k = 1;

  constructor(
    private readonly p: readonly number[],
    private readonly method: MarginMethod,
  ) {
    this.fair = p.reduce((a, b) => a + b, 0);
    this.allLogs = p.map((x) => (x > 0 ? Math.log(x) : Number.NEGATIVE_INFINITY));
    this.logs = this.allLogs.filter((l) => l > Number.NEGATIVE_INFINITY);
    this.positive = this.logs.length;
  }

  implied(target: number): number[] {
    const { p, fair } = this;
    if (this.method === "proportional" || fair <= 0)
      return p.map((x) => (fair > 0 ? (x * target) / fair : 0));
    if (target >= this.positive) return p.map((x) => (x > 0 ? 1 : 0));
    if (target <= fair) return p.slice();
    this.k = powerExponent(this.logs, target, this.k);
    const k = this.k;
    return this.allLogs.map((l) => Math.exp(k * l));
  }
}

function oddsFor(margin: Margin, fairTotal: number, overround: number): number[] {
  const q = margin.implied(overround * fairTotal);
  const cap = 1 / MIN_ODDS;
  let clamped = 0;
  let free = 0;
  for (let i = 0; i < q.length; i++) {
    if (q[i]! > cap) {
      q[i] = cap;
      clamped += cap;
    } else {
      free += q[i]!;
    }
  }
  // A favourite held at 1.01 gives back implied probability: take it from the others so Σ stays ≥ fair (with no
  // other live selection, the impossible ones share it).
  if (clamped > 0 && clamped + free < fairTotal) {
    const deficit = fairTotal - clamped;
    const zeros = q.filter((x) => x === 0).length;
    for (let i = 0; i < q.length; i++) {
      if (q[i] === cap) continue;
      q[i] = free > 0 ? Math.min(cap, (q[i]! * deficit) / free) : zeros > 0 ? deficit / zeros : q[i]!;
    }
  }
  return q.map((x) => (x > 0 ? toLadder(1 / x) : MAX_ODDS));
}

/** Σ 1/odds of a set of prices (the book's overround for a market whose fair probabilities sum to 1). */
export function bookSum(odds: readonly number[]): number {
  let s = 0;
  for (const o of odds) s += 1 / o;
  return s;
}

/**
 * Odds for a fair market with the configured overround (e.g. 1.05): on the ladder, Σ 1/odds ≤ overround × Σ p
 * whenever the ladder allows it, and ≥ Σ p (Σ p is 1, or 2 for double chance).
 */
export function priceMarket(
  market: FairMarket,
  overround: number,
  method: MarginMethod = DEFAULT_MARGIN_METHOD,
): PricedMarket {
  if (!(overround >= 1) || overround > 2) throw new RangeError("overround must be between 1 and 2");
  const p = market.selections.map((s) => Math.min(1, Math.max(0, s.probability)));
  const fairTotal = p.reduce((a, b) => a + b, 0);
  const margin = new Margin(p, method);
  const limit = overround * fairTotal * (1 + 1e-12);
  let best = oddsFor(margin, fairTotal, overround);
  if (bookSum(best) > limit) {
    let lo = 1;
    let hi = overround;
    best = oddsFor(margin, fairTotal, lo);
    if (bookSum(best) <= limit) {
      for (let i = 0; i < 16; i++) {
        const mid = (lo + hi) / 2;
        const odds = oddsFor(margin, fairTotal, mid);
        if (bookSum(odds) <= limit) {
          lo = mid;
          best = odds;
        } else {
          hi = mid;
        }
      }
    }
  }
  return {
    key: market.key,
    type: market.type,
    line: market.line,
    selections: market.selections.map((s, i) => ({ key: s.key, odds: best[i]! })),
  };
}
