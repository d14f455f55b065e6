import { describe, expect, it } from "vitest";
import { CatalogueQuery, FavouritePutRequest } from "./casino";
import { RoundRequest } from "./games";

describe("studio contracts", () => {
  it("turns stakes into exact minor units and defaults to real mode", () => {
    const parsed = RoundRequest.parse({ stake: "0.1", clientRoundId: "r1" });
    expect(parsed).toMatchObject({ stake: 10n, mode: "real", autoplay: false });
    expect(RoundRequest.safeParse({ stake: 0.001, clientRoundId: "r1" }).success).toBe(false);
    const roulette = RoundRequest.parse({ clientRoundId: "r2", bets: [{ type: "red", amount: 2.5 }] });
    expect(roulette.bets?.[0]?.amount).toBe(250n);
  });

  it("pages the catalogue from offset 0 and takes one favourite at a time", () => {
    expect(CatalogueQuery.parse({ limit: "20", country: "de" })).toMatchObject({
      offset: 0,
      limit: 20,
      country: "DE",
    });
    expect(CatalogueQuery.safeParse({ platform: "iOS" }).success).toBe(false);
    expect(FavouritePutRequest.safeParse({ items: ["a", "b"] }).success).toBe(false);
  });
});
