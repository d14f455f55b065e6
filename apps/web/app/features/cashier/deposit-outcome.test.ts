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

  it("says so when the deposit is not the player's", () => {
    expect(depositOutcome("approved", null, true)).toBe("confirming");
    expect(depositOutcome("approved", null, false)).toBe("unknown");
  });

  it("reads only the provider's four results", () => {
    expect(parseProviderResult("approved")).toBe("approved");
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
  });
});
