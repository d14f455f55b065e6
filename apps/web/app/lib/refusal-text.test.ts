import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { ApiError } from "./api-client";
import { refusalText } from "./refusal-text";

const en = createI18n("en").t;
const de = createI18n("de").t;
const refused = (code: string, details?: unknown) => new ApiError(403, code, "server text", details);

describe("responsible-gambling refusals", () => {
  it("says until when a break or a self-exclusion lasts, on the Amsterdam clock", () => {
    // 23:00 UTC in winter is midnight in Amsterdam.
    const until = { until: "2026-01-31T23:00:00.000Z", permanent: false };
    expect(refusalText(en, refused("COOL_OFF", until), { locale: "en" })).toBe(
      "You are on a break until 1 Feb 2026, 00:00 (Amsterdam time). You can log in again then.",
    );
    expect(refusalText(de, refused("SELF_EXCLUDED", until), { locale: "de" })).toBe(
      "Ihr Konto ist bis 01.02.2026, 00:00 (Amsterdamer Zeit) selbst gesperrt.",
    );
    expect(
      refusalText(en, refused("SELF_EXCLUDED", { until: null, permanent: true }), { locale: "en" }),
    ).toBe("Your account is permanently self-excluded.");
  });

  it("says when a session-time limit lets the player back in", () => {
    const details = { period: "daily", limit: 60, remaining: 0, resetsAt: "2026-05-01T22:00:00.000Z" };
    expect(refusalText(en, refused("SESSION_LIMIT", details), { locale: "en" })).toBe(
      "You have reached your daily session time limit. You can log in again from 2 May 2026, 00:00 (Amsterdam time).",
    );
  });

  it("states what is left of a money limit in the account currency", () => {
    const details = { period: "daily", limit: 10, remaining: 0, resetsAt: "2026-05-01T22:00:00.000Z" };
    expect(refusalText(en, refused("DEPOSIT_LIMIT", details), { locale: "en", currency: "GBP" })).toBe(
      "This would exceed your daily deposit limit. You can deposit £0.00 more until it resets on 2 May 2026, 00:00 (Amsterdam time).",
    );
  });

  it("leaves other errors to the generic text", () => {
    expect(refusalText(en, refused("INVALID_CREDENTIALS"), { locale: "en" })).toBeNull();
    expect(refusalText(en, new Error("offline"), { locale: "en" })).toBeNull();
  });
});
