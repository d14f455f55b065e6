import type { PlayerDetail, PlayerLedgerResponse, PlayerSearchResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let support: Record<string, string>;
let compliance: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  support = (await fundedPlayer(t.app, 0n, { roles: ["player", "support"] })).headers;
  compliance = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
});
afterAll(() => t.close());

const search = async (query: string) =>
  (
    (await call(t.app, "GET", `/api/admin/players?query=${encodeURIComponent(query)}`, support))
      .json as PlayerSearchResponse
  ).items.map((item) => item.username);

describe("the player 360", () => {
  it("finds a player by username prefix, e-mail, phone and user id", async () => {
    const userId = await insertTestUser(t.app.services.db, {
      username: "Finder_Anna",
      email: "anna.finder@test.example",
      phonePrefix: "+44",
      phoneNumber: "7700900123",
    });
    expect(await search("finder_an")).toEqual(["Finder_Anna"]);
    expect(await search("ANNA.FINDER@test.example")).toEqual(["Finder_Anna"]);
    expect(await search("7700 900123")).toEqual(["Finder_Anna"]);
    expect(await search(userId)).toEqual(["Finder_Anna"]);
    expect(await search("nobody_like_this")).toEqual([]);
    // A wildcard in the query is text, not a pattern.
    expect(await search("%")).toEqual([]);
  });

  it("shows profile, balances, sessions, logins, notes; the ledger pages with transfer and counter-accounts", async () => {
    const player = await fundedPlayer(t.app, 5000n);
    for (let i = 0; i < 3; i++) {
      await t.app.services.wallet.transfer({
        idempotencyKey: `p360-bet:${player.userId}:${i}`,
        kind: "bet",
        currency: "EUR",
        postings: [
          { account: { userId: player.userId, kind: "real" }, amount: -100n },
          { account: { operator: "game_revenue" }, amount: 100n },
        ],
      });
    }
    const note = await call(t.app, "POST", `/api/admin/players/${player.userId}/notes`, support, {
      text: "Asked about a stuck round on chat",
    });
    expect(note).toMatchObject({ status: 200, json: { text: "Asked about a stuck round on chat" } });

    const detail = (await call(t.app, "GET", `/api/admin/players/${player.userId}`, support))
      .json as PlayerDetail;
    expect(detail.profile).toMatchObject({ userId: player.userId, status: "active", currency: "EUR" });
    expect(detail.balances).toEqual([{ currency: "EUR", real: 47, bonus: 0, held: 0 }]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.notes.map((n) => n.text)).toEqual(["Asked about a stuck round on chat"]);

    const url = `/api/admin/players/${player.userId}/ledger?limit=2`;
    const page1 = (await call(t.app, "GET", url, support)).json as PlayerLedgerResponse;
    expect(page1.items.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ["bet", -1, 47],
      ["bet", -1, 48],
    ]);
    expect(page1.items[0]!.counterAccounts).toEqual(["op:game_revenue"]);
    const page2 = (await call(t.app, "GET", `${url}&before=${page1.nextCursor}`, support))
      .json as PlayerLedgerResponse;
    expect(page2.items.map((e) => [e.kind, e.counterAccounts])).toEqual([
      ["bet", ["op:game_revenue"]],
      ["deposit", ["op:payments_clearing"]],
    ]);
    expect(page2.nextCursor).toBeNull();
  });

  it("locking logs the player out and keeps them out until unlocked; support may not lock", async () => {
    const password = "Correct-Horse-9";
    const { hashPassword } = await import("../../platform/password");
    const userId = await insertTestUser(t.app.services.db, {
      username: "lock_me",
      passwordHash: await hashPassword(password),
    });
    const { token } = await t.app.services.sessions.create({ userId });
    const player = { "x-session-id": token, "x-user-id": userId };
    expect((await call(t.app, "POST", `/api/admin/players/${userId}/lock`, support)).status).toBe(403);

    const locked = await call(t.app, "POST", `/api/admin/players/${userId}/lock`, compliance);
    expect(locked).toMatchObject({ status: 200, json: { status: "locked", sessionsEnded: 1 } });
    expect((await call(t.app, "GET", "/api/user/profile", player)).status).toBe(401);
    const login = () => call(t.app, "POST", "/api/session/login", {}, { username: "lock_me", password });
    expect(await login()).toMatchObject({ status: 403, json: { code: "ACCOUNT_CLOSED" } });

    const unlocked = await call(t.app, "POST", `/api/admin/players/${userId}/unlock`, compliance);
    expect(unlocked).toMatchObject({ status: 200, json: { status: "active" } });
    // Unlocked, the right password is no longer refused as a closed account (this test player has no consents yet).
    expect((await login()).json).not.toMatchObject({ code: "ACCOUNT_CLOSED" });
    const again = await t.app.services.sessions.create({ userId });
    const ended = await call(t.app, "POST", `/api/admin/players/${userId}/end-sessions`, compliance);
    expect(ended).toMatchObject({ status: 200, json: { status: "active" } });
    expect((ended.json as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);
    const ask = { "x-session-id": again.token, "x-user-id": userId };
    expect((await call(t.app, "GET", "/api/user/profile", ask)).status).toBe(401);
  });
});
