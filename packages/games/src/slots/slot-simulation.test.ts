import { describe, it } from "vitest";
import { createFairRng } from "../fair/rng";
import { slotTitles } from "./catalogue";
import { expectWithinTolerance, simulate } from "./slot-simulation.test-support";

// The provably-fair path end to end: one nonce per round through HMAC-SHA256. The other titles' seeded simulations
// are in slot-simulation-titles-*.test.ts (split so that test workers share the work).

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
});
