import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { APPLY_ERROR_MS, useApplyError } from "./apply-error";
import { applyErrorText } from "./apply-error-text";

describe("the apply error", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    useApplyError.getState().clear();
    vi.useRealTimers();
  });

  it("clears itself 5 seconds after it was shown", () => {
    useApplyError.getState().show("Error applying bonus");
    vi.advanceTimersByTime(APPLY_ERROR_MS - 1);
    expect(useApplyError.getState().message).toBe("Error applying bonus");
    vi.advanceTimersByTime(1);
    expect(useApplyError.getState().message).toBeNull();
  });

  it("gives a newer error its own 5 seconds", () => {
    useApplyError.getState().show("first");
    vi.advanceTimersByTime(4_000);
    useApplyError.getState().show("second");
    vi.advanceTimersByTime(4_000);
    expect(useApplyError.getState().message).toBe("second");
    vi.advanceTimersByTime(1_000);
    expect(useApplyError.getState().message).toBeNull();
  });

  it("says why when the server gives a known reason", () => {
    const t = (key: string) => key;
    const refused = new ApiError(400, "BONUS_NOT_APPLICABLE", "Error applying bonus", {
      reason: "ALREADY_CLAIMED",
    });
    expect(applyErrorText(t, refused)).toBe("bonus.errors.apply: bonus.refusals.ALREADY_CLAIMED");
    expect(applyErrorText(t, new ApiError(400, "BONUS_NOT_APPLICABLE", "x", { reason: "??" }))).toBe(
      "bonus.errors.apply",
    );
    expect(applyErrorText(t, new Error("network"))).toBe("bonus.errors.apply");
  });
});
