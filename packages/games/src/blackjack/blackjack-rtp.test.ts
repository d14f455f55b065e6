import { describe, expect, it } from "vitest";
import { simulationRng } from "../fair/rng";
import { basicStrategy } from "./basic-strategy";
import { actBlackjack, BLACKJACK_RTP, startBlackjack } from "./blackjack";

describe("blackjack return", () => {
  it("basic strategy over 2·10⁵ seeded rounds returns the stated RTP within 4 standard errors", () => {
    // A seeded fast generator keeps this to seconds; the provably-fair shoe is tested in blackjack.test.ts.
    const rng = simulationRng(21);
    const rounds = 200_000;
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < rounds; i++) {
      let state = startBlackjack(100n, rng);
      while (state.phase !== "done") state = actBlackjack(state, basicStrategy(state));
      // Net result in original bets: doubles and splits can lose or win several bets in one round.
      const net = Number(BigInt(state.returned) - BigInt(state.staked)) / 100;
      sum += net;
      sumSquares += net * net;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt(sumSquares / rounds - mean * mean) / Math.sqrt(rounds);
    expect(Math.abs(1 + mean - BLACKJACK_RTP)).toBeLessThan(4 * standardError);
    // A broken 3:2 payout or dealer rule moves the return by more than 1 %, far outside this band.
    expect(4 * standardError).toBeLessThan(0.011);
  }, 60_000);
});
