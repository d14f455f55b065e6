import { LeaderboardResponse, TournamentsResponse, TournamentView } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

const clock = new ManualClock(new Date("2026-11-22T10:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const jobs = () => t.app.services.jobs;

async function createTournament(
  id: string,
  scoring: string,
  games: string[],
  prizes: string[],
  prizeKind: "real" | "bonus" = "real",
) {
  const now = clock.now().getTime();
  // Tournaments are created by operators' code (the demo seed); the payout job it schedules is the app's own.
  const { createEngagement } = await import("../index");
  const { createCatalogueService } = await import("../../casino");
  const engagement = createEngagement(t.app.services, createCatalogueService(t.app.services.db));
  await engagement.tournaments.create({
    id,
    texts: {
      en: { name: `Test ${id}`, description: "A test" },
      de: { name: `Test ${id}`, description: "Ein Test" },
    },
    games,
    scoring,
    entry: "opt_in",
    ticketCode: null,
    prizes,
    prizeKind,
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 2 * HOUR),
  });
}

const spin = (headers: Record<string, string>, id: string, stake = 1, slug = "comet-cascade") =>
  call(t.app, "POST", `/api/games/${slug}/rounds`, headers, { stake, clientRoundId: id, mode: "real" });

describe("tournaments", () => {
  it("ranks entrants by their score from settled rounds and pays the prize table once when it ends", async () => {
    await createTournament("test-turnover", "turnover", ["dice", "comet-cascade"], ["1000", "500"]);
    const a = await fundedPlayer(t.app, 100_000n);
    const b = await fundedPlayer(t.app, 100_000n);
    const outsider = await fundedPlayer(t.app, 100_000n);
    expect((await call(t.app, "POST", "/api/tournaments/test-turnover/join", a.headers)).status).toBe(200);
    clock.advance(1_000);
    expect((await call(t.app, "POST", "/api/tournaments/test-turnover/join", b.headers)).status).toBe(200);
    // Rounds before joining or on other games do not count; the outsider never joined.
    await spin(a.headers, "a-1", 2);
    await spin(b.headers, "b-1", 1);
    await spin(b.headers, "b-2", 1);
    await spin(b.headers, "b-3", 1, "neon-nights");
    await spin(outsider.headers, "o-1", 5);
    let board = LeaderboardResponse.parse(
      (await call(t.app, "GET", "/api/tournaments/leaderboard/test-turnover", b.headers)).json,
    );
    expect(board.items.map((r) => [r.rank, r.score, r.rounds])).toEqual([
      [1, 2, 1],
      [2, 2, 2],
    ]);
    expect(board.me).toMatchObject({ rank: 2, me: true });
    // B overtakes A.
    await spin(b.headers, "b-4", 3);
    board = LeaderboardResponse.parse(
      (await call(t.app, "GET", "/api/tournaments/leaderboard/test-turnover", b.headers)).json,
    );
    expect(board.me).toMatchObject({ rank: 1, score: 5, prize: 10 });
    expect(board.participants).toBe(2);

    const before = {
      a: await t.app.services.wallet.balances(a.userId, "EUR"),
      b: await t.app.services.wallet.balances(b.userId, "EUR"),
    };
    // Nothing is paid before the end…
    await jobs().drain();
    expect((await t.app.services.wallet.balances(b.userId, "EUR")).real).toBe(before.b.real);
    // …and exactly once after it, however often the job runs.
    clock.advance(3 * HOUR);
    await jobs().drain();
    await jobs().drain();
    expect((await t.app.services.wallet.balances(b.userId, "EUR")).real).toBe(before.b.real + 1_000n);
    expect((await t.app.services.wallet.balances(a.userId, "EUR")).real).toBe(before.a.real + 500n);
    const finished = TournamentView.parse((await call(t.app, "GET", "/api/tournaments/test-turnover")).json);
    expect(finished.status).toBe("finished");
    // Sessions idle out over three hours: fresh ones.
    const late = await fundedPlayer(t.app, 0n);
    expect((await call(t.app, "POST", "/api/tournaments/test-turnover/join", late.headers)).status).toBe(409);
    const { token } = await t.app.services.sessions.create({ userId: b.userId });
    const inbox = await call(t.app, "GET", "/api/loyalty/inbox", {
      "x-session-id": token,
      "x-user-id": b.userId,
    });
    expect(inbox.json.items.some((m: { title: string }) => m.title.includes("rank 1"))).toBe(true);
  });

  it("pays a bonus-money prize table into the bonus wallet, once, with the reward's wagering", async () => {
    await createTournament("test-bonus-prizes", "turnover", ["dice"], ["2000"], "bonus");
    const p = await fundedPlayer(t.app, 100_000n);
    expect((await call(t.app, "POST", "/api/tournaments/test-bonus-prizes/join", p.headers)).status).toBe(
      200,
    );
    const rolled = await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
      stake: 1,
      clientRoundId: "bonus-prize-1",
      dice: { target: 5000, direction: "under" },
    });
    expect(rolled.status, JSON.stringify(rolled.json)).toBe(200);
    const view = TournamentView.parse((await call(t.app, "GET", "/api/tournaments/test-bonus-prizes")).json);
    expect(view).toMatchObject({ prizeKind: "bonus", prizes: [20] });
    const before = await t.app.services.wallet.balances(p.userId, "EUR");
    clock.advance(3 * HOUR);
    await jobs().drain();
    await jobs().drain();
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: before.real,
      bonus: before.bonus + 2_000n,
    });
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    const headers = { "x-session-id": token, "x-user-id": p.userId };
    const wallet = await call(t.app, "GET", "/api/user/bonus/wallet", headers);
    const granted = wallet.json.bonuses.filter((b: { status: string }) => b.status === "active");
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ balance: 20 });
    expect(granted[0].progress.required).toBeGreaterThan(0);
  });

  it("lists with filter and pagination, expands games, and answers 404 and 400 for bad ids and filters", async () => {
    await createTournament("test-list", "biggest_multiplier", ["comet-cascade"], ["100"]);
    const list = TournamentsResponse.parse(
      (await call(t.app, "GET", "/api/tournaments?status=running&offset=0&limit=1&expand=games&language=de"))
        .json,
    );
    expect(list.items).toHaveLength(1);
    expect(list).toMatchObject({ offset: 0, currentPage: 1 });
    expect(list.items[0]!.games?.[0]).toMatchObject({ slug: "comet-cascade" });
    expect((await call(t.app, "GET", "/api/tournaments/nope")).status).toBe(404);
    expect((await call(t.app, "GET", "/api/tournaments?status=later")).status).toBe(400);
    expect((await call(t.app, "POST", "/api/tournaments/test-list/join")).status).toBe(401);
  });
});
