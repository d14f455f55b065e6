import type { SlotDefinition, SlotStats, Volatility } from "./slot.types";
import { compileSlot } from "./slot-compile";
import { enumerateSpins } from "./slot-enumerate";

/**
 * Volatility thresholds on the standard deviation σ of one round's win, in total bets. Low-volatility titles
 * (σ < 6) pay often and small; high ones (σ ≥ 12) lean on rare big features. The cut points follow the usual
 * studio bands and are the only thing the label depends on, so it can never disagree with the maths.
 */
export const VOLATILITY_THRESHOLDS = { medium: 6, high: 12 } as const;

/** The volatility label for a standard deviation in total bets. */
export function volatilityOf(standardDeviation: number): Volatility {
  if (standardDeviation >= VOLATILITY_THRESHOLDS.high) return "high";
  if (standardDeviation >= VOLATILITY_THRESHOLDS.medium) return "medium";
  return "low";
}

/** The full exact analysis of a title, beyond the declared stats. */
export interface SlotAnalysis extends SlotStats {
  /** Stop combinations of one spin. */
  combinations: number;
  /** RTP of the paid spin alone (lines or ways plus scatter pays). */
  baseRtp: number;
  /** Standard deviation of the paid spin alone, in total bets. */
  baseStandardDeviation: number;
  /** RTP contributed by the free-spin feature. */
  featureRtp: number;
  /** Probability that a paid spin triggers free spins. */
  triggerProbability: number;
  /** Expected free spins per trigger, retriggers included. */
  expectedFreeSpins: number;
}

/**
 * Exact RTP, hit frequency and standard deviation of a title from the enumeration of its strips.
 *
 * Free spins use the same strips, so one free spin's win X (before the multiplier M) has the base spin's
 * distribution. With S spins per trigger and retrigger probability p, each spin spawns S more with probability
 * p (a branching process, finite when m = pS < 1). Let Z be the win of one spin plus all spins it spawns:
 *   E[Z] = E[X] / (1 − m),   E[Z²] (1 − m) = E[X²] + 2S·E[X·R]·E[Z] + pS(S − 1)·E[Z]²   (R: X retriggers)
 * and the feature pays F = M·(Z₁ + … + Z_S), so E[F] = M·S·E[Z] and E[F²] = M²(S·E[Z²] + S(S − 1)·E[Z]²).
 * Without retriggers Z = X. The round wins W = B + T·F (B the paid spin, T its trigger), hence
 *   E[W] = E[B] + p·E[F],   E[W²] = E[B²] + 2·E[B·T]·E[F] + p·E[F²].
 * Scatter pays are positive, so a trigger always wins and the hit frequency is P(B > 0).
 */
export function analyseSlot(def: SlotDefinition): SlotAnalysis {
  const c = compileSlot(def);
  const { combinations, plain, triggered } = enumerateSpins(c);
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let triggers = 0;
  let sumTriggered = 0;
  for (let coins = 0; coins < plain.length; coins++) {
    const weight = plain[coins]! + triggered[coins]!;
    if (weight === 0) continue;
    sum += coins * weight;
    sumSquares += coins * coins * weight;
    if (coins > 0) hits += weight;
    triggers += triggered[coins]!;
    sumTriggered += coins * triggered[coins]!;
  }
  const eB = sum / combinations;
  const eB2 = sumSquares / combinations;
  const p = triggers / combinations;
  const eBT = sumTriggered / combinations;

  let eF = 0;
  let eF2 = 0;
  let expectedFreeSpins = 0;
  const feature = c.freeSpins;
  if (feature && p > 0) {
    const { spins: s, multiplier: m } = feature;
    const spawn = feature.retrigger ? p * s : 0;
    if (spawn >= 1) throw new Error(`slot ${def.slug}: free spins retrigger without end (p·S = ${spawn})`);
    const eZ = eB / (1 - spawn);
    const eZ2 = feature.retrigger ? (eB2 + 2 * s * eBT * eZ + p * s * (s - 1) * eZ * eZ) / (1 - spawn) : eB2;
    eF = m * s * eZ;
    eF2 = m * m * (s * eZ2 + s * (s - 1) * eZ * eZ);
    expectedFreeSpins = s / (1 - spawn);
  }
  const eW = eB + p * eF;
  const eW2 = eB2 + 2 * eBT * eF + p * eF2;
  const standardDeviation = Math.sqrt(eW2 - eW * eW) / def.coins;
  return {
    rtp: eW / def.coins,
    hitFrequency: hits / combinations,
    standardDeviation,
    volatility: volatilityOf(standardDeviation),
    combinations,
    baseRtp: eB / def.coins,
    baseStandardDeviation: Math.sqrt(eB2 - eB * eB) / def.coins,
    featureRtp: (p * eF) / def.coins,
    triggerProbability: p,
    expectedFreeSpins,
  };
}
