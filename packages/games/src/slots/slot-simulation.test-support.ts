import { expect } from "vitest";
import type { Rng } from "../fair/rng";
import type { SlotDefinition } from "./slot.types";
import { playSlot } from "./slot-engine";
import { analyseSlot } from "./slot-maths";

// Seeded simulations confirm the enumeration. Each measured figure must lie within 4 standard errors of the exact
// value (σ/√n from the exact maths), which a correct engine misses about once in 16,000 seeds; the seeds are fixed,
// so the outcome is the same on every run. The paid spin's mean and the trigger rate have far smaller errors than
// the round's mean, so they catch mistakes even in the high-volatility titles.

interface Measured {
  rtp: number;
  baseRtp: number;
  hitFrequency: number;
  triggerRate: number;
}

export function simulate(def: SlotDefinition, rounds: number, rngFor: (round: number) => Rng): Measured {
  let won = 0;
  let base = 0;
  let hits = 0;
  let triggers = 0;
  for (let i = 0; i < rounds; i++) {
    const round = playSlot(def, rngFor(i));
    won += round.win;
    base += round.base.coins / def.coins;
    if (round.winCoins > 0) hits++;
    if (round.base.awardedSpins > 0) triggers++;
  }
  return {
    rtp: won / rounds,
    baseRtp: base / rounds,
    hitFrequency: hits / rounds,
    triggerRate: triggers / rounds,
  };
}

export function expectWithinTolerance(def: SlotDefinition, rounds: number, measured: Measured): void {
  const exact = analyseSlot(def);
  const within = (value: number, expected: number, sd: number, what: string) =>
    expect(Math.abs(value - expected), `${def.slug} ${what}`).toBeLessThan((4 * sd) / Math.sqrt(rounds));
  const bernoulli = (p: number) => Math.sqrt(p * (1 - p));
  within(measured.rtp, exact.rtp, exact.standardDeviation, "RTP");
  within(measured.baseRtp, exact.baseRtp, exact.baseStandardDeviation, "base-game RTP");
  within(measured.hitFrequency, exact.hitFrequency, bernoulli(exact.hitFrequency), "hit frequency");
  within(measured.triggerRate, exact.triggerProbability, bernoulli(exact.triggerProbability), "trigger rate");
}
