import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UrlLocale } from "./locale";
import { isUrlLocale, localeFromAcceptLanguage, URL_LOCALES } from "./locale.api";

describe("localeFromAcceptLanguage", () => {
  it("falls back to en without a header", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
  });
  it("prefers the highest q-value that we support", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,de;q=0.8,en;q=0.5")).toBe("de");
    expect(localeFromAcceptLanguage("en;q=0.4, de-AT;q=0.7")).toBe("de");
  });
  it("maps Canadian English to en-ca and other English to en", () => {
    expect(localeFromAcceptLanguage("en-CA,en;q=0.9")).toBe("en-ca");
    expect(localeFromAcceptLanguage("en-GB")).toBe("en");
  });
  it("ignores languages refused with q=0", () => {
    expect(localeFromAcceptLanguage("de;q=0, fr")).toBe("en");
  });
});

describe("isUrlLocale", () => {
  it("accepts exactly what UrlLocale accepts", () => {
    const values = fc.oneof(fc.constantFrom(...URL_LOCALES, "EN", "en-CA", "fr", ""), fc.anything());
    fc.assert(fc.property(values, (value) => isUrlLocale(value) === UrlLocale.safeParse(value).success));
  });
});
