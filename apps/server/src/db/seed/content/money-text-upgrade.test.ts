import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEntries } from "../../../modules/content/content.tables";
import { createTestApp, type TestApp } from "../../../test/harness";
import { seedBaseContent, seedDemoContent, upgradeMoneyTexts } from "./index";
import { LEGACY_MONEY_TEXTS } from "./legacy-money-texts";
import { LEGACY_UNTRUE_TEXTS } from "./legacy-untrue-texts";

// Issue 17: databases seeded before money in content became a {{money:N}} placeholder (the PGlite data directory
// of anyone who ran `npm start` earlier) kept "€200" in banners, promotions, pop-ups and pages, so a GBP player
// still read euros. The start-up seed now rewrites exactly the texts an earlier seed wrote, and nothing else.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", DEFAULT_COUNTRY: "GB" } });
  await seedDemoContent(t.database.db);
});
afterAll(() => t.close());

const key = (type: string, slug: string, locale: string) =>
  and(eq(contentEntries.type, type), eq(contentEntries.slug, slug), eq(contentEntries.locale, locale));

async function fieldsOf(type: string, slug: string, locale: string) {
  const [row] = await t.database.db
    .select()
    .from(contentEntries)
    .where(key(type, slug, locale));
  return row!.fields;
}

async function setField(type: string, slug: string, locale: string, field: string, text: string) {
  const fields = { ...(await fieldsOf(type, slug, locale)), [field]: text };
  await t.database.db
    .update(contentEntries)
    .set({ fields })
    .where(key(type, slug, locale));
}

/** The English title of a feed's entry, as a guest from `country` reads it. */
async function guestTitle(feed: string, slug: string, country: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/${feed}?locale=en`,
    headers: { "cf-ipcountry": country },
  });
  const entry = response
    .json()
    .data.find((e: { attributes: { slug: string } }) => e.attributes.slug === slug);
  return String(entry.attributes.title);
}

describe("the money-text upgrade of an old database", () => {
  it("rewrites every text the old seed wrote to today's templated one, and leaves an operator's edit alone", async () => {
    // The database as an earlier seed left it: each field holds one of the texts that seed wrote.
    const today = new Map<string, Record<string, unknown>>();
    for (const old of LEGACY_MONEY_TEXTS) {
      today.set(`${old.type}|${old.slug}|${old.locale}`, await fieldsOf(old.type, old.slug, old.locale));
      for (const [field, texts] of Object.entries(old.fields)) {
        await setField(old.type, old.slug, old.locale, field, texts.at(-1)!);
      }
    }
    expect(await guestTitle("bannersv2", "welcome-guests", "GB")).toBe(
      "Your first deposit, matched 100% up to €200",
    );
    // An operator changed one of them since: their text stays, euros and all.
    const edited = "Your first deposit, matched 100% up to €250 this month";
    await setField("promotion", "welcome-match", "en", "title", edited);

    const changed = await upgradeMoneyTexts(t.database.db);
    expect(changed).toBe(LEGACY_MONEY_TEXTS.length);
    for (const old of LEGACY_MONEY_TEXTS) {
      const fields = await fieldsOf(old.type, old.slug, old.locale);
      const wanted = today.get(`${old.type}|${old.slug}|${old.locale}`)!;
      for (const field of Object.keys(old.fields)) {
        if (old.slug === "welcome-match" && old.locale === "en" && field === "title") continue;
        expect(fields[field], `${old.type} ${old.slug} ${old.locale} ${field}`).toBe(wanted[field]);
      }
    }
    expect((await fieldsOf("promotion", "welcome-match", "en")).title).toBe(edited);
    expect(await guestTitle("bannersv2", "welcome-guests", "GB")).toBe(
      "Your first deposit, matched 100% up to £200",
    );
    expect(await guestTitle("bannersv2", "welcome-guests", "DE")).toBe(
      "Your first deposit, matched 100% up to €200",
    );

    // Idempotent: a second start changes nothing, the operator's edit included.
    expect(await upgradeMoneyTexts(t.database.db)).toBe(0);
    expect((await fieldsOf("promotion", "welcome-match", "en")).title).toBe(edited);
  });

  it("runs with the start-up seed, for every text any earlier seed version wrote", async () => {
    // The oldest and the newest pre-placeholder wording of a field both count as the seed's.
    const twice = LEGACY_MONEY_TEXTS.find((old) =>
      Object.values(old.fields).some((texts) => texts.length > 1),
    )!;
    const [field, texts] = Object.entries(twice.fields).find(([, list]) => list.length > 1)!;
    const wanted = (await fieldsOf(twice.type, twice.slug, twice.locale))[field];
    for (const text of texts) {
      await setField(twice.type, twice.slug, twice.locale, field, text);
      await seedBaseContent(t.database.db);
      expect((await fieldsOf(twice.type, twice.slug, twice.locale))[field]).toBe(wanted);
    }
  });

  it("replaces the slides that promised dealers and card and corner markets, in every locale", async () => {
    for (const old of LEGACY_UNTRUE_TEXTS) {
      for (const [field, [text]] of Object.entries(old.fields))
        await setField(old.type, old.slug, old.locale, field, text!);
    }
    expect((await fieldsOf("banner", "live-casino", "en-ca")).subtitle).toBe(
      "Real dealers, table limits for every budget.",
    );
    expect(await upgradeMoneyTexts(t.database.db)).toBe(LEGACY_UNTRUE_TEXTS.length);
    for (const locale of ["en", "de", "en-ca"]) {
      const live = await fieldsOf("banner", "live-casino", locale);
      expect(JSON.stringify(live)).not.toMatch(/dealers|Croupiers/);
      expect(JSON.stringify(await fieldsOf("banner", "derby-weekend", locale))).not.toMatch(/corners|Ecken/);
    }
  });
});
