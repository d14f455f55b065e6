import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { bonusForfeitOf } from "./bonus-forfeit";

describe("a withdrawal that would forfeit a deposit bonus", () => {
  it("is told apart from other refusals, with what would be lost", () => {
    const details = { amount: 50, currency: "EUR", bonuses: ["WELCOME100"] };
    const refused = new ApiError(409, "BONUS_FORFEIT_REQUIRED", "Withdrawing now forfeits…", details);
    expect(bonusForfeitOf(refused)).toEqual(details);
  });

  it("is null for anything else", () => {
    expect(bonusForfeitOf(new ApiError(400, "INSUFFICIENT_FUNDS", "Insufficient funds"))).toBeNull();
    expect(bonusForfeitOf(new ApiError(409, "BONUS_FORFEIT_REQUIRED", "no details"))).toBeNull();
    expect(bonusForfeitOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
