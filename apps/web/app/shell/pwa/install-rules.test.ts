import { describe, expect, it } from "vitest";
import {
  INSTALL_SNOOZE_MS,
  IOS_PROMPT_INTERVAL_MS,
  installOfferAllowed,
  iosPromptDue,
  isIosSafari,
} from "./install-rules";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP_MODE =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36";

describe("iOS install prompt rules", () => {
  it("recognises Safari on iPhone and iPad, and nothing else", () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    // The same user agent on a real Mac (no touch screen) is desktop Safari.
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it("asks at most once every 30 days", () => {
    const now = Date.UTC(2026, 5, 1);
    expect(iosPromptDue(null, now)).toBe(true);
    expect(iosPromptDue(now - IOS_PROMPT_INTERVAL_MS + 60_000, now)).toBe(false);
    expect(iosPromptDue(now - IOS_PROMPT_INTERVAL_MS, now)).toBe(true);
    expect(iosPromptDue(Number.NaN, now)).toBe(true);
  });

  it("passes the browser's install offer on unless installed or recently dismissed", () => {
    const now = Date.UTC(2026, 5, 1);
    expect(installOfferAllowed(null, false, now)).toBe(true);
    expect(installOfferAllowed(null, true, now)).toBe(false);
    expect(installOfferAllowed(now - 1000, false, now)).toBe(false);
    expect(installOfferAllowed(now - INSTALL_SNOOZE_MS, false, now)).toBe(true);
  });
});
