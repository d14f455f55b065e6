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

  it("keeps KYC documents on disk unless KYC_S3_ENDPOINT is set, and then names each missing S3 setting, never a value", () => {
    expect(loadConfig({})).toMatchObject({ KYC_S3_REGION: "us-east-1", KYC_S3_PREFIX: "kyc/" });
    expect(loadConfig({ KYC_S3_BUCKET: "docs" }).KYC_S3_ENDPOINT).toBeUndefined();

    const endpoint = "http://127.0.0.1:9000";
    expect(() => loadConfig({ KYC_S3_ENDPOINT: endpoint })).toThrow(
      /KYC_S3_BUCKET: required when KYC_S3_ENDPOINT is set\n.*KYC_S3_ACCESS_KEY_ID: required[\s\S]*KYC_S3_SECRET_ACCESS_KEY: required/,
    );
    let message = "";
    try {
      loadConfig({
        KYC_S3_ENDPOINT: endpoint,
        KYC_S3_BUCKET: "docs",
        KYC_S3_ACCESS_KEY_ID: "AKID-VALUE-NOT-SHOWN",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      "Invalid configuration:\n  KYC_S3_SECRET_ACCESS_KEY: required when KYC_S3_ENDPOINT is set",
    );

    const complete = {
      KYC_S3_BUCKET: "docs",
      KYC_S3_ACCESS_KEY_ID: "id",
      KYC_S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig({ ...complete, KYC_S3_ENDPOINT: endpoint, KYC_S3_REGION: "auto" })).toMatchObject({
      KYC_S3_ENDPOINT: endpoint,
      KYC_S3_REGION: "auto",
    });
    expect(() => loadConfig({ ...complete, KYC_S3_ENDPOINT: "http://user:pass@minio:9000" })).toThrow(
      /KYC_S3_ENDPOINT: an http\(s\) URL without user or password/,
    );
    expect(() => loadConfig({ KYC_S3_PREFIX: "../kyc/" })).toThrow(/KYC_S3_PREFIX/);
  });
});
