import { describe, expect, it } from "vitest";
import { seoMeta } from "./page-meta";

describe("seoMeta", () => {
  const tags = seoMeta({
    origin: "https://vela.example",
    path: "/promotions",
    locale: "de",
    title: "Aktionen · Vela",
    description: "Angebote",
  });

  it("points the canonical at the page in its own locale", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://vela.example/de/promotions",
    });
  });

  it("lists every locale and x-default as alternates", () => {
    const alternates = tags.filter((tag) => "hrefLang" in tag).map((tag) => [tag.hrefLang, tag.href]);
    expect(alternates).toEqual([
      ["en", "https://vela.example/en/promotions"],
      ["de", "https://vela.example/de/promotions"],
      ["en-CA", "https://vela.example/en-ca/promotions"],
      ["x-default", "https://vela.example/en/promotions"],
    ]);
  });

  it("has Open Graph title, description and URL", () => {
    expect(tags).toContainEqual({ property: "og:title", content: "Aktionen · Vela" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://vela.example/de/promotions" });
  });
});
