import { describe, expect, it } from "vitest";
import { type BuilderLeg, MAX_BUILDER_LEGS, toggleLeg } from "./bet-builder-legs";

const leg = (selectionId: string, marketId: string): BuilderLeg => ({
  selectionId,
  marketId,
  marketName: marketId,
  selectionName: selectionId,
});

describe("picking bet builder legs", () => {
  it("adds legs from different markets and removes a leg picked again", () => {
    const two = toggleLeg(toggleLeg([], leg("home", "1x2")), leg("over", "total:2.5"));
    expect(two.map((item) => item.selectionId)).toEqual(["home", "over"]);
    expect(toggleLeg(two, leg("home", "1x2")).map((item) => item.selectionId)).toEqual(["over"]);
  });

  it("keeps one leg per market: another pick in the same market replaces it", () => {
    const legs = toggleLeg([leg("home", "1x2"), leg("yes", "btts")], leg("draw", "1x2"));
    expect(legs.map((item) => item.selectionId)).toEqual(["draw", "yes"]);
  });

  it("stops at the most legs the price call takes", () => {
    const full = Array.from({ length: MAX_BUILDER_LEGS }, (_, index) => leg(`s${index}`, `m${index}`));
    expect(toggleLeg(full, leg("extra", "other"))).toHaveLength(MAX_BUILDER_LEGS);
  });
});
