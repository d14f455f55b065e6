import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import { nulPath } from "./nul-guard";

// PostgreSQL cannot store a NUL character in text or jsonb (22021): before this guard a NUL in a body, query or
// path parameter became a 500 on many routes, the unauthenticated login among them.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as(roles: string[]) {
  const userId = await insertTestUser(t.database.db, { roles });
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token };
}

describe("a NUL character in any input", () => {
  it("is a 400 naming the field, in a body, a query or a path", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/session/login",
      payload: { username: "ad\u0000min", password: "whatever-it-is" },
    });
    expect(login.statusCode, login.body).toBe(400);
    expect(login.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      details: { issues: [{ path: "body.username", code: "INVALID_CHARACTER" }] },
    });

    const nav = await t.app.inject({ method: "GET", url: "/api/nav/main%00" });
    expect(nav.statusCode, nav.body).toBe(400);
    expect(nav.json().details.issues[0].path).toBe("params.slug");

    const validate = await t.app.inject({ method: "GET", url: "/api/user/validate/username?username=a%00b" });
    expect(validate.statusCode).toBeLessThan(500);

    const vendor = await t.app.inject({ method: "GET", url: "/api/vendor/x%00y" });
    expect(vendor.statusCode, vendor.body).toBe(400);
  });

  it("is found deep in a body, in object keys and in arrays", () => {
    expect(nulPath("body", { a: [{ b: "ok" }, { c: ["x", "y\u0000"] }] })).toBe("body.a.1.c.1");
    expect(nulPath("body", { "k\u0000": 1 })).toBe("body");
    expect(nulPath("query", { a: "fine", b: ["also fine"] })).toBeNull();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(nulPath("body", deep)).toMatch(/^body(\.0)+$/);
  });

  it("does not come before authorisation: a player on an operator route still gets 403", async () => {
    const player = await as(["player"]);
    const body = { reason: "no\u0000pe" };
    const url = "/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/reject";
    const refused = await t.app.inject({ method: "POST", url, headers: player, payload: body });
    expect(refused.statusCode, refused.body).toBe(403);
    const guest = await t.app.inject({ method: "POST", url, payload: body });
    expect(guest.statusCode).toBe(401);
    const operator = await as(["player", "admin"]);
    const invalid = await t.app.inject({ method: "POST", url, headers: operator, payload: body });
    expect(invalid.statusCode, invalid.body).toBe(400);
  });

  it("leaves ordinary text alone", async () => {
    const nav = await t.app.inject({ method: "GET", url: "/api/nav/main" });
    expect(nav.statusCode).toBeLessThan(500);
    expect(nav.statusCode).not.toBe(400);
  });
});
