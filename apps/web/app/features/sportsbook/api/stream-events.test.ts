import { EVENT_STATUSES, EventChange, MARKET_STATUSES, OddsChange } from "@casino/contract";
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectAgreement, nearby } from "../../../lib/json/agreement";
import { readEventChange, readOddsChange } from "./stream-events";

const key = fc.constantFrom("1x2", "ou-2.5", "home", "x", "away");
const odds = fc.record(
  {
    seq: fc.oneof(fc.nat(), fc.double()),
    eventId: fc.string(),
    inPlay: fc.boolean(),
    status: fc.dictionary(key, fc.constantFrom(...MARKET_STATUSES, "paused")),
    odds: fc.dictionary(key, fc.dictionary(key, fc.oneof(fc.nat(5000), fc.integer({ min: -5, max: -1 })))),
  },
  { requiredKeys: ["seq", "eventId", "inPlay"] },
);
const pair = fc.tuple(fc.nat(9), fc.nat(9));
const scoreboard = fc.record(
  {
    home: fc.nat(9),
    away: fc.nat(9),
    clock: fc.string(),
    sets: fc.array(pair, { maxLength: 5 }),
    serving: fc.constantFrom("home", "away", "both"),
    redCards: pair,
  },
  { requiredKeys: ["home", "away", "clock"] },
);
const event = fc.record({
  seq: fc.nat(),
  eventId: fc.string(),
  status: fc.constantFrom(...EVENT_STATUSES),
  scoreboard: fc.option(scoreboard, { nil: null }),
});

describe("the odds stream's readers", () => {
  it("read a price change exactly as OddsChange parses it", () => {
    expectAgreement(readOddsChange, OddsChange, nearby(odds));
  });
  it("read an event change exactly as EventChange parses it", () => {
    expectAgreement(readEventChange, EventChange, nearby(event));
  });
});
