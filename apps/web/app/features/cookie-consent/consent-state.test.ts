import { describe, expect, it } from "vitest";
import {
  consentReducer,
  initialConsent,
  readConsent,
  serializeConsent,
  shouldShowBanner,
  UNDECIDED,
} from "./consent-state";

describe("consent cookie", () => {
  it("round-trips the choices", () => {
    const preferences = { functional: true, marketingAndAnalytics: false, advertising: true };
    expect(readConsent(`theme=dark; cookie_consent=${serializeConsent(preferences)}`)).toEqual(preferences);
  });

  it("treats a missing or malformed cookie as undecided", () => {
    expect(readConsent(undefined)).toEqual(UNDECIDED);
    expect(readConsent("cookie_consent=yes")).toEqual(UNDECIDED);
  });
});

describe("banner", () => {
  it("shows only when consent is required and something is undecided", () => {
    expect(shouldShowBanner(true, UNDECIDED)).toBe(true);
    expect(shouldShowBanner(false, UNDECIDED)).toBe(false);
    expect(
      shouldShowBanner(true, { functional: true, marketingAndAnalytics: false, advertising: false }),
    ).toBe(false);
  });
});

describe("consentReducer", () => {
  const start = initialConsent(UNDECIDED);

  it("accepts or rejects everything at once", () => {
    expect(consentReducer(start, { type: "acceptAll" }).stored).toEqual({
      functional: true,
      marketingAndAnalytics: true,
      advertising: true,
    });
    expect(consentReducer(start, { type: "rejectAll" }).stored.advertising).toBe(false);
  });

  it("saves only when every destination is decided", () => {
    let state = consentReducer(start, { type: "openPreferences" });
    state = consentReducer(state, { type: "choose", destination: "functional", allowed: true });
    expect(consentReducer(state, { type: "save" })).toBe(state);
    state = consentReducer(state, { type: "choose", destination: "marketingAndAnalytics", allowed: false });
    state = consentReducer(state, { type: "choose", destination: "advertising", allowed: false });
    const saved = consentReducer(state, { type: "save" });
    expect(saved.dialog).toBe("closed");
    expect(saved.stored).toEqual({ functional: true, marketingAndAnalytics: false, advertising: false });
  });

  it("asks before cancelling with undecided destinations, then resets", () => {
    let state = consentReducer(start, { type: "openPreferences" });
    state = consentReducer(state, { type: "choose", destination: "functional", allowed: true });
    state = consentReducer(state, { type: "cancel" });
    expect(state.dialog).toBe("confirmCancel");
    expect(consentReducer(state, { type: "keepEditing" }).dialog).toBe("open");
    const reset = consentReducer(state, { type: "confirmCancel" });
    expect(reset).toEqual({ stored: UNDECIDED, draft: UNDECIDED, dialog: "closed" });
  });

  it("closes without asking when everything is decided", () => {
    const decided = initialConsent({ functional: true, marketingAndAnalytics: true, advertising: false });
    let state = consentReducer(decided, { type: "openPreferences" });
    state = consentReducer(state, { type: "choose", destination: "advertising", allowed: true });
    state = consentReducer(state, { type: "cancel" });
    expect(state.dialog).toBe("closed");
    expect(state.stored.advertising).toBe(false);
  });
});
