import { describe, expect, it } from "vitest";
import { amountInputText, formatMoney, parseAmountInput } from "./money";

describe("money in the browser", () => {
  it("formats by the page's language", () => {
    expect(formatMoney(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(formatMoney(1234.5, "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatMoney(10, "CAD", "en-ca")).toBe("$10.00");
  });
  it("drops the cents of round amounts only when asked", () => {
    expect(formatMoney(25, "GBP", "en", { whole: true })).toBe("£25");
    expect(formatMoney(25.5, "GBP", "en", { whole: true })).toBe("£25.50");
    expect(formatMoney(250, "EUR", "de", { whole: true })).toBe("250\u00a0€");
  });
  it("reads typed amounts, with a comma or a dot", () => {
    expect(parseAmountInput("25")).toBe(25);
    expect(parseAmountInput("12,5")).toBe(12.5);
    expect(parseAmountInput(" 7.05 ")).toBe(7.05);
    for (const bad of ["", "0", "-3", "1.234", "abc", "1e3", "10.005"])
      expect(parseAmountInput(bad)).toBeNull();
  });
  it("writes amounts back into an input in the page's decimal separator", () => {
    expect(amountInputText(25, "en")).toBe("25");
    expect(amountInputText(1234.5, "en")).toBe("1234.50");
    expect(amountInputText(1234.5, "de")).toBe("1234,50");
    expect(parseAmountInput(amountInputText(0.1 + 0.2, "de"))).toBe(0.3);
  });
});
