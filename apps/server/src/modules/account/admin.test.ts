import { AdminPlayer } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(roles: string[]) {
  const userId = await insertTestUser(t.app.services.db, { roles });
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

describe("an operator's player look-up", () => {
  it("finds a player by username, whatever the case, with country and currency", async () => {
    const userId = await insertTestUser(t.app.services.db, {
      username: "Lookup_Me",
      country: "GB",
      currency: "GBP",
    });
    const ops = await session(["player", "operator"]);
    const found = await call(t.app, "GET", "/api/admin/players?username=%20lookup_me%20", ops);
    expect(found.status).toBe(200);
    expect(AdminPlayer.parse(found.json)).toEqual({
      userId,
      username: "Lookup_Me",
      country: "GB",
      currency: "GBP",
    });
  });

  it("says 404 for an unknown username and never matches an e-mail address", async () => {
    await insertTestUser(t.app.services.db, { username: "mail_owner", email: "owner@test.example" });
    const ops = await session(["player", "operator"]);
    const unknown = await call(t.app, "GET", "/api/admin/players?username=nobody_here", ops);
    expect(unknown).toMatchObject({ status: 404, json: { code: "NOT_FOUND" } });
    const byMail = await call(t.app, "GET", "/api/admin/players?username=owner%40test.example", ops);
    expect(byMail.status).toBe(404);
    const empty = await call(t.app, "GET", "/api/admin/players?username=%20", ops);
    expect(empty.status).toBe(400);
  });

  it("is for operators only", async () => {
    await insertTestUser(t.app.services.db, { username: "someone_else" });
    const player = await session(["player"]);
    const refused = await call(t.app, "GET", "/api/admin/players?username=someone_else", player);
    expect(refused).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
    expect((await call(t.app, "GET", "/api/admin/players?username=someone_else")).status).toBe(401);
  });
});
