import { type Studio, startStudio } from "@casino/reference-studio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceStudio } from "../../db/seed/reference-studio";
import { balanceOf, call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

// The reference studio, started by the test, plays against the real server over real HTTP: signed calls, retries,
// a rollback before its bet and doubled wins (chaos 1 of every 2 spins), and the money still adds up.

let t: TestApp;
let studio: Studio;
const secret = "reference-studio-test-secret-0123456789abcdef";

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  const walletUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  studio = await startStudio({ walletUrl, providerId: "starfall-games", secret, chaos: 0.5 });
  await seedReferenceStudio(t.app.services.providers, studio.url, secret);
});
afterAll(async () => {
  await studio.close();
  await t.close();
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${studio.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("the reference studio", () => {
  it("launches from the casino, and its spins move exactly what its rounds say", async () => {
    const p = await fundedPlayer(t.app, 5_000n);
    const launch = await call(t.app, "POST", "/api/games/starfall/launch", p.headers, { mode: "real" });
    expect(launch.status, JSON.stringify(launch.json)).toBe(200);
    const url = new URL(launch.json.url);
    expect(url.origin).toBe(studio.url);
    const page = await fetch(url);
    expect(await page.text()).toContain("STARFALL");
    const auth = await post("/api/authenticate", { token: url.searchParams.get("token") });
    expect(auth.status).toBe(200);
    expect(auth.body.balance).toBe(5_000);
    let cancelled = 0;
    for (let i = 0; i < 12; i++) {
      const spin = await post("/api/spin", { session: auth.body.session, stake: 50 });
      if (spin.status === 409) {
        // The rollback went first; the late bet was refused by the casino.
        expect(spin.body.late).toBe("RGS_BET_ROLLED_BACK");
        cancelled += 1;
      } else expect(spin.status).toBe(200);
    }
    const played = studio.rounds.reduce((sum, r) => sum + r.win - r.stake, 0);
    expect(await balanceOf(t.app, p.userId)).toBe(BigInt(5_000 + played));
    expect(studio.rounds.length + cancelled).toBe(12);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
    const history = await call(t.app, "GET", "/api/user/casinoHistory?slug=starfall", p.headers);
    // A bet rolled back before it arrived never opened a round.
    expect(history.json.items).toHaveLength(studio.rounds.length);
  });

  it("plays fun mode on the studio's own play money: a guest without a token, a player without moving theirs", async () => {
    const guest = await call(t.app, "POST", "/api/games/starfall/launch", {}, { mode: "fun" });
    expect(guest.status, JSON.stringify(guest.json)).toBe(200);
    const guestUrl = new URL(guest.json.url);
    expect(guestUrl.searchParams.get("mode")).toBe("fun");
    expect(guestUrl.searchParams.has("token")).toBe(false);
    const demo = await post("/api/authenticate", { token: "", mode: "fun" });
    expect(demo.body).toMatchObject({ currency: "FUN", mode: "fun", balance: 100_000 });
    expect((await post("/api/spin", { session: demo.body.session, stake: 100 })).status).toBe(200);

    const p = await fundedPlayer(t.app, 5_000n);
    const rounds = studio.rounds.length;
    const launch = await call(t.app, "POST", "/api/games/starfall/launch", p.headers, { mode: "fun" });
    const token = new URL(launch.json.url).searchParams.get("token");
    expect(token).toBeTruthy();
    const auth = await post("/api/authenticate", { token, mode: "fun" });
    expect(auth.body).toMatchObject({ currency: "FUN", mode: "fun" });
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/spin", { session: auth.body.session, stake: 500 })).status).toBe(200);
    }
    expect(await balanceOf(t.app, p.userId)).toBe(5_000n);
    expect(studio.rounds.length).toBe(rounds);
  });
});
