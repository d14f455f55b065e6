import { LeaderboardResponse, TournamentView } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

// Issue 16 §5: 300 spins at 0.01 cost 1.34 and took a 500.00 first prize, because every spin added its win
// multiplier whatever it staked. A round scores only from the tournament's minimum qualifying stake on.

const clock = new ManualClock(new Date("2026-11-22T10:00:00Z"));
const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  const { createEngagement } = await import("../index");
  const { createCatalogueService } = await import("../../casino");
  const engagement = createEngagement(t.app.services, createCatalogueService(t.app.services.db));
  const now = clock.now().getTime();
  await engagement.tournaments.create({
    id: "dust",
    texts: { en: { name: "Dust", description: "" }, de: { name: "Dust", description: "" } },
    games: ["comet-cascade"],
    scoring: "total_multiplier",
    entry: "opt_in",
    ticketCode: null,
    prizes: ["50000"],
    prizeKind: "real",
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 2 * HOUR),
  });
});
afterAll(() => t.close());

const spin = (headers: Record<string, string>, id: string, stake: number) =>
  call(t.app, "POST", "/api/games/comet-cascade/rounds", headers, { stake, clientRoundId: id, mode: "real" });

describe("a tournament's minimum qualifying stake", () => {
  it("is in its terms, 0.50 unless set otherwise", async () => {
    const view = TournamentView.parse((await call(t.app, "GET", "/api/tournaments/dust")).json);
    expect(view.minStake).toBe(0.5);
  });

  it("keeps rounds below it off the leaderboard, however many", async () => {
    const dust = await fundedPlayer(t.app, 10_000n);
    const real = await fundedPlayer(t.app, 10_000n);
    for (const p of [dust, real])
      expect((await call(t.app, "POST", "/api/tournaments/dust/join", p.headers)).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await spin(dust.headers, `dust-${i}`, 0.1)).status).toBe(200);
    expect((await spin(real.headers, "real-1", 0.5)).status).toBe(200);
    const board = LeaderboardResponse.parse(
      (await call(t.app, "GET", "/api/tournaments/leaderboard/dust", dust.headers)).json,
    );
    expect(board.me).toMatchObject({ score: 0, rounds: 0, prize: null });
    // The qualifying round counts whatever it won (a losing spin scores 0 and may tie: no rank is promised).
    expect(board.items.find((r) => !r.me)).toMatchObject({ rounds: 1 });
  });
});
