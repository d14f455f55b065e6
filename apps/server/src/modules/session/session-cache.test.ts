import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { statementCounter } from "../../test/statement-count";
import { eventually, sharedServices, twoInstances } from "../../test/two-instances";
import { SESSION_CHANNEL } from "./session-cache";

/**
 * A process keeps the sessions it read (decision 0245). These tests keep them for a minute (SESSION_CACHE_MS), so a
 * session that is refused at once was forgotten because it changed, not because its copy aged out.
 */
const KEEP_A_MINUTE = { SESSION_CACHE_MS: "60000" };
const BALANCE = "/api/user/balance";

describe("a session kept in memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: KEEP_A_MINUTE });
  });
  afterAll(async () => t?.close());

  it("is refused at once after logout, though the process had just used it", async () => {
    const { headers } = await fundedPlayer(t.app, 0n);
    expect((await call(t.app, "GET", BALANCE, headers)).status).toBe(200);
    expect((await call(t.app, "DELETE", "/api/session/logout", headers)).status).toBe(204);
    expect((await call(t.app, "GET", BALANCE, headers)).status).toBe(401);
  });

  it("is refused at once when every session of the player ends (a staff lock, self-exclusion)", async () => {
    const { userId, headers } = await fundedPlayer(t.app, 0n);
    const { token } = await t.app.services.sessions.create({ userId });
    const second = { ...headers, "x-session-id": token };
    for (const h of [headers, second]) expect((await call(t.app, "GET", BALANCE, h)).status).toBe(200);
    await t.app.services.sessions.endAllForUser(userId, "locked");
    for (const h of [headers, second]) expect((await call(t.app, "GET", BALANCE, h)).status).toBe(401);
  });

  it("keeps the session that changed the password and refuses the player's others at once", async () => {
    const { userId, headers } = await fundedPlayer(t.app, 0n);
    const { token } = await t.app.services.sessions.create({ userId });
    const other = { ...headers, "x-session-id": token };
    for (const h of [headers, other]) expect((await call(t.app, "GET", BALANCE, h)).status).toBe(200);
    await t.app.services.sessions.endOthersForUser(userId, headers["x-session-id"], "password_change");
    expect((await call(t.app, "GET", BALANCE, headers)).status).toBe(200);
    expect((await call(t.app, "GET", BALANCE, other)).status).toBe(401);
  });
});

/** Counted at the PostgreSQL driver: the embedded database's statements pass no hook. */
describe.skipIf(!process.env.DATABASE_URL)("reads of a session", () => {
  const counter = statementCounter();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: KEEP_A_MINUTE });
    counter.install();
  });
  afterAll(async () => {
    counter.uninstall();
    await t?.close();
  });

  const sessionReads = (statements: string[]) => statements.filter((s) => /from "sessions"/.test(s)).length;

  it("reads the session once for a player's successive requests, and again after it changed", async () => {
    const { headers } = await fundedPlayer(t.app, 0n);
    const first = await counter.count(() => call(t.app, "GET", BALANCE, headers));
    expect(first.result.status).toBe(200);
    expect(sessionReads(first.statements)).toBe(1);
    const next = await counter.count(() => call(t.app, "GET", BALANCE, headers));
    expect(next.result.status).toBe(200);
    expect(sessionReads(next.statements)).toBe(0);
    await t.app.services.sessions.liftRestriction(headers["x-session-id"]);
    const after = await counter.count(() => call(t.app, "GET", BALANCE, headers));
    expect(sessionReads(after.statements)).toBe(1);
  });
});

/** Two server instances on one PostgreSQL and one Redis: only the bus tells the second that a session ended. */
describe.runIf(sharedServices)("a session ended through another instance", () => {
  it("is refused by an instance that had kept it, as soon as the change reaches it", async () => {
    const { a, b, database, listening, close } = await twoInstances(KEEP_A_MINUTE);
    try {
      const userId = await insertTestUser(database.db, { currency: "EUR" });
      const { token } = await a.services.sessions.create({ userId });
      const headers = { "x-session-id": token, "x-user-id": userId };
      expect((await call(b, "GET", BALANCE, headers)).status).toBe(200);
      await listening(SESSION_CHANNEL);
      expect((await call(a, "DELETE", "/api/session/logout", headers)).status).toBe(204);
      // B kept the session for a minute: the announcement, not its age, must end it.
      expect(await eventually(async () => (await call(b, "GET", BALANCE, headers)).status === 401)).toBe(
        true,
      );
    } finally {
      await close();
    }
  });
});
