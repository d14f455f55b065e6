import { LoyaltyProfile } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../../test/fixtures";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

// Issue 16 §5: bonus stakes and free spins earned loyalty points, which the shop turns into real cash. Points come
// from real-money stakes only (the Bronze level's own words: "Points on every real-money bet"), as sports bets do.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "admin"] });
  const { token } = await t.app.services.sessions.create({ userId });
  const ops = { "x-session-id": token, "x-user-id": userId };
  const base = {
    trigger: "claim",
    validFrom: "2020-01-01T00:00:00Z",
    contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 100 },
    validityDays: 7,
    wageringMultiplier: 40,
  };
  for (const body of [
    { code: "PTS_CASH", kind: "cash", amount: 20 },
    { code: "PTS_SPINS", kind: "free_spins", spins: 5, amount: 1, gameSlug: "comet-cascade" },
  ]) {
    const texts = { en: { name: body.code, description: "" }, de: { name: body.code, description: "" } };
    const created = await call(t.app, "POST", "/api/admin/bonus/campaigns", ops, { ...base, ...body, texts });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
  }
});
afterAll(() => t.close());

const pointsOf = async (headers: Record<string, string>) =>
  LoyaltyProfile.parse((await call(t.app, "GET", "/api/loyalty/profile", headers)).json).points;
const claim = async (headers: Record<string, string>, code: string) =>
  expect(
    (await call(t.app, "POST", "/api/user/bonus/claim", headers, { code, currency: "EUR" })).status,
  ).toBe(200);
const dice = (headers: Record<string, string>, id: string) =>
  call(t.app, "POST", "/api/games/dice/rounds", headers, {
    stake: 1,
    clientRoundId: id,
    dice: { target: 9800, direction: "under" },
  });

describe("loyalty points", () => {
  it("are not earned by bonus money", async () => {
    const p = await fundedPlayer(t.app, 0n);
    await claim(p.headers, "PTS_CASH");
    for (let i = 0; i < 5; i++) expect((await dice(p.headers, `pts-bonus-${i}`)).status).toBe(200);
    expect(await pointsOf(p.headers)).toBe(0);
  });

  it("are earned by the real part of a stake only", async () => {
    // 0.50 real, then bonus money: the 1.00 stake is half real; dice earns 10 points per real 1.00.
    const p = await fundedPlayer(t.app, 50n);
    await claim(p.headers, "PTS_CASH");
    expect((await dice(p.headers, "pts-half-1")).status).toBe(200);
    expect(await pointsOf(p.headers)).toBe(5);
  });

  it("are not earned by free spins", async () => {
    const p = await fundedPlayer(t.app, 0n);
    await claim(p.headers, "PTS_SPINS");
    for (let i = 0; i < 5; i++) {
      const spin = await call(t.app, "POST", "/api/games/comet-cascade/rounds", p.headers, {
        stake: 1,
        clientRoundId: `pts-spin-${i}`,
        mode: "real",
      });
      expect(spin.status, JSON.stringify(spin.json)).toBe(200);
    }
    expect(await pointsOf(p.headers)).toBe(0);
  });

  it("are still earned by real money", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    for (let i = 0; i < 3; i++) expect((await dice(p.headers, `pts-real-${i}`)).status).toBe(200);
    expect(await pointsOf(p.headers)).toBe(30);
  });
});
