import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n";
import { type PrizeWords, prizesSummary, prizeText, segmentLabel, type WheelPrize } from "./wheel-prizes";

/** The seeded wheel (apps/server engagement/calendar.config.ts WHEEL_PRIZES), as GET /api/prize-wheel sends it. */
const WHEEL: WheelPrize[] = [
  { kind: "points", amount: 50 },
  { kind: "cash", amount: 1 },
  { kind: "points", amount: 200 },
  { kind: "free_spins", amount: 5 },
  { kind: "bonus_money", amount: 5 },
  { kind: "nothing", amount: 0 },
  { kind: "cash", amount: 10 },
  { kind: "cash", amount: 50 },
];

const words = (locale: "en" | "de", currency = "GBP"): PrizeWords => ({
  t: createI18n(locale).t,
  locale,
  currency,
});

describe("the prize wheel in words", () => {
  it("says every kind of prize the wheel holds, with ranges, and nothing it does not hold", () => {
    expect(prizesSummary(WHEEL, words("en"))).toBe(
      "What you can win: £1.00 to £50.00 cash, £5.00 bonus money, 5 free spins or 50 to 200 loyalty points.",
    );
    // German money has a no-break space before the sign.
    expect(prizesSummary(WHEEL, words("de", "EUR")).replaceAll("\u00a0", " ")).toBe(
      "Das kannst du gewinnen: 1,00 € bis 50,00 € Echtgeld, 5,00 € Bonusgeld, 5 Freidrehungen oder 50 bis 200 Treuepunkte.",
    );
    expect(prizesSummary([{ kind: "points", amount: 100 }], words("en"))).toBe(
      "What you can win: 100 loyalty points.",
    );
  });

  it("labels segments short, in the player's currency", () => {
    expect(WHEEL.map((prize) => segmentLabel(prize, words("en")))).toEqual([
      "50 pts",
      "£1",
      "200 pts",
      "5 spins",
      "£5 bonus",
      "No prize",
      "£10",
      "£50",
    ]);
  });

  it("names a won prize in full", () => {
    expect(prizeText({ kind: "cash", amount: 10.05 }, words("en"))).toBe("£10.05 cash");
    expect(prizeText({ kind: "free_spins", amount: 1 }, words("en"))).toBe("1 free spin");
    expect(prizeText({ kind: "nothing", amount: 0 }, words("de"))).toBe("Diesmal kein Preis");
  });
});
