import { CONTENT_FIELDS, contentListResponse } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEntries } from "../../db/schema";
import { seedDemoContent } from "../../db/seed/content";
import { ManualClock } from "../../platform/clock";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { type ContentService, createContentService } from "./content.service";

const clock = new ManualClock(new Date("2026-03-01T12:00:00Z"));
let t: TestApp;
let content: ContentService;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  await seedDemoContent(t.database.db);
  content = createContentService({ db: t.database.db, clock, rolesOf: t.app.services.accounts.rolesOf });
});
afterAll(() => t.close());

async function session(roles: string[] = ["player"]) {
  const userId = await insertTestUser(t.database.db, { roles });
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token };
}

async function slugs(
  path: string,
  headers: Record<string, string> = {},
  type: keyof typeof CONTENT_FIELDS = "banner",
) {
  const response = await t.app.inject({ method: "GET", url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return contentListResponse(CONTENT_FIELDS[type])
    .parse(response.json())
    .data.map((entry) => entry.attributes.slug);
}

const banner = (title: string) => ({
  kind: "link-slide",
  title,
  image: { src: "/brand/art-live.svg", alt: "" },
  link: "/casino",
});

describe("targeting by session", () => {
  it("shows the players-only banner to a logged-in player and never to a guest", async () => {
    expect(await slugs("/api/bannersv2")).not.toContain("reload-players");
    expect(await slugs("/api/bannersv2")).toContain("welcome-guests");
    const player = await session();
    expect(await slugs("/api/bannersv2", player)).toContain("reload-players");
    expect(await slugs("/api/bannersv2", player)).not.toContain("welcome-guests");
  });

  it("does not believe a guest who claims to be authenticated", async () => {
    const claimed = await slugs("/api/bannersv2?authenticated=true&identified=true&roles=operator");
    expect(claimed).not.toContain("reload-players");
    expect(claimed).toContain("welcome-guests");
  });

  it("lets a player narrow to guest content, never widen", async () => {
    const player = await session();
    const narrowed = await slugs("/api/bannersv2?authenticated=false", player);
    expect(narrowed).toContain("welcome-guests");
    expect(narrowed).not.toContain("reload-players");
  });

  it("matches bonus codes, campaign tags, roles and themes", async () => {
    await content.save({
      type: "banner",
      slug: "t-vip",
      locale: "en",
      targeting: { roles: ["vip"] },
      fields: banner("VIP"),
    });
    await content.save({
      type: "banner",
      slug: "t-spring",
      locale: "en",
      targeting: { campaignTags: ["spring26"] },
      fields: banner("Spring"),
    });
    await content.save({
      type: "banner",
      slug: "t-light",
      locale: "en",
      targeting: { themes: ["light"] },
      fields: banner("Light"),
    });
    const player = await session();
    const vip = await session(["player", "vip"]);
    expect(await slugs("/api/bannersv2", player)).not.toContain("comet-spins-reminder");
    expect(await slugs("/api/bannersv2?bonusCodes=comet50", player)).toContain("comet-spins-reminder");
    expect(await slugs("/api/bannersv2?bonusCodes=COMET50")).not.toContain("comet-spins-reminder");
    expect(await slugs("/api/bannersv2", vip)).toContain("t-vip");
    expect(await slugs("/api/bannersv2?roles=player", vip)).not.toContain("t-vip");
    expect(await slugs("/api/bannersv2?roles=vip")).not.toContain("t-vip");
    expect(await slugs("/api/bannersv2?campaignTags=SPRING26,other")).toContain("t-spring");
    expect(await slugs("/api/bannersv2?campaignTags=other&campaignTags=SPRING26")).toContain("t-spring");
    expect(await slugs("/api/bannersv2")).not.toContain("t-spring");
    expect(await slugs("/api/bannersv2?theme=Light")).toContain("t-light");
    expect(await slugs("/api/bannersv2")).not.toContain("t-light");
  });

  it("lets a guest with an anonymous session see identified content", async () => {
    const promoBanners = (query: string) => slugs(`/api/promotionBanners${query}`, {}, "promotion-banner");
    expect(await promoBanners("")).not.toContain("promotions-sports");
    expect(await promoBanners("?identified=true")).toContain("promotions-sports");
  });
});

describe("the publish window", () => {
  it("follows the injected clock", async () => {
    await content.save({
      type: "banner",
      slug: "t-window",
      locale: "en",
      publishFrom: new Date("2026-03-02T00:00:00Z"),
      publishTo: new Date("2026-03-03T00:00:00Z"),
      fields: banner("Window"),
    });
    expect(await slugs("/api/bannersv2")).not.toContain("t-window");
    clock.set("2026-03-02T00:00:00Z");
    expect(await slugs("/api/bannersv2")).toContain("t-window");
    clock.set("2026-03-02T23:59:59Z");
    expect(await slugs("/api/bannersv2")).toContain("t-window");
    clock.set("2026-03-03T00:00:00Z");
    expect(await slugs("/api/bannersv2")).not.toContain("t-window");
    clock.set("2026-03-01T12:00:00Z");
  });

  it("applies to pages too", async () => {
    await content.save({
      type: "page",
      slug: "t-later",
      locale: "en",
      publishFrom: new Date("2026-04-01T00:00:00Z"),
      fields: {
        title: "Later",
        description: "Later page",
        content: "<p>Soon</p>",
        pageType: "LegalPage",
        path: "/t-later",
      },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/page/t-later" })).statusCode).toBe(404);
    clock.set("2026-04-01T00:00:00Z");
    expect((await t.app.inject({ method: "GET", url: "/api/page/t-later" })).statusCode).toBe(200);
    clock.set("2026-03-01T12:00:00Z");
  });
});

describe("draft popups", () => {
  const popups = (query: string, headers: Record<string, string> = {}) =>
    slugs(`/api/popups${query}`, headers, "popup");

  it("are shown only with draft=2587 and a preview role from the session", async () => {
    expect(await popups("?draft=2587")).not.toContain("dice-launch");
    expect(await popups("?draft=2587&roles=operator&authenticated=true")).not.toContain("dice-launch");
    expect(await popups("?draft=2587", await session())).not.toContain("dice-launch");
    const editor = await session(["player", "content_preview"]);
    expect(await popups("", editor)).not.toContain("dice-launch");
    expect(await popups("?draft=1", editor)).not.toContain("dice-launch");
    expect(await popups("?draft=2587", editor)).toContain("dice-launch");
    expect(await popups("?draft=2587", await session(["content"]))).toContain("dice-launch");
  });

  it("never leak into other feeds", async () => {
    await content.save({
      type: "banner",
      slug: "t-draft",
      locale: "en",
      status: "draft",
      fields: banner("Draft"),
    });
    expect(await slugs("/api/bannersv2?draft=2587", await session(["content"]))).not.toContain("t-draft");
  });
});

describe("locales", () => {
  it("serves the requested locale and falls back to English per entry", async () => {
    await content.save({
      type: "banner",
      slug: "t-english-only",
      locale: "en",
      fields: banner("English only"),
    });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/bannersv2",
      headers: { "x-locale": "de" },
    });
    const data = contentListResponse(CONTENT_FIELDS.banner).parse(response.json()).data;
    expect(data.find((e) => e.attributes.slug === "live-casino")?.attributes).toMatchObject({ locale: "de" });
    expect(data.find((e) => e.attributes.slug === "t-english-only")?.attributes).toMatchObject({
      locale: "en",
      title: "English only",
    });
  });
});

describe("HTML on the way in and out", () => {
  it("is sanitised when saved and again when served", async () => {
    await content.save({
      type: "promotion-content",
      slug: "t-xss",
      locale: "en",
      fields: {
        title: "XSS",
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:x()">a</a>',
      },
    });
    const response = await t.app.inject({ method: "GET", url: "/api/promotionContent" });
    const entry = contentListResponse(CONTENT_FIELDS["promotion-content"])
      .parse(response.json())
      .data.find((e) => e.attributes.slug === "t-xss");
    expect(entry?.attributes.content).toBe("<p>Hi</p><a>a</a>");
  });

  it("is sanitised when served even if a row was written around the service", async () => {
    await t.database.db
      .update(contentEntries)
      .set({
        fields: {
          title: "Raw",
          content: '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
        },
      })
      .where(eq(contentEntries.slug, "t-xss"));
    const response = await t.app.inject({ method: "GET", url: "/api/promotionContent" });
    const entry = contentListResponse(CONTENT_FIELDS["promotion-content"])
      .parse(response.json())
      .data.find((e) => e.attributes.slug === "t-xss");
    // The sanitiser writes void elements as `<img … />`.
    expect(entry?.attributes.content).toBe('<img src="x" />');
  });

  it("rejects fields that do not fit the type", async () => {
    await expect(
      content.save({
        type: "banner",
        slug: "t-bad",
        locale: "en",
        fields: { kind: "pop-slide", title: "x" },
      }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
