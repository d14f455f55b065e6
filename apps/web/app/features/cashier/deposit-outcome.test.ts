import { describe, expect, it } from "vitest";
import { depositPollDelay } from "./api/get-transaction";
import { depositOutcome, parseProviderResult } from "./deposit-outcome";

describe("the deposit result screen", () => {
  it("waits for the credit after an approval, then shows success", () => {
    expect(depositOutcome("approved", undefined, true)).toBe("confirming");
    expect(depositOutcome("approved", "PENDING", true)).toBe("confirming");
    expect(depositOutcome("approved", "SUCCESSFUL", false)).toBe("success");
  });

  it("shows a failure at once for a declined or cancelled payment", () => {
    expect(depositOutcome("declined", "PENDING", true)).toBe("declined");
    expect(depositOutcome("cancelled", undefined, true)).toBe("cancelled");
    expect(depositOutcome("cancelled", "FAILED", false)).toBe("cancelled");
  });

  it("trusts our own record over the provider's redirect", () => {
    expect(depositOutcome("approved", "FAILED", false)).toBe("declined");
    expect(depositOutcome("declined", "SUCCESSFUL", false)).toBe("success");
  });

  it("keeps a pending payment pending, and says so when the credit takes long", () => {
    expect(depositOutcome("pending", "PENDING", true)).toBe("pending");
    expect(depositOutcome("pending", "SUCCESSFUL", false)).toBe("success");
    expect(depositOutcome("approved", "PENDING", false)).toBe("pending");
  });

  it("says a checkout that was not paid in time expired, unless the provider took the payment", () => {
    expect(depositOutcome("expired", undefined, true)).toBe("expired");
    expect(depositOutcome("expired", "PENDING", true)).toBe("expired");
    expect(depositOutcome(null, "EXPIRED", true)).toBe("expired");
    expect(depositOutcome("cancelled", "EXPIRED", false)).toBe("expired");
    // Paid at the last moment: the late approval is credited, so the player waits for it.
    expect(depositOutcome("approved", "EXPIRED", true)).toBe("pending");
    expect(depositOutcome("pending", "EXPIRED", true)).toBe("pending");
    expect(depositOutcome("approved", "SUCCESSFUL", false)).toBe("success");
  });

  it("says so when the deposit is not the player's", () => {
    expect(depositOutcome("approved", null, true)).toBe("confirming");
    expect(depositOutcome("approved", null, false)).toBe("unknown");
  });

  it("reads only the provider's five results", () => {
    expect(parseProviderResult("approved")).toBe("approved");
    expect(parseProviderResult("expired")).toBe("expired");
    expect(parseProviderResult("unknown")).toBeNull();
    expect(parseProviderResult("APPROVED")).toBeNull();
    expect(parseProviderResult(null)).toBeNull();
  });

  it("polls every second for a minute, then every 5 s, then stops; never once settled", () => {
    expect(depositPollDelay(undefined, 0)).toBe(1000);
    expect(depositPollDelay("PENDING", 59)).toBe(1000);
    expect(depositPollDelay("PENDING", 60)).toBe(5000);
    expect(depositPollDelay(null, 227)).toBe(5000);
    expect(depositPollDelay("PENDING", 228)).toBe(false);
    expect(depositPollDelay("SUCCESSFUL", 1)).toBe(false);
    expect(depositPollDelay("FAILED", 1)).toBe(false);
    // An expired deposit may still be paid late: asked about like a pending one.
    expect(depositPollDelay("EXPIRED", 59)).toBe(1000);
    expect(depositPollDelay("EXPIRED", 228)).toBe(false);
  });
});
