import { JackpotCard, PageResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/content";
import { fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

// Issue 17: a GBP player saw "€200" in banners and promotions, and guests on /en and /en-ca saw the jackpot in
// euros. Money in content is shown in the viewer's currency: a player's wallet currency; a guest's chosen display
// currency, else their country's, else their locale's.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", DEFAULT_COUNTRY: "GB" } });
  await seedDemoContent(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The title of a feed's entry by slug. */
const title = async (feed: string, slug: string, headers: Record<string, string> = {}, query = "") => {
  const body = await get(`/api/${feed}?locale=${headers["x-locale"] ?? "en"}${query}`, headers);
  const entry = body.data.find((e: { attributes: { slug: string } }) => e.attributes.slug === slug);
  expect(entry, `${feed} ${slug}`).toBeDefined();
  return String(entry.attributes.title);
};

const player = async (currency: string, country: string) =>
  (await fundedPlayer(t.app, 0n, { currency, country })).headers;

describe("money in content, in the viewer's currency", () => {
  it("reads £ for a GBP player and € for a EUR player in the same banner and promotion", async () => {
    const gbp = await player("GBP", "GB");
    const eur = await player("EUR", "DE");
    expect(await title("bannersv2", "reload-players", gbp)).toBe("Friday reload: 50% up to £100");
    expect(await title("bannersv2", "reload-players", eur)).toBe("Friday reload: 50% up to €100");
    expect(await title("promotions", "welcome-match", gbp)).toBe("100% welcome match up to £200");
    expect(await title("promotions", "welcome-match", eur)).toBe("100% welcome match up to €200");
    // The German text in the German way, the player's currency still.
    expect(await title("promotions", "welcome-match", { ...gbp, "x-locale": "de" })).toBe(
      "100 % Willkommensbonus bis 200\u00a0£",
    );
    // A player's wallet currency wins over a display currency the app asks for.
    expect(await title("promotions", "welcome-match", gbp, "&currency=EUR")).toBe(
      "100% welcome match up to £200",
    );
    // Bodies and terms too, decimals where the amount has cents.
    const body = await get("/api/promotions?locale=en", gbp);
    const spins = body.data.find(
      (e: { attributes: { slug: string } }) => e.attributes.slug === "free-spins-comet-cascade",
    );
    expect(spins.attributes.content).toContain("worth £0.20 each");
    expect(JSON.stringify(body)).not.toMatch(/€|\{\{money/);
  });

  it("shows a guest the currency of their choice, else their country's, else their locale's", async () => {
    // /en with no country from the edge: the configured default country (GB).
    expect(await title("bannersv2", "welcome-guests")).toBe("Your first deposit, matched 100% up to £200");
    // /en-ca: Canada's dollars, written the Canadian way.
    expect(await title("bannersv2", "welcome-guests", { "x-locale": "en-ca" })).toBe(
      "Your first deposit, matched 100% up to $200",
    );
    expect(await title("bannersv2", "welcome-guests", { "x-locale": "de" })).toBe(
      "Deine erste Einzahlung, verdoppelt bis 200\u00a0€",
    );
    // The visitor-country lookup of the edge beats the locale.
    expect(await title("bannersv2", "welcome-guests", { "cf-ipcountry": "CA" })).toBe(
      "Your first deposit, matched 100% up to CA$200",
    );
    // The display currency the guest chose: sent by the app, or its cookie.
    expect(await title("promotions", "welcome-match", {}, "&currency=EUR")).toBe(
      "100% welcome match up to €200",
    );
    expect(await title("promotions", "welcome-match", { cookie: "display_currency=CAD" })).toBe(
      "100% welcome match up to CA$200",
    );
    // A currency we do not offer is not a choice: the country's applies.
    expect(await title("promotions", "welcome-match", {}, "&currency=JPY")).toBe(
      "100% welcome match up to £200",
    );
    const bad = await t.app.inject({ method: "GET", url: "/api/promotions?currency=euro" });
    expect(bad.statusCode).toBe(400);
  });

  it("renders popups and pages too; a page follows its URL's currency, else its locale's", async () => {
    const popups = await get("/api/popups?locale=en");
    const welcome = popups.data.find(
      (e: { attributes: { slug: string } }) => e.attributes.slug === "welcome",
    );
    expect(welcome.attributes.content).toContain("up to £200");
    const faq = async (query: string) =>
      PageResponse.parse(await get(`/api/page/faq?${query}`)).data[0]!.attributes.content;
    expect(await faq("locale=en")).toContain("A £10 bonus with 30× wagering needs £300");
    expect(await faq("locale=en-ca")).toContain("A $10 bonus with 30× wagering needs $300");
    expect(await faq("locale=en&currency=EUR")).toContain("A €10 bonus with 30× wagering needs €300");
  });

  it("shows the jackpot in the viewer's currency: the slide and the card", async () => {
    const slide = async (headers: Record<string, string>) => {
      const body = await get(`/api/bannersv2?locale=${headers["x-locale"] ?? "en"}`, headers);
      return body.data.find((e: { attributes: { slug: string } }) => e.attributes.slug === "mega-jackpot")
        .attributes.jackpot.currency;
    };
    const card = async (headers: Record<string, string>) =>
      JackpotCard.parse(await get("/api/jackpot/egt-jackpot", headers)).currency;
    const gbp = await player("GBP", "GB");
    expect(await slide({})).toBe("GBP");
    expect(await card({ "x-locale": "en" })).toBe("GBP");
    expect(await slide({ "x-locale": "en-ca" })).toBe("CAD");
    expect(await card({ "x-locale": "en-ca" })).toBe("CAD");
    expect(await card({ "x-locale": "de" })).toBe("EUR");
    expect(await card({ cookie: "display_currency=EUR" })).toBe("EUR");
    expect(await slide(gbp)).toBe("GBP");
    expect(await card({ ...gbp, "x-locale": "de" })).toBe("GBP");
  });
});
