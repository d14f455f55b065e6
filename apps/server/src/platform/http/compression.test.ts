import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { pageEncoding } from "./compression";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

/** Decision 0227: what a phone on a mobile network downloads is compressed when its browser accepts it. */
describe("compressed responses", () => {
  it("sends the API's JSON from 1 KB up in Brotli or gzip, as the browser accepts, and the same JSON", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small answer as it is", async () => {
    const live = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(live.statusCode).toBe(200);
    expect(live.headers["content-encoding"]).toBeUndefined();
  });

  it("takes no compressed request body: a gzip-encoded body is refused, not inflated past the size check", async () => {
    const body = gzipSync(JSON.stringify({ username: "nobody-here", password: "Harbour-Lights-42" }));
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/session/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: body,
    });
    // Inflated, it would be a login with a wrong password (401); as sent, it is no JSON.
    expect(answer.statusCode, answer.body).toBe(400);
  });
});

describe("the encoding of a page", () => {
  it("prefers Brotli, then gzip, and follows the weights the browser gives", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
    expect(pageEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("identity")).toBeUndefined();
    expect(pageEncoding("*;q=0")).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});
