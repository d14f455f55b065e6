import { describe, expect, it } from "vitest";
import { studioGames } from "./catalogue";
import { slotTitles } from "./slots/catalogue";

describe("studio catalogue", () => {
  it("lists every slot title plus roulette, blackjack and dice under unique slugs", () => {
    expect(studioGames).toHaveLength(slotTitles.length + 3);
    expect(new Set(studioGames.map((game) => game.slug)).size).toBe(studioGames.length);
    expect(studioGames.filter((game) => game.kind !== "slot").map((game) => game.slug)).toEqual([
      "european-roulette",
      "blackjack",
      "dice",
    ]);
    for (const game of studioGames) expect(game.rtp).toBeGreaterThan(0.94);
  });
});
