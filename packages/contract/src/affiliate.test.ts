import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AffiliateMarker } from "./affiliate";
import { readAffiliateMarker } from "./affiliate.api";

describe("readAffiliateMarker", () => {
  it("reads a link's marker exactly as AffiliateMarker parses it", () => {
    const marker = fc.stringMatching(/^\s?[A-Za-z0-9_-]{2,65}\s?$/);
    fc.assert(
      fc.property(fc.oneof(marker, fc.string()), (raw) => {
        const parsed = AffiliateMarker.safeParse(raw);
        expect(readAffiliateMarker(raw)).toBe(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});
