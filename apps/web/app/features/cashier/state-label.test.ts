import { PaymentState } from "@casino/contract";
import { describe, expect, it } from "vitest";
import de from "../../i18n/de.json";
import en from "../../i18n/en.json";

describe("a payment's state in the banking history", () => {
  it("has a label in English and German for every state (en-CA falls back to English)", () => {
    for (const catalogue of [en, de]) {
      const labels: Record<string, string> = catalogue.cashier.state;
      for (const state of PaymentState.options) expect(labels[state], state).toMatch(/\S/);
    }
    expect(en.cashier.state.EXPIRED).toBe("Expired");
    expect(de.cashier.state.EXPIRED).toBe("Abgelaufen");
  });
});
