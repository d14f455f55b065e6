import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTENT_FEEDS,
  CONTENT_FIELDS,
  ContentQuery,
  ContentType,
  contentLocale,
  NavigationItem,
  NavigationResponse,
  PageResponse,
} from "./content";

describe("contentLocale", () => {
  it("prefers the header, normalises regional tags and falls back to en", () => {
    expect(contentLocale("en-CA", "de")).toBe("en-ca");
    expect(contentLocale("de-AT")).toBe("de");
    expect(contentLocale("en_GB")).toBe("en");
    expect(contentLocale(undefined, "de")).toBe("de");
    expect(contentLocale("fr", "pt-br")).toBe("en");
    expect(contentLocale("", undefined)).toBe("en");
  });
});

describe("ContentQuery", () => {
  it("parses flags, lists and the theme as the web app sends them", () => {
    const query = ContentQuery.parse({
      theme: "Dark",
      authenticated: "true",
      identified: "0",
      roles: "player, vip",
      bonusCodes: ["A", "B,C"],
      draft: "2587",
    });
    expect(query).toEqual({
      theme: "dark",
      authenticated: true,
      identified: false,
      roles: ["player", "vip"],
      bonusCodes: ["A", "B", "C"],
      draft: 2587,
    });
  });

  it("rejects what is not a flag, theme or number", () => {
    expect(ContentQuery.safeParse({ authenticated: "yes" }).success).toBe(false);
    expect(ContentQuery.safeParse({ theme: "neon" }).success).toBe(false);
    expect(ContentQuery.safeParse({ draft: "x" }).success).toBe(false);
  });
});

describe("content types", () => {
  it("has a fields schema for every type and a failure message for every feed (docs/product/content.md#feeds)", () => {
    expect(Object.keys(CONTENT_FIELDS).sort()).toEqual([...ContentType.options].sort());
    expect(CONTENT_FEEDS.map((feed) => feed.failureMessage)).toEqual([
      "Sliders couldn't be fetched",
      "Promotions couldn't be fetched",
      "Promotions couldn't be fetched",
      "PopUp couldn't be fetched",
      "Registration Content couldn't be fetched",
      "Footer couldn't be fetched",
      "Payment Methods couldn't be fetched",
      "Promotion Content couldn't be fetched",
      "Promotion Banners couldn't be fetched",
      "Dynamic media couldn't be fetched",
    ]);
  });

  it("nests navigation items and fills their defaults", () => {
    const item = NavigationItem.parse({
      title: "Help",
      path: "/faq",
      items: [{ title: "FAQ", path: "/faq" }],
    });
    expect(item).toEqual({
      title: "Help",
      path: "/faq",
      authenticated: false,
      external: false,
      items: [{ title: "FAQ", path: "/faq", authenticated: false, external: false, items: [] }],
    });
  });

  it("refuses links that are neither site paths nor http(s) URLs", () => {
    expect(NavigationItem.safeParse({ title: "x", path: "javascript:alert(1)" }).success).toBe(false);
    const image = { src: "javascript:alert(1)", alt: "" };
    expect(CONTENT_FIELDS["promotion-banner"].safeParse({ title: "x", image }).success).toBe(false);
    expect(
      CONTENT_FIELDS["promotion-banner"].safeParse({
        title: "x",
        image: { src: "//evil.example/a", alt: "" },
      }).success,
    ).toBe(false);
  });

  it("turns into JSON Schema for the OpenAPI document", () => {
    expect(() => z.toJSONSchema(PageResponse, { io: "output" })).not.toThrow();
    expect(() => z.toJSONSchema(NavigationResponse, { io: "output" })).not.toThrow();
  });
});
