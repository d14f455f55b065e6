import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { grantErrorText, isForbidden, operatorErrorText } from "./operator-errors";

const TEXTS: Record<string, string> = {
  "operator.errors.RISK_REVIEW_OPEN": "Clear the review first.",
  "errors.RATE_LIMITED": "Slow down.",
  "errors.generic": "Something went wrong.",
  "operator.bonuses.grantForm.noPlayer": "No player has this username.",
  "operator.bonuses.grantForm.alreadyOpen": "Already in play.",
};
const t = (key: string, options?: { defaultValue?: string }) => TEXTS[key] ?? options?.defaultValue ?? key;

describe("the text of a failed operator call", () => {
  it("says the codes the back office knows in the operator's language", () => {
    const error = new ApiError(409, "RISK_REVIEW_OPEN", "The account is under review");
    expect(operatorErrorText(t, error)).toBe("Clear the review first.");
  });

  it("uses the shared text of a shared code", () => {
    expect(operatorErrorText(t, new ApiError(429, "RATE_LIMITED", "Too many requests"))).toBe("Slow down.");
  });

  it("shows the server's own refusal for any other code", () => {
    const error = new ApiError(400, "VALIDATION_FAILED_SOMEHOW", "reason: too short");
    expect(operatorErrorText(t, error)).toBe("reason: too short");
  });

  it("falls back to the generic text when the call never reached the server", () => {
    expect(operatorErrorText(t, new TypeError("Failed to fetch"))).toBe("Something went wrong.");
  });

  it("knows a refusal for lack of the role", () => {
    expect(isForbidden(new ApiError(403, "FORBIDDEN", "Operators only"))).toBe(true);
    expect(isForbidden(new ApiError(409, "WITHDRAWAL_NOT_PENDING", "No longer pending"))).toBe(false);
    expect(isForbidden(new Error("x"))).toBe(false);
  });
});

describe("the text of a failed grant", () => {
  it("says when no player has the username", () => {
    expect(grantErrorText(t, new ApiError(404, "NOT_FOUND", "No player with this username"))).toBe(
      "No player has this username.",
    );
  });

  it("says when the player already has the campaign in play", () => {
    const error = new ApiError(400, "BONUS_NOT_APPLICABLE", "Error applying bonus", {
      reason: "ALREADY_CLAIMED",
    });
    expect(grantErrorText(t, error)).toBe("Already in play.");
  });

  it("shows the server's refusal otherwise", () => {
    const error = new ApiError(400, "BONUS_NOT_APPLICABLE", "Error applying bonus", {
      reason: "UNKNOWN_CODE",
    });
    expect(grantErrorText(t, error)).toBe("Error applying bonus");
    expect(grantErrorText(t, new TypeError("Failed to fetch"))).toBe("Something went wrong.");
  });
});
