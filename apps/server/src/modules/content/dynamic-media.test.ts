import { contentListResponse, DynamicMediaFields } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const media = async (locale: string) => {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/dynamic-media?theme=dark",
    headers: { "x-locale": locale },
  });
  expect(response.statusCode).toBe(200);
  const { data } = contentListResponse(DynamicMediaFields).parse(response.json());
  return data.map((entry) => DynamicMediaFields.parse(entry.attributes));
};

describe("GET /api/dynamic-media (docs/product/content.md#dynamic-media)", () => {
  it("lists the artwork of the site's named places, with sizes so pages reserve their space", async () => {
    const data = await media("en");
    const placements = data.map((entry) => entry.placement);
    expect(placements).toEqual(
      expect.arrayContaining(["home-hero", "casino-hero", "sports-hero", "auth-side"]),
    );
    for (const entry of data) {
      expect(entry.media.src).toMatch(/^\/brand\/.+\.svg$/);
      expect(entry.media.alt.length).toBeGreaterThan(0);
      expect(entry.width).toBeGreaterThan(0);
      expect(entry.height).toBeGreaterThan(0);
    }
  });

  it("describes the pictures in the caller's language", async () => {
    const alt = async (locale: string) =>
      (await media(locale)).find((entry) => entry.placement === "sports-hero")?.media.alt;
    expect(await alt("en")).toBe("A football crossing a floodlit pitch");
    expect(await alt("de")).toBe("Ein Fußball fliegt über ein Flutlicht-Spielfeld");
  });
});
