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
});
