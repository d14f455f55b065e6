import { describe, expect, it } from "vitest";
import { defaultOddsFormat, readOddsFormat } from "./odds-format";

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
});
