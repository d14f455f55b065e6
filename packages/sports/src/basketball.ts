// Basketball: the final margin and the total are independent normals (scores are integers: a normal value is
// read as the integer it rounds to), with means from the ratings and variances proportional to the time left.
// A tie after regulation goes to 300-second overtimes from the same model until one side leads, so the
// moneyline has no draw, and spreads and totals include overtime.

import { arrayCdf, lineKey, lineProbabilities } from "./lines";
import { normalCdfAt } from "./maths";
import type { BasketballModel, BasketballState, FairMarket } from "./types";

export const REGULATION_SECONDS = 2880;
export const OVERTIME_SECONDS = 300;
/** Standard deviation of the final margin (home − away) over a whole regulation game, in points. */
export const MARGIN_SD = 16.8;
/** Standard deviation of the total over a whole regulation game, in points. */
export const TOTAL_SD = 17.2;
/** Spread and total lines offered around the balanced (x.5) line. */
export const SPREAD_LINE_OFFSETS = [-4, -2, 0, 2, 4] as const;
export const TOTAL_LINE_OFFSETS = [-6, -3, 0, 3, 6] as const;
/** How far (in standard deviations) the discrete margin distribution reaches. */
const REACH = 9;

/** Expected margin (home − away) and total over a whole regulation game. */
export function basketballExpectations(model: BasketballModel): { margin: number; total: number } {
  return {
    margin: model.home.rating - model.away.rating + model.homeAdvantage,
    total: model.home.rating + model.away.rating,
  };
}

/** P(X = k) for k = from … to of a normal read as integers (rounded). */
function discreteNormal(mean: number, sd: number, from: number, to: number): Float64Array {
  const out = new Float64Array(to - from + 1);
  if (sd <= 0) {
    const k = Math.round(mean);
    if (k >= from && k <= to) out[k - from] = 1;
    return out;
  }
  let previous = normalCdfAt(from - 0.5, mean, sd);
  for (let k = from; k <= to; k++) {
    const next = normalCdfAt(k + 0.5, mean, sd);
    out[k - from] = next - previous;
    previous = next;
  }
  return out;
}

export interface BasketballDistribution {
  /** P(final margin = offset + i), overtime included (so never 0). */
  margin: Float64Array;
  offset: number;
  /** P(final total ≤ k), overtime included. */
  totalCdf: (k: number) => number;
  /** Expected final total, for choosing lines. */
  expectedTotal: number;
}

/**
 * Final margin and total distribution from the state (null = tip-off). `secondsLeft` is read as the time left
 * in the current period run: regulation, or the overtime being played.
 */
