import { describe, expect, it } from "vitest";
import { createFairRng, type Rng, simulationRng } from "../fair/rng";
import { slotTitles } from "./catalogue";
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

function simulate(def: SlotDefinition, rounds: number, rngFor: (round: number) => Rng): Measured {
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

function expectWithinTolerance(def: SlotDefinition, rounds: number, measured: Measured): void {
  const exact = analyseSlot(def);
  const within = (value: number, expected: number, sd: number, what: string) =>
    expect(Math.abs(value - expected), `${def.slug} ${what}`).toBeLessThan((4 * sd) / Math.sqrt(rounds));
  const bernoulli = (p: number) => Math.sqrt(p * (1 - p));
  within(measured.rtp, exact.rtp, exact.standardDeviation, "RTP");
  within(measured.baseRtp, exact.baseRtp, exact.baseStandardDeviation, "base-game RTP");
  within(measured.hitFrequency, exact.hitFrequency, bernoulli(exact.hitFrequency), "hit frequency");
  within(measured.triggerRate, exact.triggerProbability, bernoulli(exact.triggerProbability), "trigger rate");
}

describe("slot simulations", () => {
  it("comet-cascade: 10⁶ provably-fair rounds (one nonce each) match the exact maths", () => {
    const title = slotTitles.find((t) => t.slug === "comet-cascade")!;
    const serverSeed = "7a".repeat(32);
    const rounds = 1_000_000;
    const measured = simulate(title, rounds, (nonce) =>
      createFairRng({ serverSeed, clientSeed: "simulation", nonce }),
    );
    expectWithinTolerance(title, rounds, measured);
  }, 120_000);

  for (const [index, title] of slotTitles.entries()) {
    if (title.slug === "comet-cascade") continue;
    it(`${title.slug}: 2·10⁵ seeded rounds match the exact maths`, () => {
      const rng = simulationRng(1000 + index);
      const rounds = 200_000;
      expectWithinTolerance(
        title,
        rounds,
        simulate(title, rounds, () => rng),
      );
    }, 60_000);
  }
});
