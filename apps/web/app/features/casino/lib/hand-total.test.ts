import { describe, expect, it } from "vitest";
import { handTotal } from "./hand-total";

describe("handTotal", () => {
  it("says blackjack for a first-hand two-card 21, and 21 for the same cards after a split", () => {
    expect(handTotal(["AS", "KD"], { inPlay: false })).toEqual({ kind: "blackjack" });
    expect(handTotal(["AS", "KD"], { inPlay: false, split: true })).toEqual({ kind: "hard", total: 21 });
  });

  it("gives a soft total both ways while the hand is played, the best one once it is finished", () => {
    expect(handTotal(["AS", "6D"], { inPlay: true })).toEqual({ kind: "soft", low: 7, high: 17 });
    expect(handTotal(["AS", "6D"], { inPlay: false })).toEqual({ kind: "hard", total: 17 });
    // An ace that has to count 1 makes the hand hard again.
    expect(handTotal(["AS", "6D", "9C"], { inPlay: true })).toEqual({ kind: "hard", total: 16 });
  });

  it("marks a bust with its total, and a dealer's single up card as what it counts", () => {
    expect(handTotal(["KS", "6D", "9C"], { inPlay: true })).toEqual({ kind: "bust", total: 25 });
    expect(handTotal(["AH"], { inPlay: true })).toEqual({ kind: "soft", low: 1, high: 11 });
    expect(handTotal([], { inPlay: true })).toBeNull();
  });
});