export function basketballDistribution(
  model: BasketballModel,
  state: BasketballState | null,
): BasketballDistribution {
  const full = basketballExpectations(model);
  const secondsLeft = state ? Math.max(0, state.secondsLeft) : REGULATION_SECONDS;
  const share = secondsLeft / REGULATION_SECONDS;
  const margin0 = state ? state.home - state.away : 0;
  const total0 = state ? state.home + state.away : 0;

  // One overtime period, and the distribution of its winning margin given it does not end level.
  const otShare = OVERTIME_SECONDS / REGULATION_SECONDS;
  const otMean = full.margin * otShare;
  const otSd = MARGIN_SD * Math.sqrt(otShare);
  const otReach = Math.ceil(Math.abs(otMean) + REACH * otSd) + 1;
  const ot = discreteNormal(otMean, otSd, -otReach, otReach);
  const otLevel = ot[otReach]!;

  // Regulation (or the current period) margin.
  const mean = margin0 + full.margin * share;
  const sd = MARGIN_SD * Math.sqrt(share);
  const from = Math.floor(mean - REACH * sd) - otReach - 1;
  const to = Math.ceil(mean + REACH * sd) + otReach + 1;
  const regulation = discreteNormal(mean, sd, from, to);
  const margin = new Float64Array(regulation.length);
  let level = 0;
  for (let i = 0; i < regulation.length; i++) {
    if (from + i === 0) level = regulation[i]!;
    else margin[i] = regulation[i]!;
  }
  if (level > 0) {
    for (let k = -otReach; k <= otReach; k++) {
      if (k === 0) continue;
      const i = k - from;
      if (i >= 0 && i < margin.length) margin[i]! += (level * ot[k + otReach]!) / (1 - otLevel);
    }
  }
  let mass = 0;
  for (let i = 0; i < margin.length; i++) mass += margin[i]!;
  for (let i = 0; i < margin.length; i++) margin[i]! /= mass;

  // Total: the period's points, plus N overtimes when level (N geometric: each overtime is level again with
  // probability otLevel); mixtures of normals, read as integers.
  const totalMean = total0 + full.total * share;
  const totalSd = TOTAL_SD * Math.sqrt(share);
  const otTotalMean = full.total * otShare;
  const otTotalVar = TOTAL_SD * TOTAL_SD * otShare;
  const overtimes: { weight: number; mean: number; sd: number }[] = [];
  for (let n = 1; n <= 6; n++) {
    overtimes.push({
      weight: level * (1 - otLevel) * otLevel ** (n - 1),
      mean: totalMean + n * otTotalMean,
      sd: Math.sqrt(totalSd * totalSd + n * otTotalVar),
    });
  }
  const totalCdf = (k: number): number => {
    let p = (1 - level) * normalCdfAt(k + 0.5, totalMean, totalSd);
    for (const o of overtimes) p += o.weight * normalCdfAt(k + 0.5, o.mean, o.sd);
    return p;
  };
  let expectedTotal = (1 - level) * totalMean;
  for (const o of overtimes) expectedTotal += o.weight * o.mean;
  return { margin, offset: from, totalCdf, expectedTotal };
}

/** All basketball markets conditioned on the state (null = pre-match). */
export function basketballMarkets(model: BasketballModel, state: BasketballState | null): FairMarket[] {
  if (state && state.secondsLeft <= 0 && state.home !== state.away) return [];
  const d = basketballDistribution(model, state);
  let home = 0;
  for (let i = 0; i < d.margin.length; i++) if (d.offset + i > 0) home += d.margin[i]!;
  const markets: FairMarket[] = [
    {
      key: "moneyline",
      type: "moneyline",
      line: null,
      selections: [
        { key: "home", probability: home },
        { key: "away", probability: 1 - home },
      ],
    },
  ];
  // Spread: home covers line L when margin + L > 0; the balanced line is the x.5 closest to an even split.
  const marginCdf = arrayCdf(d.margin, d.offset);
  let centre = 0.5;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < d.margin.length; i++) {
    const threshold = d.offset + i + 0.5;
    const distance = Math.abs(1 - marginCdf(d.offset + i) - 0.5);
    if (distance < best - 1e-12) {
      best = distance;
      centre = -threshold;
    }
  }
  for (const offset of SPREAD_LINE_OFFSETS) {
    const line = centre + offset;
    const p = lineProbabilities(marginCdf, -line);
    if (!p) continue;
    markets.push({
      key: lineKey("spread", line),
      type: "spread",
      line,
      selections: [
        { key: "home", probability: p.over },
        { key: "away", probability: p.under },
      ],
    });
  }
  // Total points: the x.5 line closest to an even split (searched near the expected total).
  let totalCentre = Math.floor(d.expectedTotal) + 0.5;
  best = Number.POSITIVE_INFINITY;
  for (let k = Math.floor(d.expectedTotal) - 15; k <= Math.floor(d.expectedTotal) + 15; k++) {
    const distance = Math.abs(1 - d.totalCdf(k) - 0.5);
    if (distance < best - 1e-12) {
      best = distance;
      totalCentre = k + 0.5;
    }
  }
  for (const offset of TOTAL_LINE_OFFSETS) {
    const line = totalCentre + offset;
    if (line < 0) continue;
    const p = lineProbabilities(d.totalCdf, line);
    if (!p) continue;
    markets.push({
      key: lineKey("total_points", line),
      type: "total_points",
      line,
      selections: [
        { key: "over", probability: p.over },
        { key: "under", probability: p.under },
      ],
    });
  }
  return markets;
}
