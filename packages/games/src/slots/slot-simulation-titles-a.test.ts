import { describe, it } from "vitest";
import { simulationRng } from "../fair/rng";
import { slotTitles } from "./catalogue";
import { expectWithinTolerance, simulate } from "./slot-simulation.test-support";

// Seeded simulations of every title but comet-cascade (slot-simulation.test.ts), half of them here: the titles at
// even positions of the catalogue. Seeds are the same as when they ran in one file.

describe("slot simulations", () => {
  for (const [index, title] of slotTitles.entries()) {
    if (title.slug === "comet-cascade" || index % 2 !== 0) continue;
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
