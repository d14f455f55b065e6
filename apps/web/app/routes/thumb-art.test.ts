import { describe, expect, it } from "vitest";
import { drawnThumbUrl } from "../features/casino/lib/thumb-url";
import { loader } from "./thumb-art";

/** The response of the thumbnail route for a URL as the lobby writes it. */
function get(url: string) {
  const [pathname = "", search = ""] = url.split("?");
  const file = decodeURIComponent(pathname.replace("/art/thumb/", ""));
  return loader({
    params: { file },
    request: new Request(`http://localhost${pathname}?${search}`),
    context: {},
  } as never) as Response;
}

describe("drawn thumbnails as files", () => {
  it("draws a studio slot from its symbols as an SVG document an <img> can show, with the name on its bar", async () => {
    const response = get(drawnThumbUrl({ slug: "comet-cascade", name: "Comet Cascade", kind: "slot" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="240" /);
    expect(svg).toContain("Comet Cascade</text>");
    // The symbol art: far more than the plain glyph of a game without it.
    expect(svg.length).toBeGreaterThan(3000);
  });

  it("draws the table games and unknown games from their glyph, and escapes the name", async () => {
    const roulette = await get(
      drawnThumbUrl({ slug: "vela-roulette", name: "Roulette", kind: "roulette" }),
    ).text();
    expect(roulette).toContain("Roulette</text>");
    const other = await get(drawnThumbUrl({ slug: "some-game", name: "<b>&", kind: "external" })).text();
    expect(other).toContain("&lt;b&gt;&amp;</text>");
  });

  it("answers 404 with a code for a path or query it does not draw", async () => {
    for (const url of [
      "/art/thumb/..%2Fetc.svg?name=x",
      "/art/thumb/Comet.svg?name=x",
      "/art/thumb/comet-cascade.png?name=x",
      `/art/thumb/comet-cascade.svg?name=${"x".repeat(200)}`,
      "/art/thumb/comet-cascade.svg?name=x&kind=%3Cscript%3E",
    ]) {
      const response = get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});
