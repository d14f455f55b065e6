import { SiteSettingsResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const sessionFor = async (roles: string[]) => {
  const userId = await insertTestUser(t.database.db, { roles });
  return { "x-session-id": (await t.app.services.sessions.create({ userId })).token };
};
const site = async () => SiteSettingsResponse.parse((await t.app.inject({ url: "/api/settings" })).json());
const setMaintenance = (headers: Record<string, string>, enabled: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings/maintenance", headers, payload: { enabled } });

describe("maintenance mode", () => {
  it("is off on a fresh site, and every visitor can read it without caching it", async () => {
    const response = await t.app.inject({ url: "/api/settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maintenance: false });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("is switched by operators only", async () => {
    expect((await setMaintenance({}, true)).statusCode).toBe(401);
    const player = await setMaintenance(await sessionFor(["player"]), true);
    expect(player.statusCode).toBe(403);
    expect(player.json().code).toBe("FORBIDDEN");
    expect(await site()).toEqual({ maintenance: false });

    const operator = await sessionFor(["player", "admin"]);
    expect((await setMaintenance(operator, "yes")).statusCode).toBe(400);
    const on = await setMaintenance(operator, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ maintenance: true });
    expect(await site()).toEqual({ maintenance: true });

    expect((await setMaintenance(operator, false)).json()).toEqual({ maintenance: false });
    expect(await site()).toEqual({ maintenance: false });
  });
});
