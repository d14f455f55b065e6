import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import {
  canCashOutPartly,
  cashOutDoneText,
  changedOffer,
  partialAmount,
  partialStake,
  shownOffer,
} from "./cash-out";

describe("partial cash-out", () => {
  it("cashes out a share of the stake, rounded down to the cent", () => {
    expect(partialStake(10, 50)).toBe(5);
    expect(partialStake(3.33, 30)).toBe(0.99);
    expect(partialStake(10, 100)).toBe(10);
  });

  it("pays the same share of the offer, never more", () => {
    expect(partialAmount(18, 10, 5)).toBe(9);
    expect(partialAmount(7.77, 10, 3.33)).toBe(2.58); // 2.587…
    expect(partialAmount(7.77, 10, 10)).toBe(7.77);
  });

  it("is offered only when a tenth of the stake is worth a cent", () => {
    expect(canCashOutPartly(0.1)).toBe(false);
    expect(canCashOutPartly(1)).toBe(true);
  });
});

describe("a changed cash-out offer", () => {
  const refused = new ApiError(409, "CASH_OUT_CHANGED", "changed", { amount: 5.35, expected: 2.9 });

  it("is read from the book's 409 with the offer confirmed; other failures are not a new offer", () => {
    expect(changedOffer(refused, 2.9, 2.9)).toEqual({ amount: 5.35, accepted: 2.9, listed: 2.9 });
    expect(
      changedOffer(new ApiError(409, "CASH_OUT_UNAVAILABLE", "no", { reason: "suspended" }), 2.9, 2.9),
    ).toBe(null);
    expect(changedOffer(new Error("offline"), 2.9, 2.9)).toBe(null);
  });

  it("is shown in place of the list's older offer, until the list moves on", () => {
    const changed = changedOffer(refused, 2.9, 2.9);
    expect(shownOffer(2.9, null)).toBe(2.9);
    expect(shownOffer(2.9, changed)).toBe(5.35);
    expect(shownOffer(5.4, changed)).toBe(5.4);
    expect(shownOffer(null, changed)).toBe(null);
  });

  it("the toast says what the book paid, and what the offer was when that is not the amount confirmed", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    const money = (amount: number) => `£${amount.toFixed(2)}`;
    expect(cashOutDoneText(t, money, 2.9, 2.9)).toBe('sports.cashOut.done {"amount":"£2.90"}');
    expect(cashOutDoneText(t, money, 5.35, 2.9)).toBe(
      'sports.cashOut.doneChanged {"amount":"£5.35","accepted":"£2.90"}',
    );
  });
});
