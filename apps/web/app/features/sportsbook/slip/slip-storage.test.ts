import { AcceptOddsChanges, Sport } from "@casino/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expectAgreement, nearby } from "../../../lib/json/agreement";
import { MAX_SELECTIONS } from "./slip";
import {
  EMPTY_SLIP,
  parseSlip,
  readStoredSlip,
  SLIP_VERSION,
  type SlipSnapshot,
  serialiseSlip,
} from "./slip-storage";
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

// The stored slip's shape as a schema: what readStoredSlip was written from, and is held to.
const StakeText = z.string().max(16);
const StoredSelection = z.object({
  selectionId: z.string().min(1).max(80),
  eventId: z.string().min(1).max(80),
  eventName: z.string().max(200),
  sport: Sport,
  marketName: z.string().max(200),
  selectionName: z.string().max(200),
  odds: z.number().positive().finite(),
  startsAt: z.string().max(40),
});
const Stored = z
  .object({
    version: z.literal(SLIP_VERSION),
    selections: z.array(StoredSelection).max(MAX_SELECTIONS),
    mode: z.enum(["singles", "multiple", "system"]),
    singles: z.record(z.string(), StakeText),
    multiple: StakeText,
    system: z.object({ size: z.number().int().min(2).max(19), stake: StakeText }),
    acceptOddsChanges: AcceptOddsChanges,
  })
  .transform(({ version: _version, ...slip }) => slip);

const text = (max: number) => fc.string({ maxLength: max + 2 });
const stored = fc.record({
  version: fc.constantFrom(SLIP_VERSION, SLIP_VERSION, 2),
  selections: fc.array(
    fc.record({
      selectionId: text(80),
      eventId: text(80),
      eventName: text(200),
      sport: fc.constantFrom(...Sport.options, "golf"),
      marketName: text(20),
      selectionName: text(20),
      odds: fc.oneof(fc.double({ min: 1.01, max: 50, noNaN: true }), fc.constantFrom(0, -1)),
      startsAt: text(40),
    }),
    { maxLength: MAX_SELECTIONS + 1 },
  ),
  mode: fc.constantFrom("singles", "multiple", "system", "each-way"),
  singles: fc.dictionary(fc.string({ maxLength: 4 }), text(16)),
  multiple: text(16),
  system: fc.record({ size: fc.integer({ min: 1, max: 20 }), stake: text(16) }),
  acceptOddsChanges: fc.constantFrom(...AcceptOddsChanges.options, "lower"),
});

describe("readStoredSlip", () => {
  it("accepts exactly what the stored slip's schema accepts, and reads it the same", () => {
    expectAgreement(readStoredSlip, Stored, nearby(stored));
  });
});
