import type { EventsResponse, Sport, SportsMenu } from "@casino/contract";
import { createSimulator } from "@casino/sports";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDate } from "../../../platform/calendar";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import { eventsStore } from "../catalogue/events.store";
import { sportsEvents } from "../sportsbook.tables";
import { pick, placeBets, sportsApp } from "../sportsbook.test-support";
import { LEAGUES } from "./leagues";
import { holdFeedLease } from "./lease";
import { positionAt } from "./match-play";
import { calendarDoubles, overlaps, type PlayedFixture, repeats } from "./timetable.test-support";

// The built-in feed driven by hand on a manual clock, at 60× match time (a football match in 90 s).
let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SPORTS_TIME_SCALE: "60" }));
  await t.app.sportsbook.ticker.tick();
});
afterAll(() => t.close());

const tick = async (ms: number) => {
  clock.advance(ms);
  await t.app.sportsbook.ticker.tick();
};
const events = async (query: string) =>
  (await call(t.app, "GET", `/api/sportsbook/events?limit=200&${query}`)).json as EventsResponse;

describe("the built-in feed", () => {
  it("runs invented leagues of every sport with a calendar and matches already live", async () => {
    const menu = (await call(t.app, "GET", "/api/sportsbook/menu")).json as SportsMenu;
    for (const sport of menu.sports) {
      expect(
        sport.competitions.filter((c) => LEAGUES.some((l) => l.id === c.id)).length,
      ).toBeGreaterThanOrEqual(2);
      expect(sport.liveCount, sport.sport).toBeGreaterThanOrEqual(2);
    }
    const upcoming = await events("status=upcoming");
    const days = new Set(upcoming.events.map((e) => calendarDate(new Date(e.startsAt))));
    expect(days.size).toBeGreaterThanOrEqual(3);
    const live = await events("status=live");
    expect(live.events.every((e) => e.scoreboard && e.mainMarket?.inPlay)).toBe(true);
    // No real club: every name on the board is one of the invented teams.
    const names = new Set(LEAGUES.flatMap((l) => l.teams.map((team) => team.name)));
    for (const e of [...upcoming.events, ...live.events])
      expect(names.has(e.home) && names.has(e.away)).toBe(true);
  });

  it("plays a match to its simulated result, settles the bets on it and schedules the next", async () => {
    const [live] = (await events("status=live&sport=football")).events;
    const row = (await eventsStore.event(t.app.services.db, live!.id))!;
    const simulation = createSimulator(row.model, row.seed);
    const p = await fundedPlayer(t.app, 10_00n);
    const detail = (await call(t.app, "GET", `/api/sportsbook/events/${live!.id}`)).json;
    const market = detail.markets.find(
      (m: { status: string; type: string }) => m.status === "open" && m.type === "1x2",
    );
    if (market) {
      const home = pick(detail, "1x2", "home");
      expect(
        (
          await placeBets(t, p.headers, {
            selections: [home],
            stakes: { singles: { [home.selectionId]: 1 } },
          })
        ).status,
      ).toBe(200);
    }
    // 90 match minutes at 60× is 90 s of real time.
    for (let i = 0; i < 12; i++) await tick(10_000);
    const ended = (await eventsStore.event(t.app.services.db, live!.id))!;
    expect(ended.status).toBe("ended");
    expect(ended.result).toEqual(simulation.result);
    const shown = (await call(t.app, "GET", `/api/sportsbook/events/${live!.id}`)).json;
    expect(shown.markets.every((m: { status: string }) => m.status === "settled")).toBe(true);
    await t.app.services.jobs.drain();
    if (market) {
      const [bet] = (await call(t.app, "GET", "/api/user/bettingHistory", p.headers)).json.bets;
      expect(bet.status).not.toBe("open");
      expect(await balanceOf(t.app, p.userId)).toBe(
        9_00n + (bet.status === "won" ? BigInt(Math.round(bet.returned * 100)) : 0n),
      );
    }
    // Matches keep coming: the sport has one live or starting within minutes again.
    const soon = (await events("sport=football")).events.filter(
      (e) => new Date(e.startsAt).getTime() - clock.now().getTime() < 15 * 60_000,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
  });

  it("closes pre-match markets at kick-off and suspends in-play ones during a dangerous attack", async () => {
    const next = (await events("status=upcoming&sport=football")).events[0]!;
    const row = (await eventsStore.event(t.app.services.db, next.id))!;
    const simulation = createSimulator(row.model, row.seed);
    const danger = simulation.events.find((e) => e.kind === "danger" && e.at > 60)!;
    const safe = simulation.events.find((e) => e.kind === "safe" && e.at > danger.at)!;
    // Kick-off, then the middle of the first dangerous attack (match seconds / 60 = real seconds).
    clock.set(new Date(row.startsAt.getTime() + ((danger.at + safe.at) / 2 / 60) * 1000));
    await t.app.sportsbook.ticker.tick();
    await t.app.sportsbook.ticker.tick();
    expect(positionAt(simulation.events, (danger.at + safe.at) / 2).suspended).toBe(true);
    const preMatch = await eventsStore.marketsOf(t.app.services.db, [next.id], false);
    expect(preMatch.every((m) => m.status === "closed")).toBe(true);
    const during = (await call(t.app, "GET", `/api/sportsbook/events/${next.id}`)).json;
    expect(during.status).toBe("live");
    expect(during.markets.length).toBeGreaterThan(0);
    expect(
      during.markets.every((m: { status: string; inPlay: boolean }) => m.status === "suspended" && m.inPlay),
    ).toBe(true);
    clock.set(new Date(row.startsAt.getTime() + ((safe.at + 1) / 60) * 1000));
    await t.app.sportsbook.ticker.tick();
    const after = (await call(t.app, "GET", `/api/sportsbook/events/${next.id}`)).json;
    expect(after.markets.some((m: { status: string }) => m.status === "open")).toBe(true);
  });

  it("over a day of match time, nobody plays two matches at once or unrested, and no pairing meets twice in a round", async () => {
    // 24 match hours at 60× are 24 minutes of the real clock, ticked every 20 s.
    for (let i = 0; i < 72; i++) await tick(20_000);
    const rows = await t.app.services.db
      .select()
      .from(sportsEvents)
      .where(like(sportsEvents.feedRef, "builtin:%"));
    const played: PlayedFixture[] = rows.map((row) => ({
      ...row,
      sport: row.sport as Sport,
      simulatedEnd: new Date(
        row.startsAt.getTime() + (createSimulator(row.model, row.seed).events.at(-1)!.at * 1000) / 60,
      ),
    }));
    expect(played.filter((f) => f.feedRef.startsWith("builtin:quick:")).length).toBeGreaterThan(50);
    expect(overlaps(played, 60)).toEqual([]);
    expect(repeats(played, 60)).toEqual([]);
    expect(calendarDoubles(played)).toEqual([]);
  }, 120_000);

  it("lets one process at a time drive the feed", async () => {
    const db = t.app.services.db;
    // Past the lease the app's own ticker holds.
    const now = new Date(clock.now().getTime() + 60_000);
    const until = new Date(now.getTime() + 10_000);
    expect(await holdFeedLease(db, "process-a", now, until)).toBe(true);
    expect(await holdFeedLease(db, "process-b", now, until)).toBe(false);
    expect(await holdFeedLease(db, "process-a", now, until)).toBe(true);
    expect(
      await holdFeedLease(db, "process-b", new Date(until.getTime() + 1), new Date(until.getTime() + 10_000)),
    ).toBe(true);
  });
});
