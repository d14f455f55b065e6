import { AdminContentEntry, ContentPreviewResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { insertTestUser } from "../../../test/fixtures";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let editor: Record<string, string>;
const clock = new ManualClock(new Date("2026-11-19T12:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: "10000000", SESSION_MAX_HOURS: "1000000" } });
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "content"] });
  const { token } = await t.app.services.sessions.create({ userId });
  editor = { "x-session-id": token, "x-user-id": userId };
});
afterAll(() => t.close());

const slide = (title: string) => ({
  kind: "cta-slide",
  title,
  image: { src: "/images/banners/welcome.webp", alt: "A star" },
  cta: { label: "Play", link: "/casino" },
});

async function save(body: Record<string, unknown>) {
  const saved = await call(t.app, "PUT", "/api/admin/content", editor, body);
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return AdminContentEntry.parse(saved.json);
}

const publish = (id: string, window: Record<string, unknown> = {}) =>
  call(t.app, "POST", `/api/admin/content/${id}/publish`, editor, window);

/** The titles of the home carousel as a guest sees it. */
async function guestBanners(query = "", headers: Record<string, string> = {}) {
  const feed = await call(t.app, "GET", `/api/bannersv2?locale=en${query}`, headers);
  expect(feed.status).toBe(200);
  return (feed.json.data as { attributes: { title: string } }[]).map((entry) => entry.attributes.title);
}

describe("publishing a banner", () => {
  it("goes draft → signed preview on the real feed → published, and guests see it only then", async () => {
    const draft = await save({
      type: "banner",
      slug: "winter-drop",
      locale: "en",
      fields: slide("Winter drop"),
    });
    expect(draft.state).toBe("draft");
    expect(await guestBanners()).not.toContain("Winter drop");

    const preview = await call(t.app, "POST", `/api/admin/content/${draft.id}/preview`, editor);
    const link = ContentPreviewResponse.parse(preview.json);
    expect(link.url).toBe(`/en?contentPreview=${encodeURIComponent(link.token)}`);
    expect(await guestBanners(`&contentPreview=${encodeURIComponent(link.token)}`)).toContain("Winter drop");
    // A forged token, or another entry's token on a different feed, shows nothing.
    const forged = `${link.token.slice(0, -2)}xx`;
    expect(await guestBanners(`&contentPreview=${encodeURIComponent(forged)}`)).not.toContain("Winter drop");
    // The link runs out after a day.
    clock.advance(25 * 3_600_000);
    expect(await guestBanners(`&contentPreview=${encodeURIComponent(link.token)}`)).not.toContain(
      "Winter drop",
    );

    const published = await publish(draft.id);
    expect(published.json.state).toBe("live");
    expect(await guestBanners()).toContain("Winter drop");

    const back = await call(t.app, "POST", `/api/admin/content/${draft.id}/unpublish`, editor);
    expect(back.json.state).toBe("draft");
    expect(await guestBanners()).not.toContain("Winter drop");
  });

  it("schedules: nothing shows before the start, the entry shows from it and goes at its end", async () => {
    const entry = await save({
      type: "banner",
      slug: "weekend-race",
      locale: "en",
      fields: slide("Weekend race"),
    });
    const from = new Date(clock.now().getTime() + 3_600_000);
    const to = new Date(clock.now().getTime() + 7_200_000);
    const scheduled = await publish(entry.id, {
      publishFrom: from.toISOString(),
      publishTo: to.toISOString(),
    });
    expect(scheduled.json).toMatchObject({ state: "scheduled", publishFrom: from.toISOString() });
    expect(await guestBanners()).not.toContain("Weekend race");
    clock.advance(3_600_000);
    expect(await guestBanners()).toContain("Weekend race");
    clock.advance(3_600_000);
    expect(await guestBanners()).not.toContain("Weekend race");
    const list = await call(t.app, "GET", "/api/admin/content?type=banner&locale=en", editor);
    expect(list.json.items.find((e: { id: string }) => e.id === entry.id).state).toBe("expired");
  });

  it("targets by country and by logged-in state", async () => {
    const entry = await save({
      type: "banner",
      slug: "germany-only",
      locale: "en",
      fields: slide("Nur in Deutschland"),
      targeting: { countries: ["DE"], audience: "authenticated" },
    });
    await publish(entry.id);
    const player = await fundedPlayer(t.app, 0n);
    expect(await guestBanners("", { "x-country": "DE" })).not.toContain("Nur in Deutschland");
    expect(await guestBanners("", { ...player.headers, "x-country": "AT" })).not.toContain(
      "Nur in Deutschland",
    );
    expect(await guestBanners("", player.headers)).not.toContain("Nur in Deutschland");
    expect(await guestBanners("", { ...player.headers, "cf-ipcountry": "de" })).toContain(
      "Nur in Deutschland",
    );
  });
});

describe("saving content", () => {
  it("sanitises HTML on save and refuses fields its type does not allow, with 400", async () => {
    const promo = await save({
      type: "promotion",
      slug: "safe-promo",
      locale: "de",
      fields: {
        title: "Sicher",
        summary: "Ein Test",
        content: '<p onclick="steal()">Hallo<script>alert(1)</script></p>',
        terms: "<p>18+</p>",
        image: { src: "/images/promo.webp", alt: "" },
        category: "casino",
      },
    });
    expect(promo.fields.content).toBe("<p>Hallo</p>");
    const bad = await call(t.app, "PUT", "/api/admin/content", editor, {
      type: "banner",
      slug: "broken",
      locale: "en",
      fields: { kind: "no-such-kind" },
    });
    expect(bad).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED" } });
    const badSlug = await call(t.app, "PUT", "/api/admin/content", editor, {
      type: "banner",
      slug: "Not A Slug",
      locale: "en",
      fields: slide("x"),
    });
    expect(badSlug.status).toBe(400);
  });

  it("says 404 for an unknown entry, 400 for a window that ends before it starts, 403 to players", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await publish(none)).status).toBe(404);
    expect((await call(t.app, "POST", "/api/admin/content/nope/preview", editor)).status).toBe(404);
    const entry = await save({ type: "banner", slug: "window", locale: "en", fields: slide("Window") });
    const backwards = await publish(entry.id, {
      publishFrom: "2026-12-02T00:00:00Z",
      publishTo: "2026-12-01T00:00:00Z",
    });
    expect(backwards.status).toBe(400);
    const player = await fundedPlayer(t.app, 0n);
    expect((await call(t.app, "PUT", "/api/admin/content", player.headers, {})).status).toBe(403);
  });
});
