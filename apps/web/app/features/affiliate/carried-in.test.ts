import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/i18n";
import { formatMoney } from "../../lib/money";
import { carriedInNote } from "./components/commission-months";

describe("the affiliate's monthly commission table", () => {
  it("says how much of an earlier negative month was set off against this month, in every language", () => {
    const note = (locale: "en" | "de" | "en-ca") =>
      carriedInNote(-30, (amount) => formatMoney(amount, "GBP", locale), translator(locale));
    expect(note("en")).toBe("-£30.00 carried over from earlier months");
    expect(note("en-ca")).toBe("-£30.00 carried over from earlier months");
    expect(note("de")).toMatch(/^-30,00\s£ aus Vormonaten übertragen$/);
  });

  it("says nothing when no loss was carried in", () => {
    expect(carriedInNote(0, String, translator("en"))).toBeNull();
  });
});
