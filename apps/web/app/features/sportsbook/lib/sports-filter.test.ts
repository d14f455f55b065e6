import { describe, expect, it } from "vitest";
import { readSportsFilter, sportsFilterSearch } from "./sports-filter";

describe("the sports list filter in the URL", () => {
  it("reads sport, competition and day", () => {
    expect(readSportsFilter(new URLSearchParams("sport=tennis&competition=atp-1&date=2026-05-02"))).toEqual({
      sport: "tennis",
      competitionId: "atp-1",
      date: "2026-05-02",
    });
  });

  it("ignores an unknown sport, a competition without its sport and a malformed day", () => {
    expect(readSportsFilter(new URLSearchParams("sport=curling&competition=x&date=tomorrow"))).toEqual({
      sport: undefined,
      competitionId: undefined,
      date: undefined,
    });
  });

  it("writes only the parts that are set", () => {
    expect(sportsFilterSearch({ sport: "football", competitionId: "pl" })).toBe(
      "?sport=football&competition=pl",
    );
    expect(sportsFilterSearch({ competitionId: "pl", date: "2026-05-02" })).toBe("?date=2026-05-02");
    expect(sportsFilterSearch({})).toBe("");
  });
});
