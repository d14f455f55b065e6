import { BalanceStreamEvent } from "@casino/contract";
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectAgreement, nearby } from "../../../lib/json/agreement";
import { readBalanceEvent } from "./balance-event";

const amount = fc.record({ afterAmount: fc.double({ noNaN: true, noDefaultInfinity: true }) });
const event = fc.record({
  real: amount,
  bonus: amount,
  source: fc.constantFrom("deposit", "bet", "win", "snapshot"),
  transferId: fc.option(fc.uuid(), { nil: null }),
  currency: fc.constantFrom("EUR", "CAD", "RON", "EU", "EURO"),
});

describe("readBalanceEvent", () => {
  it("reads a stream event exactly as BalanceStreamEvent parses it", () => {
    expectAgreement(readBalanceEvent, BalanceStreamEvent, nearby(event));
  });
});
