import type { AuditPage, PlayerDetail } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { balanceOf, call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * Impersonation for support (docs/decisions/0211-impersonation-read-only.md): a staff member sees the site as a
 * player in a short-lived session of its own (the `isid` cookie beside their `sid`), where every money or account
 * change is refused, and the start and end are in the audit trail.
 */
const clock = new ManualClock(new Date("2026-05-04T10:00:00Z"));
let t: TestApp;
let support: { userId: string; headers: Record<string, string>; sid: string };
let compliance: Record<string, string>;
let admin: Record<string, string>;

const staffOf = async (roles: string[]) => {
  const staff = await fundedPlayer(t.app, 0n, { roles: ["player", ...roles] });
  return { ...staff, sid: staff.headers["x-session-id"] };
};

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", IMPERSONATION_MINUTES: "30" } });
  support = await staffOf(["support"]);
  compliance = (await staffOf(["compliance"])).headers;
  admin = (await staffOf(["admin"])).headers;
});
afterAll(() => t.close());

/** The browser's cookies: the staff member's own `sid` and, once started, the impersonation's `isid`. */
const cookieHeaders = (sid: string, isid?: string) => ({
  cookie: isid ? `sid=${sid}; isid=${isid}` : `sid=${sid}`,
});

async function impersonate(playerId: string, staff = support) {
  const response = await call(
    t.app,
    "POST",
    `/api/admin/players/${playerId}/impersonate`,
    cookieHeaders(staff.sid),
  );
  const isid = response.cookies.find((c) => c.name === "isid");
  return { response, isid: isid?.value ?? "", cookie: isid };
}

const auditOf = async (playerId: string) =>
  (
    (await call(t.app, "GET", `/api/admin/audit?targetId=${playerId}&action=player.impersonate.`, admin))
      .json as AuditPage
  ).items;

