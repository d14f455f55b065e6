import { describe, expect, it } from "vitest";
import { defaultOddsFormat, localOdds, readOddsFormat } from "./odds-format";

describe("the odds format preference", () => {
  it("defaults to American in Canada and decimal elsewhere", () => {
    expect(defaultOddsFormat("en-ca")).toBe("american");
    expect(defaultOddsFormat("en")).toBe("decimal");
    expect(defaultOddsFormat("de")).toBe("decimal");
  });

  it("reads the player's choice from the cookie, whatever the locale", () => {
    expect(readOddsFormat("theme=dark; vela_odds=fractional", "en")).toBe("fractional");
    expect(readOddsFormat("vela_odds=decimal", "en-ca")).toBe("decimal");
  });

  it("falls back to the locale's default on a missing or unknown value", () => {
    expect(readOddsFormat(null, "en-ca")).toBe("american");
    expect(readOddsFormat("vela_odds=hongkong", "de")).toBe("decimal");
    expect(readOddsFormat("xvela_odds=american", "en")).toBe("decimal");
  });

  it("writes decimal odds with the page's decimal separator, the other formats as they are", () => {
    expect(localOdds(2.5, "decimal", "en")).toBe("2.50");
    expect(localOdds(2.5, "decimal", "de")).toBe("2,50");
    expect(localOdds(2.5, "fractional", "de")).toBe("6/4");
    expect(localOdds(2.5, "american", "en-ca")).toBe("+150");
    expect(localOdds(1, "decimal", "de")).toBe("–");
  });
});
