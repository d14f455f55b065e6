import type { Market } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { groupMarkets } from "./market-groups";

const market = (id: string, group: string): Market => ({
  id,
  key: id,
  type: id,
  line: null,
  name: id,
  group,
  status: "open",
  selections: [],
});

describe("the event page's market sections", () => {
  it("puts the main market first and keeps the book's order inside a section", () => {
    const groups = groupMarkets([
      market("total_goals:1.5", "goals"),
      market("correct_score", "scores"),
      market("1x2", "main"),
      market("total_goals:2.5", "goals"),
      market("corners", "specials"),
    ]);
    expect(groups.map((group) => group.group)).toEqual(["main", "goals", "scores", "specials"]);
    expect(groups[1]?.markets.map((item) => item.id)).toEqual(["total_goals:1.5", "total_goals:2.5"]);
  });
});
