import { describe, expect, it } from "vitest";
import { EMPTY_SLIP, parseSlip, type SlipSnapshot, serialiseSlip } from "./slip-storage";
import { pick } from "./test-fixtures";

const slip: SlipSnapshot = {
  selections: [pick("a", 2.1), pick("b", 1.85)],
  mode: "multiple",
  singles: { a: "2,50" },
  multiple: "10",
  system: { size: 2, stake: "" },
  acceptOddsChanges: "none",
};

describe("the stored slip", () => {
  it("reads back exactly what was stored", () => {
    expect(parseSlip(serialiseSlip(slip))).toEqual(slip);
  });

  it("starts empty on nothing, junk, or another version", () => {
    expect(parseSlip(null)).toEqual(EMPTY_SLIP);
    expect(parseSlip("{not json")).toEqual(EMPTY_SLIP);
    expect(parseSlip(JSON.stringify({ ...JSON.parse(serialiseSlip(slip)), version: 99 }))).toEqual(
      EMPTY_SLIP,
    );
    const tampered = JSON.parse(serialiseSlip(slip));
    tampered.selections[0].odds = -3;
    expect(parseSlip(JSON.stringify(tampered))).toEqual(EMPTY_SLIP);
  });

  it("drops stakes of selections no longer on the slip and duplicate selections", () => {
    const stored = JSON.parse(serialiseSlip(slip));
    stored.singles.gone = "5";
    stored.selections.push(stored.selections[0]);
    const read = parseSlip(JSON.stringify(stored));
    expect(read.singles).toEqual({ a: "2,50" });
    expect(read.selections.map((item) => item.selectionId)).toEqual(["a", "b"]);
  });
});
