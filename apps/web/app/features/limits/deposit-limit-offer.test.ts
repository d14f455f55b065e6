import { describe, expect, it } from "vitest";
import { checkOffer, EMPTY_OFFER } from "./deposit-limit-offer";

const uk = { currency: "GBP", maxMonthly: null, monthlyRequired: false };
const de = { currency: "EUR", maxMonthly: 1000, monthlyRequired: true };

describe("checkOffer", () => {
  it("sends every filled period in one body, in the account currency, with a comma or a dot", () => {
    expect(checkOffer({ daily: "20", weekly: "", monthly: "250,50" }, uk)).toEqual({
      problems: {},
      empty: false,
      body: {
        depositLimits: [
          { period: "daily", amount: 20, currency: "GBP" },
          { period: "monthly", amount: 250.5, currency: "GBP" },
        ],
      },
    });
  });

  it("has nothing to send while every field is empty", () => {
    expect(checkOffer(EMPTY_OFFER, uk)).toEqual({ problems: {}, empty: true, body: null });
  });

  it("names the field that is not an amount", () => {
    const check = checkOffer({ daily: "0", weekly: "12.345", monthly: "abc" }, uk);
    expect(check.problems).toEqual({ daily: "invalid", weekly: "invalid", monthly: "invalid" });
    expect(check.body).toBeNull();
  });

  it("asks German players for a monthly limit of at most the legal cap", () => {
    expect(checkOffer({ ...EMPTY_OFFER, daily: "50" }, de).problems).toEqual({ monthly: "required" });
    expect(checkOffer({ ...EMPTY_OFFER, monthly: "1000.01" }, de).problems).toEqual({ monthly: "tooHigh" });
    expect(checkOffer({ ...EMPTY_OFFER, monthly: "1000" }, de).body).toEqual({
      depositLimits: [{ period: "monthly", amount: 1000, currency: "EUR" }],
    });
  });
});
