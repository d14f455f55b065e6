import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { refusalText } from "../../lib/refusal-text";
import { applyErrorText } from "./apply-error-text";

const en = createI18n("en").t;
const de = createI18n("de").t;
const enCa = createI18n("en-ca").t;
const refused = (code: string, details?: unknown) => new ApiError(400, code, "server text", details);

describe("bonus refusals wherever money moves (deposit form, bet slip)", () => {
  it("says Error applying bonus with the reason, in the player's language", () => {
    const used = refused("BONUS_NOT_APPLICABLE", { reason: "FIRST_DEPOSIT_ONLY" });
    expect(refusalText(en, used, { locale: "en" })).toBe(
      "Error applying bonus: this bonus is for a first deposit only",
    );
    expect(refusalText(de, used, { locale: "de" })).toBe(
      "Fehler beim Anwenden des Bonus: dieser Bonus gilt nur für die erste Einzahlung",
    );
    expect(refusalText(en, refused("BONUS_NOT_APPLICABLE", { reason: "NEW" }), { locale: "en" })).toBe(
      "Error applying bonus",
    );
  });

  it("says when an offer with a day and time window opens again (a Friday reload on a Saturday)", () => {
    const closed = new ApiError(409, "CAMPAIGN_NOT_AVAILABLE_NOW", "server text", {
      nextOpening: "2026-04-09T22:00:00.000Z",
      availableDays: [5],
      availableFrom: null,
      availableUntil: null,
    });
    expect(refusalText(en, closed, { locale: "en" })).toBe(
      "Error applying bonus: this offer opens again on Friday 10 April at 00:00 (Amsterdam time)",
    );
    expect(refusalText(de, closed, { locale: "de" })).toBe(
      "Fehler beim Anwenden des Bonus: dieses Angebot gibt es wieder ab Freitag, 10. April um 00:00 (Amsterdamer Zeit)",
    );
    expect(applyErrorText(en, closed, "en")).toBe(refusalText(en, closed, { locale: "en" }));
  });

  it("says how often an offer can be claimed and from when again (COMET50, once a week)", () => {
    const weekly = new ApiError(409, "BONUS_CLAIM_LIMIT", "server text", {
      count: 1,
      period: "week",
      nextClaim: "2026-04-05T22:00:00.000Z",
    });
    expect(applyErrorText(en, weekly, "en")).toBe(
      "Error applying bonus: you can claim this offer once a week; claim it again from Monday 6 April at 00:00 (Amsterdam time)",
    );
    expect(applyErrorText(de, weekly, "de")).toBe(
      "Fehler beim Anwenden des Bonus: dieses Angebot gibt es einmal pro Woche; wieder ab Montag, 6. April um 00:00 (Amsterdamer Zeit)",
    );
    expect(applyErrorText(enCa, weekly, "en-ca")).toMatch(
      /^Error applying bonus: you can claim this offer once a week; claim it again from Monday, April 6 at 00:00 \(Amsterdam time\)$/,
    );
    // At the cashier (a deposit code) the same words.
    expect(refusalText(en, weekly, { locale: "en" })).toBe(applyErrorText(en, weekly, "en"));
    const twiceDaily = new ApiError(409, "BONUS_CLAIM_LIMIT", "server text", {
      count: 2,
      period: "day",
      nextClaim: "2026-04-01T22:00:00.000Z",
    });
    expect(applyErrorText(en, twiceDaily, "en")).toBe(
      "Error applying bonus: you can claim this offer 2 times a day; claim it again from Thursday 2 April at 00:00 (Amsterdam time)",
    );
  });

  it("states a bonus's maximum bet in the account currency", () => {
    const tooHigh = refused("BONUS_MAX_BET", { maxBet: 5, currency: "EUR" });
    expect(refusalText(en, tooHigh, { locale: "en", currency: "EUR" })).toBe(
      "While a bonus is being wagered, the highest stake is €5.00.",
    );
  });
});
