import { describe, expect, it } from "vitest";
import type { LivePrice, PriceLookup } from "./slip";
import { slipLines } from "./slip";
import { freeBetFits, type SlipFreeBet, slipBet } from "./slip-bet";
import { EMPTY_SLIP, type SlipSnapshot } from "./slip-storage";
import { pick } from "./test-fixtures";

const noPrices = (): LivePrice | undefined => undefined;

function bet(
  slip: Partial<SlipSnapshot>,
  lookup: PriceLookup = noPrices,
  freeBet: SlipFreeBet | null = null,
) {
  const full = { ...EMPTY_SLIP, ...slip };
  return slipBet(full, slipLines(full.selections, lookup, full.acceptOddsChanges), freeBet);
}

describe("placing the slip", () => {
  it("stakes only the singles that have a stake, and totals them", () => {
    const result = bet({
      selections: [pick("a", 2), pick("b", 3), pick("c", 1.5)],
      singles: { a: "5", b: "2,50" },
    });
    expect(result.blocker).toBeNull();
    expect(result.totalStake).toBe(7.5);
    expect(result.potentialReturn).toBe(17.5);
    expect(result.request).toEqual({
      selections: [
        { selectionId: "a", odds: 2 },
        { selectionId: "b", odds: 3 },
      ],
      stakes: { singles: { a: 5, b: 2.5 } },
      acceptOddsChanges: "higher",
    });
  });

  it("waits for a stake, and flags one that is not an amount", () => {
    expect(bet({ selections: [pick("a", 2)] }).blocker).toBe("stake");
    const typo = bet({ selections: [pick("a", 2)], singles: { a: "5.555" } });
    expect(typo.blocker).toBe("stake");
    expect(typo.invalid.has("a")).toBe(true);
  });

  it("places a multiple over all selections with the combined odds", () => {
    const result = bet({ mode: "multiple", selections: [pick("a", 2), pick("b", 1.5)], multiple: "10" });
    expect(result.odds).toBe(3);
    expect(result.potentialReturn).toBe(30);
    expect(result.request?.stakes).toEqual({ multiple: 10 });
  });

  it("shows a treble's odds and return by one rule: the return is the stake times the odds shown", () => {
    const result = bet({
      mode: "multiple",
      selections: [pick("a", 1.4), pick("b", 1.6), pick("c", 1.91)],
      multiple: "10",
    });
    expect(result.odds).toBe(4.27);
    expect(result.potentialReturn).toBe(42.7);
  });

  it("refuses a multiple of two selections from the same event", () => {
    const result = bet({
      mode: "multiple",
      selections: [pick("a", 2, "e1"), pick("b", 1.5, "e1")],
      multiple: "10",
    });
    expect(result.blocker).toBe("combination");
    expect(result.request).toBeNull();
  });

  it("places a system bet with its line count and stake per line", () => {
    const result = bet({
      mode: "system",
      selections: [pick("a", 2), pick("b", 3), pick("c", 4)],
      system: { size: 2, stake: "1" },
    });
    expect(result.lines).toBe(3);
    expect(result.totalStake).toBe(3);
    expect(result.potentialReturn).toBe(26);
    expect(result.request?.stakes).toEqual({ system: { size: 2, stakePerLine: 1 } });
  });

  it("blocks on a price change the player has not accepted, and sends the accepted price otherwise", () => {
    const lookup = (id: string) => (id === "a" ? { odds: 1.8, open: true } : undefined);
    const held = bet({ selections: [pick("a", 2)], singles: { a: "5" }, acceptOddsChanges: "none" }, lookup);
    expect(held.blocker).toBe("changes");
    const taken = bet({ selections: [pick("a", 2)], singles: { a: "5" }, acceptOddsChanges: "any" }, lookup);
    expect(taken.request?.selections).toEqual([{ selectionId: "a", odds: 1.8 }]);
    expect(taken.request?.acceptOddsChanges).toBe("any");
  });

  it("blocks a multiple with a suspended leg", () => {
    const lookup = (id: string) => (id === "b" ? { odds: 1.5, open: false } : undefined);
    const result = bet(
      { mode: "multiple", selections: [pick("a", 2), pick("b", 1.5)], multiple: "10" },
      lookup,
    );
    expect(result.blocker).toBe("locked");
  });
});

describe("placing the slip with a free bet", () => {
  const freeBet = { id: "grant-1", amount: 5 };

  it("stakes one single at the free bet's amount, sends its id and promises the winnings only", () => {
    const result = bet({ selections: [pick("a", 3)], singles: { a: "12" } }, noPrices, freeBet);
    expect(result).toMatchObject({ blocker: null, freeBet: true, totalStake: 5, potentialReturn: 10 });
    expect(result.request).toEqual({
      selections: [{ selectionId: "a", odds: 3 }],
      stakes: { singles: { a: 5 } },
      acceptOddsChanges: "higher",
      freeBetId: "grant-1",
    });
  });

  it("stakes the multiple with it, at the combined odds", () => {
    const result = bet(
      { mode: "multiple", selections: [pick("a", 2), pick("b", 1.5)], multiple: "" },
      noPrices,
      freeBet,
    );
    expect(result).toMatchObject({ blocker: null, odds: 3, totalStake: 5, potentialReturn: 10 });
    expect(result.request?.stakes).toEqual({ multiple: 5 });
    expect(result.request?.freeBetId).toBe("grant-1");
  });

  it("is offered for one single or a multiple only; otherwise the slip is placed as usual", () => {
    expect(freeBetFits("singles", 1)).toBe(true);
    expect(freeBetFits("multiple", 2)).toBe(true);
    expect(freeBetFits("singles", 2)).toBe(false);
    expect(freeBetFits("system", 3)).toBe(false);
    const singles = bet(
      { selections: [pick("a", 2), pick("b", 3)], singles: { a: "1", b: "1" } },
      noPrices,
      freeBet,
    );
    expect(singles.freeBet).toBe(false);
    expect(singles.request).not.toHaveProperty("freeBetId");
    expect(singles.totalStake).toBe(2);
  });

  it("still waits for price changes to be accepted", () => {
    const lookup = (id: string) => (id === "a" ? { odds: 1.8, open: true } : undefined);
    const held = bet({ selections: [pick("a", 2)], acceptOddsChanges: "none" }, lookup, freeBet);
    expect(held).toMatchObject({ blocker: "changes", request: null, freeBet: true });
  });
});
