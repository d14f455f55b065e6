import fc from "fast-check";
import { describe, it } from "vitest";
import { z } from "zod";
import { expectAgreement, nearby } from "../../../lib/json/agreement";
import { readLobbyGame } from "./get-games";

// The part of a catalogue game the lobby draws, as a schema: what readLobbyGame was written from, and is held to.
const LobbyGame = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  vendor: z.unknown().optional(),
  hasFunMode: z.boolean().default(false),
  rtp: z.number().nullable().optional(),
  volatility: z.string().nullable().optional(),
  tags: z.array(z.string()).default([]),
  thumbnails: z.record(z.string(), z.string()).nullable().optional(),
});

const game = fc.record(
  {
    id: fc.string(),
    slug: fc.string(),
    name: fc.string(),
    kind: fc.constantFrom("slot", "roulette", "live"),
    vendor: fc.jsonValue(),
    hasFunMode: fc.boolean(),
    rtp: fc.option(fc.double({ min: 80, max: 99, noNaN: true }), { nil: null }),
    volatility: fc.option(fc.constantFrom("low", "high"), { nil: null }),
    tags: fc.array(fc.string(), { maxLength: 3 }),
    thumbnails: fc.option(fc.dictionary(fc.constantFrom("114", "228"), fc.webUrl()), { nil: null }),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ["id", "slug", "name", "kind"] },
);

describe("readLobbyGame", () => {
  it("keeps exactly the games the lobby's schema keeps, read the same", () => {
    expectAgreement(readLobbyGame, LobbyGame, nearby(game));
  });
});
