import { describe, expect, it } from "vitest";
import { marketName, selectionName } from "./market-names";

const sides = { home: "Harbour City", away: "Alba" };

describe("market and selection names", () => {
  it("writes lines as each language reads them, handicaps with their sign, whichever language came before", () => {
    for (let i = 0; i < 2; i++) {
      expect(marketName("de", { type: "total_goals", line: 2.5 })).toBe("Tore gesamt 2,5");
      expect(marketName("en", { type: "total_goals", line: 2.5 })).toMatch(/ 2\.5$/);
      expect(selectionName("de", { type: "total_goals", line: 2.5 }, "over", sides)).toBe("Über 2,5");
      const handicap = { type: "asian_handicap", line: -0.75 };
      expect(selectionName("en", handicap, "home", sides)).toBe("Harbour City -0.75");
      expect(selectionName("en", handicap, "away", sides)).toBe("Alba +0.75");
      expect(selectionName("de", handicap, "away", sides)).toBe("Alba +0,75");
      expect(selectionName("en", { type: "asian_handicap", line: 0 }, "home", sides)).toBe("Harbour City 0");
    }
  });
});
