import { createHmac } from "node:crypto";
import { SportsStartInfo } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import type { TestApp } from "../../test/harness";
import { sportsApp } from "./sportsbook.test-support";

let t: TestApp;
beforeAll(async () => {
  ({ t } = await sportsApp());
});
afterAll(() => t.close());

const startInfo = async (headers: Record<string, string> = {}) => {
  const response = await call(t.app, "GET", "/api/sportsbook/start-info", headers);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return SportsStartInfo.parse(response.json);
};

describe("the sports session (start-info)", () => {
  it("binds the sports token to the player's session", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const first = await startInfo(p.headers);
    expect(first).toMatchObject({ partnerId: 2587, userId: p.userId, currency: "EUR", language: "en" });
    expect(first.expiresAt).not.toBeNull();
    expect((await startInfo(p.headers)).token).toBe(first.token);
    // The token is not the session id, and another session of the same player gets another token.
    expect(first.token).not.toContain(p.headers["x-session-id"]!);
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    const other = await startInfo({ "x-session-id": token });
    expect(other.token).not.toBe(first.token);
  });

  it("does not derive the token from the secret this project once published as its default", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const { token } = await startInfo(p.headers);
    const session = p.headers["x-session-id"]!;
    const published = createHmac("sha256", "sports_session_development_only")
      .update(`sports-session:${session}`)
      .digest("base64url");
    expect(token).toMatch(/^s1\./);
    expect(token).not.toBe(`s1.${published}`);
  });

  it("gives guests a guest token", async () => {
    const guest = await startInfo();
    expect(guest).toMatchObject({ partnerId: 2587, userId: null, expiresAt: null });
    expect(guest.token).toMatch(/^g1\./);
    expect((await startInfo()).token).not.toBe(guest.token);
  });

  it("takes the odds format from the vela_odds cookie, else American for Canadian English, else decimal", async () => {
    expect((await startInfo()).oddsFormat).toBe("decimal");
    expect(await startInfo({ "x-locale": "en-ca" })).toMatchObject({
      oddsFormat: "american",
      language: "en-CA",
    });
    expect((await startInfo({ "x-locale": "de", cookie: "vela_odds=fractional" })).oddsFormat).toBe(
      "fractional",
    );
    expect((await startInfo({ "x-locale": "en-ca", cookie: "vela_odds=decimal" })).oddsFormat).toBe(
      "decimal",
    );
    expect((await startInfo({ cookie: "vela_odds=roman" })).oddsFormat).toBe("decimal");
  });
});
