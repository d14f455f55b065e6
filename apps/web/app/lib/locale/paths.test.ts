import { describe, expect, it } from "vitest";
import { localized, switchLocale } from "./paths";

describe("locale paths", () => {
  it("prefixes a path with the locale", () => {
    expect(localized("de", "/casino")).toBe("/de/casino");
    expect(localized("en-ca", "/")).toBe("/en-ca");
  });
  it("switches the locale and keeps the rest of the path and the query", () => {
    expect(switchLocale("/en/profile/documents", "?tab=2", "de")).toBe("/de/profile/documents?tab=2");
    expect(switchLocale("/de", "", "en-ca")).toBe("/en-ca");
    expect(switchLocale("/casino", "", "de")).toBe("/de/casino");
  });
});
