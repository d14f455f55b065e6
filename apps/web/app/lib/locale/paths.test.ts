import { describe, expect, it } from "vitest";
import { localized, navHref, switchLocale } from "./paths";

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

describe("navHref", () => {
  it("prefixes CMS paths with the page locale", () => {
    expect(navHref("de", { path: "/casino" })).toBe("/de/casino");
    expect(navHref("en-ca", { path: "/reguli-de-pariere" })).toBe("/en-ca/reguli-de-pariere");
    expect(navHref("en", { path: "/" })).toBe("/en");
  });

  it("leaves other sites alone", () => {
    expect(navHref("de", { path: "https://www.check-dein-spiel.de", external: true })).toBe(
      "https://www.check-dein-spiel.de",
    );
    expect(navHref("de", { path: "https://example.org" })).toBe("https://example.org");
  });
});
