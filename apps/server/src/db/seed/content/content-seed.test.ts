import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONTENT_FIELDS, MONEY_PLACEHOLDER, SlideKind, URL_LOCALES } from "@casino/contract";
import { and, eq } from "drizzle-orm";
import { parse, serialize } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../modules/content";
import type { Database } from "../../../platform/db";
import { createTestDatabase } from "../../../platform/db/test-db";
import { contentEntries } from "../../schema";
import { canadianText } from "./canadian";
import { BASE_CONTENT, DEMO_CONTENT, seedBaseContent, seedDemoContent } from "./index";
import { expand } from "./seed-entry";

let database: Database;
beforeAll(async () => {
  // createTestDatabase has already applied the reference data, base content included.
  database = await createTestDatabase();
});
afterAll(() => database.close());

const all = [...BASE_CONTENT, ...DEMO_CONTENT];
const rows = all.flatMap(expand);
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** The HTML fields of the content types (CONTENT_TYPES in modules/content/content-types.ts). */
const HTML_FIELDS = ["content", "terms", "license"];

/** What a browser makes of the HTML (parse5 is the HTML standard's parser), written out again. */
const browserTree = (html: string) => serialize(parse(`<!doctype html><body>${html}`));

describe("seed content", () => {
  it("is valid for its type's schema in every locale", () => {
    for (const row of rows) expect(CONTENT_FIELDS[row.type].safeParse(row.fields).error).toBeUndefined();
  });

  it("keeps its meaning through the sanitiser: a browser builds the same page from it before and after", () => {
    const tags = new Set<string>();
    for (const row of rows) {
      for (const name of HTML_FIELDS) {
        const value = row.fields[name];
        if (typeof value !== "string") continue;
        const before = browserTree(value);
        expect(browserTree(sanitizeHtml(value)), `${row.type} ${row.slug} ${row.locale} ${name}`).toBe(
          before,
        );
        for (const [, tag] of before.matchAll(/<([a-z0-9]+)/g)) tags.add(String(tag));
      }
    }
    // The seeds exercise what operators' pages use: headings, lists, links, tables, emphasis.
    expect([...tags]).toEqual(
      expect.arrayContaining(["h1", "h2", "h3", "p", "ul", "li", "a", "table", "th", "td"]),
    );
  });

  it("has the pages, promotions, slide kinds and menus the product needs", () => {
    const slugs = (type: string) => all.filter((e) => e.type === type).map((e) => e.slug);
    expect(slugs("page")).toEqual(
      expect.arrayContaining([
        "home",
        "casino",
        "live-casino",
        "terms-and-conditions",
        "privacy-policy",
        "cookie-policy",
        "responsible-gambling",
        "bonus-terms",
        "faq",
        "reguli-de-pariere",
        "regulamente-jocuri-casino",
      ]),
    );
    expect(slugs("promotion").length).toBeGreaterThanOrEqual(6);
    expect(slugs("navigation")).toEqual(["header", "sidebar", "footer", "bottom-bar"]);
    const kinds = all.filter((e) => e.type === "banner").map((e) => e.en.kind);
    expect(new Set(kinds)).toEqual(new Set(SlideKind.options));
    const popupKinds = all.filter((e) => e.type === "popup").map((e) => e.en.kind);
    expect(popupKinds).toEqual(expect.arrayContaining(["welcome", "prize-wheel", "brand-ambassador"]));
  });

  it("is written for the product: no placeholder text, no risk-free claims, German for de", () => {
    for (const text of rows.flatMap((row) => strings(row.fields))) {
      expect(text).not.toMatch(/lorem|ipsum|risk[- ]free|risikofrei|no[- ]risk/i);
    }
    for (const entry of all.filter((e) => e.type === "page" && !e.slug.startsWith("regul"))) {
      expect(entry.de.content).not.toBe(entry.en.content);
    }
  });

  it("writes the Romanian rules pages in Romanian for every locale", () => {
    for (const slug of ["reguli-de-pariere", "regulamente-jocuri-casino"]) {
      const [en, ...others] = rows.filter((row) => row.slug === slug);
      expect(en?.fields.lang).toBe("ro");
      expect(String(en?.fields.content)).toMatch(/[ăâîșț]/);
      for (const other of others) expect(other.fields).toEqual(en?.fields);
    }
  });

  it("uses Canadian spelling and terms for en-ca", () => {
    expect(canadianText("We organise it; analyse your country of residence; {{money:200}}")).toBe(
      "We organize it; analyze your province or territory of residence; {{money:200}}",
    );
    const welcome = rows.find((row) => row.slug === "welcome-match" && row.locale === "en-ca");
    expect(welcome?.fields.title).toBe("100% welcome match up to {{money:200}}");
    const terms = rows.find((row) => row.slug === "terms-and-conditions" && row.locale === "en-ca");
    expect(String(terms?.fields.content)).toContain("province or territory of residence");
  });

  it("names money only through the {{money:…}} placeholder, never a hard-coded currency", () => {
    // Issue 17: a GBP player saw "€200". The server renders each placeholder in the viewer's currency; a symbol or
    // code written into a text would show the same currency to everyone. The jackpot slide's `currency` field
    // is not text: the server replaces it with the viewer's currency.
    const hardCoded =
      /[€£$¥]|\b(?:EUR|GBP|CAD|USD|CHF|SEK|NOK|DKK|PLN|RON)\b|\b(?:euros?|pounds?|dollars?)\b/i;
    const found: string[] = [];
    for (const row of rows) {
      const { jackpot, ...fields } = row.fields as { jackpot?: Record<string, unknown> };
      const texts = [...strings(fields), ...strings({ ...jackpot, currency: undefined })];
      for (const text of texts) {
        const bare = text.replace(MONEY_PLACEHOLDER, "");
        if (hardCoded.test(bare)) found.push(`${row.type} ${row.slug} ${row.locale}: ${bare.slice(0, 120)}`);
        // Every placeholder is well formed: a stray "{{money" would reach the page as it is.
        expect(bare, `${row.type} ${row.slug} ${row.locale}`).not.toMatch(/\{\{\s*money/);
      }
    }
    expect(found).toEqual([]);
  });

  it("points only at brand images that exist", () => {
    const publicDir = fileURLToPath(new URL("../../../../../web/public", import.meta.url));
    const images = new Set(rows.flatMap((row) => strings(row.fields)).filter((s) => s.startsWith("/brand/")));
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
  });

  it("is applied with the reference data and is idempotent", async () => {
    const stored = await database.db.select().from(contentEntries);
    expect(stored.length).toBe(BASE_CONTENT.length * URL_LOCALES.length);
    expect(await seedBaseContent(database.db)).toBe(0);
    expect(await seedDemoContent(database.db)).toBe(DEMO_CONTENT.length * URL_LOCALES.length);
    expect(await seedDemoContent(database.db)).toBe(0);
  });

  it("never overwrites an operator's edit", async () => {
    const where = and(
      eq(contentEntries.type, "navigation"),
      eq(contentEntries.slug, "header"),
      eq(contentEntries.locale, "en"),
    );
    await database.db
      .update(contentEntries)
      .set({ fields: { title: "Edited", items: [] } })
      .where(where);
    await seedBaseContent(database.db);
    const [row] = await database.db.select().from(contentEntries).where(where);
    expect(row?.fields).toEqual({ title: "Edited", items: [] });
  });
});
