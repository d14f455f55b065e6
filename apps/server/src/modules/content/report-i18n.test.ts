import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { createContentService } from "./content.service";

let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  on = await createTestApp({ env: { JOBS_POLL_MS: "0", I18N_REPORTING: "true" } });
  off = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const report = (app: TestApp, payload: unknown, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
  app.app.inject({
    method: "POST",
    url: "/api/reportI18n",
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });

describe("POST /api/reportI18n", () => {
  it("is a 404 when reporting is off", async () => {
    const response = await report(off, { namespace: "common", key: "missing.key" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("records each missing key once per locale and counts repeats", async () => {
    expect((await report(on, { namespace: "common", key: "footer.title" })).statusCode).toBe(204);
    expect((await report(on, { namespace: "common", key: "footer.title" })).statusCode).toBe(204);
    expect(
      (await report(on, { namespace: "common", key: "footer.title" }, { "x-locale": "de" })).statusCode,
    ).toBe(204);
    const content = createContentService({
      db: on.database.db,
      clock: on.app.services.clock,
      rolesOf: async () => [],
    });
    const rows = await content.missingTranslations();
    expect(rows.map((r) => [r.locale, r.namespace, r.key, r.reports])).toEqual([
      ["en", "common", "footer.title", 2],
      ["de", "common", "footer.title", 1],
    ]);
  });

  it("validates the body", async () => {
    for (const payload of [
      {},
      { namespace: "bad name!", key: "k" },
      { namespace: "ns", key: "" },
      { namespace: "ns", key: "k".repeat(201) },
    ]) {
      expect((await report(on, payload, {}, "10.0.0.2")).statusCode).toBe(400);
    }
  });

  it("is rate-limited per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await report(on, { namespace: "ns", key: `k${i % 3}` }, {}, "10.0.0.3")).statusCode);
    expect(statuses.every((s) => s === 204)).toBe(true);
    const limited = await report(on, { namespace: "ns", key: "k" }, {}, "10.0.0.3");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect((await report(on, { namespace: "ns", key: "k" }, {}, "10.0.0.4")).statusCode).toBe(204);
  });
});
