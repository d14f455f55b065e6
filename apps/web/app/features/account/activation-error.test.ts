import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import { ApiError } from "../../lib/api-client";
import { activationErrorText } from "./activation-error";

const lookup = (key: string): string | undefined =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as
    | string
    | undefined;
const t = (key: string, options?: { defaultValue?: string }) => lookup(key) ?? options?.defaultValue ?? key;

describe("the activate-e-mail page's failure text", () => {
  it("says the link is invalid or expired for a malformed, unknown or used key", () => {
    for (const error of [
      new ApiError(400, "VALIDATION_FAILED", "Invalid request"),
      new ApiError(400, "ACTIVATION_FAILED", "Activation failed"),
    ]) {
      expect(activationErrorText(t, error)).toBe(en.activate.invalidLink);
    }
    expect(en.activate.invalidLink).toMatch(/invalid or has expired/);
  });

  it("keeps the generic text when the server or the network failed", () => {
    expect(activationErrorText(t, new ApiError(503, "UNAVAILABLE", "Down"))).not.toBe(
      en.activate.invalidLink,
    );
    expect(activationErrorText(t, new TypeError("Failed to fetch"))).not.toBe(en.activate.invalidLink);
  });
});
