import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { refusalText } from "../../lib/refusal-text";

const en = createI18n("en").t;
const de = createI18n("de").t;
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

  it("states a bonus's maximum bet in the account currency", () => {
    const tooHigh = refused("BONUS_MAX_BET", { maxBet: 5, currency: "EUR" });
    expect(refusalText(en, tooHigh, { locale: "en", currency: "EUR" })).toBe(
      "While a bonus is being wagered, the highest stake is €5.00.",
    );
  });
});
