import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("works on a fresh machine with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("treats an empty DATABASE_URL as unset (embedded database)", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one error", () => {
    expect(() => loadConfig({ PORT: "not-a-port", DATABASE_URL: "nope" })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it("takes money settings to the cent and refuses a fraction of a cent rather than rounding it", () => {
    expect(loadConfig({ SPORTS_MIN_STAKE: "0.05", RISK_REVIEW_HOLD_ABOVE: "250" })).toMatchObject({
      SPORTS_MIN_STAKE: 0.05,
      RISK_REVIEW_HOLD_ABOVE: 250,
    });
    expect(() => loadConfig({ RISK_REVIEW_HOLD_ABOVE: "100.555" })).toThrow(/RISK_REVIEW_HOLD_ABOVE/);
    expect(() => loadConfig({ SPORTS_MAX_STAKE: "0" })).toThrow(/SPORTS_MAX_STAKE/);
  });
});