describe("impersonation for support", () => {
  it("only roles with players.impersonate may start it, refused before validation", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const url = `/api/admin/players/${player.userId}/impersonate`;
    // A player and compliance are refused even with a malformed id: authorisation comes first.
    for (const headers of [player.headers, compliance]) {
      for (const target of [url, "/api/admin/players/not-a-uuid/impersonate"]) {
        const refused = await call(t.app, "POST", target, headers);
        expect(refused).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
        expect(refused.cookies.find((c) => c.name === "isid")).toBeUndefined();
      }
    }
    expect((await call(t.app, "POST", url)).status).toBe(401);
    // Support and admin may; a bad id is then a validation error, an unknown one a 404.
    expect(
      (await call(t.app, "POST", "/api/admin/players/not-a-uuid/impersonate", support.headers)).status,
    ).toBe(400);
    const unknown = "/api/admin/players/00000000-0000-4000-8000-000000000000/impersonate";
    expect((await call(t.app, "POST", unknown, admin)).status).toBe(404);
    expect((await call(t.app, "POST", url, admin)).status).toBe(200);
  });

  it("starts a separate session as the player; reads work; the staff member's own session stays", async () => {
    const player = await fundedPlayer(t.app, 12_000n, { username: "viewed_vera" });
    const { response, isid, cookie } = await impersonate(player.userId);
    expect(response).toMatchObject({
      status: 200,
      json: { userId: player.userId, username: "viewed_vera", expiresAt: "2026-05-04T10:30:00.000Z" },
    });
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 1800 });
    // No `sid` is set or cleared: the staff member's own session is untouched.
    expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();

    const as = cookieHeaders(support.sid, isid);
    const session = await call(t.app, "GET", "/api/session/authenticate", as);
    expect(session.json).toMatchObject({
      userId: player.userId,
      username: "viewed_vera",
      impersonation: { staffUsername: expect.any(String), expiresAt: "2026-05-04T10:30:00.000Z" },
    });
    expect((await call(t.app, "GET", "/api/user/balance", as)).json).toMatchObject({ balance: 120 });
    expect((await call(t.app, "GET", "/api/user/limits", as)).status).toBe(200);
    // The back office is not reachable through the player's session, nor with the staff member's own roles.
    expect(await call(t.app, "GET", `/api/admin/players/${player.userId}`, as)).toMatchObject({
      status: 403,
      json: { code: "FORBIDDEN" },
    });
    const own = await call(t.app, "GET", "/api/session/authenticate", cookieHeaders(support.sid));
    expect(own.json).toMatchObject({ userId: support.userId, impersonation: null });

    // The player's page tells the staff member's view apart; no login attempt was written for the player.
    const detail = (await call(t.app, "GET", `/api/admin/players/${player.userId}`, support.headers))
      .json as PlayerDetail;
    const [staffView, ...players] = [...detail.sessions].sort((a, b) =>
      a.impersonatedBy ? -1 : b.impersonatedBy ? 1 : 0,
    );
    expect(staffView!.impersonatedBy).toMatch(/^player_/);
    expect(players.map((s) => s.impersonatedBy)).toEqual([null]);
    expect(detail.logins).toEqual([]);
  });

  it("refuses deposits, withdrawals, bets, limits, bonuses, profile and chat (403 before validation); nothing changes", async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const { isid } = await impersonate(player.userId);
    const as = { ...cookieHeaders(support.sid, isid), "idempotency-key": "imp-1" };
    const attempts: [string, string, unknown][] = [
      ["POST", "/api/user/cashier/depositGm1", { amount: 25, currency: "EUR" }],
      ["POST", "/api/user/cashier/withdrawGm1", { amount: 25, currency: "EUR" }],
      ["POST", "/api/games/comet-cascade/rounds", { stake: 1, clientRoundId: "imp-r", mode: "real" }],
      ["POST", "/api/sportsbook/bets", { selections: [] }],
      ["PUT", "/api/user/limits", { depositLimits: [{ period: "daily", amount: 5 }] }],
      ["POST", "/api/user/bonus/claim", { code: "WELCOME" }],
      ["PUT", "/api/user/profile-update", { firstName: "Changed" }],
      ["POST", "/api/user/password/changeWithPassword", { oldPassword: "x", newPassword: "y" }],
      ["POST", "/api/support/chat/messages", { text: "hello as the player" }],
      ["POST", "/api/session/login", { username: "someone", password: "secret" }],
      // Malformed bodies learn nothing either.
      ["POST", "/api/user/cashier/depositGm1", "{oops"],
    ];
    for (const [method, url, body] of attempts) {
      const response = await t.app.inject({
        method: method as "POST",
        url,
        headers: { ...as, "content-type": "application/json" },
        payload: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 403,
        code: "IMPERSONATION_READ_ONLY",
      });
    }
    expect(await balanceOf(t.app, player.userId)).toBe(10_000n);
    const limits = await call(t.app, "GET", "/api/user/limits", player.headers);
    expect(JSON.stringify(limits.json)).not.toContain('"amount":5');
    const history = await call(t.app, "GET", "/api/user/bankingHistory", player.headers);
    // No deposit or withdrawal was even started.
    expect(history.json.total).toBe(0);
    // The player's own session is unaffected and may still deposit.
    const own = await call(
      t.app,
      "POST",
      "/api/user/cashier/depositGm1",
      { ...player.headers, "idempotency-key": "own" },
      {
        amount: 25,
        currency: "EUR",
      },
    );
    expect(own.status).toBe(200);
  });

  it("a cross-site page cannot start or end it (same-origin check as other cookie writes)", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const evil = { ...cookieHeaders(support.sid), origin: "https://evil.example" };
    const started = await call(t.app, "POST", `/api/admin/players/${player.userId}/impersonate`, evil);
    expect(started).toMatchObject({ status: 403, json: { code: "CSRF_REJECTED" } });
    const { isid } = await impersonate(player.userId);
    const ended = await call(t.app, "DELETE", "/api/session/impersonation", {
      ...cookieHeaders(support.sid, isid),
      origin: "https://evil.example",
    });
    expect(ended).toMatchObject({ status: 403, json: { code: "CSRF_REJECTED" } });
  });

  it("writes the start and the end to the audit trail; ending returns the staff member to their own session", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const { isid } = await impersonate(player.userId);
    const ended = await call(t.app, "DELETE", "/api/session/impersonation", cookieHeaders(support.sid, isid));
    expect(ended).toMatchObject({ status: 200, json: { userId: player.userId } });
    expect(ended.cookies.find((c) => c.name === "isid")).toMatchObject({ value: "" });
    expect(ended.cookies.find((c) => c.name === "sid")).toBeUndefined();

    // The ended impersonation token no longer answers as the player; the staff member's own session does.
    const stale = await call(t.app, "GET", "/api/session/authenticate", { "x-session-id": isid });
    expect(stale.status).toBe(401);
    const own = await call(t.app, "GET", "/api/session/authenticate", cookieHeaders(support.sid));
    expect(own.json).toMatchObject({ userId: support.userId });

    const rows = await auditOf(player.userId);
    expect(rows.map((row) => [row.action, row.staffId, row.staffRoles, row.targetType, row.ip])).toEqual([
      ["player.impersonate.end", support.userId, ["support"], "player", "127.0.0.1"],
      ["player.impersonate.start", support.userId, ["support"], "player", "127.0.0.1"],
    ]);
    expect(rows[1]!.after).toMatchObject({ expiresAt: "2026-05-04T10:30:00.000Z", minutes: 30 });
    expect((await call(t.app, "GET", "/api/admin/audit/verify", admin)).json).toMatchObject({ ok: true });
  });

  it("logging out while impersonating ends only the impersonation (audited)", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const { isid } = await impersonate(player.userId);
    const out = await call(t.app, "DELETE", "/api/session/logout", cookieHeaders(support.sid, isid));
    expect(out.status).toBe(204);
    expect(out.cookies.map((c) => c.name)).toEqual(["isid"]);
    expect((await call(t.app, "GET", "/api/session/authenticate", cookieHeaders(support.sid))).status).toBe(
      200,
    );
    expect((await auditOf(player.userId)).map((row) => row.action)).toEqual([
      "player.impersonate.end",
      "player.impersonate.start",
    ]);
  });

  it("a staff account cannot be impersonated", async () => {
    const other = await staffOf(["content"]);
    const { response } = await impersonate(other.userId);
    expect(response).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
  });

  it("expires by itself; the expired cookie is dropped and the next call is the staff member's own", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const { isid } = await impersonate(player.userId);
    const as = cookieHeaders(support.sid, isid);
    clock.advance(20 * 60_000);
    expect((await call(t.app, "GET", "/api/session/authenticate", as)).json).toMatchObject({
      userId: player.userId,
    });
    clock.advance(11 * 60_000);
    const expired = await call(t.app, "GET", "/api/session/authenticate", as);
    // That one request is a guest's (nothing is done as the staff member by mistake), and the cookie goes.
    expect(expired.status).toBe(401);
    expect(expired.cookies.find((c) => c.name === "isid")).toMatchObject({ value: "" });
    const deposit = await call(
      t.app,
      "POST",
      "/api/user/cashier/depositGm1",
      { ...as, "idempotency-key": "late" },
      {
        amount: 25,
        currency: "EUR",
      },
    );
    expect(deposit.status).toBe(401);
  });

  it("an impersonation does not count as the player's logged-in time", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const from = clock.now();
    const { response } = await impersonate(player.userId, await staffOf(["support"]));
    expect(response.status).toBe(200);
    clock.advance(10 * 60_000);
    const own = await t.app.services.sessions.loggedInMs(player.userId, from);
    // Only the player's own session (from fundedPlayer) counts: 10 minutes, not 20.
    expect(own).toBe(10 * 60_000);
  });
});
