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

  it("has no default for any secret and refuses the values this project once published as defaults", () => {
    const fresh = loadConfig({ NODE_ENV: "production" });
    expect(fresh.PSP_WEBHOOK_SECRET).toBeUndefined();
    expect(fresh.SPORTS_SESSION_SECRET).toBeUndefined();
    expect(() => loadConfig({ PSP_WEBHOOK_SECRET: "whsec_sandbox_development_only" })).toThrow(
      /PSP_WEBHOOK_SECRET: a value published/,
    );
    expect(() => loadConfig({ SPORTS_SESSION_SECRET: "sports_session_development_only" })).toThrow(
      /SPORTS_SESSION_SECRET: a value published/,
    );
    expect(() => loadConfig({ PSP_WEBHOOK_SECRET: "short-secret-16ch" })).toThrow(/PSP_WEBHOOK_SECRET/);
    const own = "an-operator-chosen-secret-of-40-characters";
    expect(loadConfig({ PSP_WEBHOOK_SECRET: own }).PSP_WEBHOOK_SECRET).toBe(own);
  });

  it("keeps demo accounts (public password, funded bots) away from a real payment provider", () => {
    const praxis = { PAYMENT_PROVIDER: "praxis", PRAXIS_MERCHANT_ID: "m", PRAXIS_APPLICATION_KEY: "k" };
    const live = { ...praxis, PRAXIS_MERCHANT_SECRET: "s" };
    expect(loadConfig({}).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: "false" }).DEMO_DATA).toBe(false);
    expect(loadConfig(live).DEMO_DATA).toBe(false);
    expect(() => loadConfig({ ...live, DEMO_DATA: "true" })).toThrow(
      /DEMO_DATA: must be false when PAYMENT_PROVIDER=praxis/,
    );
    // A real provider names every missing setting at once, never echoing a value.
    expect(() => loadConfig({ ...praxis, DEMO_DATA: "true" })).toThrow(
      /PRAXIS_MERCHANT_SECRET: required when PAYMENT_PROVIDER=praxis\n\s+DEMO_DATA/,
    );
  });

  it("mounts the test seams only when asked, and never next to a real payment provider", () => {
    expect(loadConfig({}).TEST_SEAMS).toBe(false);
    expect(loadConfig({ TEST_SEAMS: "true" }).TEST_SEAMS).toBe(true);
    const live = {
      PAYMENT_PROVIDER: "praxis",
      PRAXIS_MERCHANT_ID: "m",
      PRAXIS_APPLICATION_KEY: "k",
      PRAXIS_MERCHANT_SECRET: "s",
    };
    expect(loadConfig({ ...live, TEST_SEAMS: "false" }).TEST_SEAMS).toBe(false);
    expect(() => loadConfig({ ...live, TEST_SEAMS: "true" })).toThrow(
      /TEST_SEAMS: must be false when PAYMENT_PROVIDER=praxis/,
    );
    expect(() => loadConfig({ TEST_SEAMS: "yes" })).toThrow(/TEST_SEAMS/);
  });
});
