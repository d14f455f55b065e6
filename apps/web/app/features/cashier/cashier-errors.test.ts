import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { cashierErrorText } from "./cashier-errors";

const t = (key: string) => `t:${key}`;

describe("cashier error texts", () => {
  it("says known codes in the player's language", () => {
    const funds = new ApiError(400, "INSUFFICIENT_FUNDS", "Insufficient funds");
    expect(cashierErrorText(t, funds, "cashier.withdraw.failed")).toBe("t:cashier.errors.INSUFFICIENT_FUNDS");
    const cancel = new ApiError(409, "CANCEL_NOT_POSSIBLE", "Cancel Transaction couldn't be done");
    expect(cashierErrorText(t, cancel, "x")).toBe("t:cashier.errors.CANCEL_NOT_POSSIBLE");
  });

  it("shows the server's message for refusals it words itself (bounds, limits, exclusions)", () => {
    expect(cashierErrorText(t, new ApiError(400, "INVALID_AMOUNT", "The minimum is 10"), "x")).toBe(
      "The minimum is 10",
    );
    const limit = new ApiError(403, "DEPOSIT_LIMIT", "You can deposit 20.00 GBP more until it resets");
    expect(cashierErrorText(t, limit, "x")).toBe("You can deposit 20.00 GBP more until it resets");
  });

  it("falls back to the call's own text for server faults and network errors", () => {
    expect(cashierErrorText(t, new ApiError(500, "INTERNAL", "boom"), "cashier.deposit.failed")).toBe(
      "t:cashier.deposit.failed",
    );
    expect(cashierErrorText(t, new TypeError("Failed to fetch"), "cashier.deposit.failed")).toBe(
      "t:cashier.deposit.failed",
    );
  });
});
