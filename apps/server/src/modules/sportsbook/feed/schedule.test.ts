import type { Sport } from "@casino/contract";
import { createSimulator } from "@casino/sports";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { LEAGUES } from "./leagues";
import { matchModel, ratingsFor } from "./ratings";
import {
  type BookedFixture,
  bookedOf,
  CALENDAR_EVERY_MS,
  lookbackMs,
  MIN_RUNNING,
  needsQuickFixtures,
  planFixtures,
  roundRobin,
} from "./schedule";
import { calendarDoubles, overlaps, type PlayedFixture, repeats } from "./timetable.test-support";

const SPORTS: Sport[] = ["football", "tennis", "basketball"];

type Played = BookedFixture & PlayedFixture;

/**
 * The built-in feed's planning run over `days` on a manual clock, as the feed runs it: every `stepMs` the book's
 * fixtures in reach (kicked off at their start, over at their simulated end) go to planFixtures when it has work
 * (the calendar every CALENDAR_EVERY_MS, or a sport short of matches), and each planned fixture is played by the seeded simulator from the teams' ratings. Also counts the steps
 * at which a sport had fewer than MIN_RUNNING matches live or about to start.
 */
function simulate(timeScale: number, days: number, stepMs: number) {
  const clock = new ManualClock(new Date("2026-03-20T06:00:00Z"));
  const end = clock.now().getTime() + days * 86_400_000;
  const seeded = new Set<Sport>();
  const played: Played[] = [];
  let inReach: Played[] = [];
  let calendarAt = Number.NEGATIVE_INFINITY;
  const short: Record<Sport, number> = { football: 0, tennis: 0, basketball: 0 };
  let steps = 0;
  while (clock.now().getTime() < end) {
    const now = clock.now();
    const at = now.getTime();
    const from = at - lookbackMs(timeScale);
    if (inReach[0] && inReach[0].startsAt.getTime() < from)
      inReach = inReach.filter((f) => f.startsAt.getTime() >= from);
    const going: Record<Sport, number> = { football: 0, tennis: 0, basketball: 0 };
    for (const fixture of inReach) {
      if (fixture.status === "ended") continue;
      if (fixture.simulatedEnd.getTime() <= at) {
        fixture.status = "ended";
        fixture.endsAt = fixture.simulatedEnd;
      } else if (fixture.startsAt.getTime() <= at) {
        fixture.status = "live";
        fixture.endsAt = fixture.simulatedEnd;
      }
    }
    const calendar = at - calendarAt >= CALENDAR_EVERY_MS;
    if (calendar) calendarAt = at;
    if (calendar || needsQuickFixtures(now, inReach, seeded)) {
      for (const plan of planFixtures(now, {
        leagues: LEAGUES,
        timeScale,
        booked: inReach,
        calendar,
        seeded,
      })) {
        const sport = plan.league.sport;
        const model = matchModel(
          sport,
          ratingsFor(sport, plan.home.strength),
          ratingsFor(sport, plan.away.strength),
        );
        const length = createSimulator(model, plan.seed).events.at(-1)!.at;
        const fixture = {
          ...bookedOf(plan),
          simulatedEnd: new Date(plan.startsAt.getTime() + (length * 1000) / timeScale),
        };
        played.push(fixture);
        inReach.push(fixture);
      }
      inReach.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    }
    // Live, or a quick fixture about to start: what MIN_RUNNING asks for.
    for (const f of inReach) {
      if (f.status === "live" || (f.status === "scheduled" && f.feedRef.startsWith("builtin:quick:")))
        going[f.sport]++;
    }
    steps++;
    for (const sport of SPORTS) if (going[sport] < MIN_RUNNING) short[sport]++;
    clock.advance(stepMs);
  }
  return { played, short, steps };
}

describe("the built-in feed's fixtures", () => {
  it("over a simulated month at real speed: nobody plays two matches at once or unrested, no pairing twice a day", () => {
    const { played, short, steps } = simulate(1, 30, 120_000);
    for (const sport of SPORTS) {
      const mine = played.filter((f) => f.sport === sport);
      expect(overlaps(mine, 1), sport).toEqual([]);
      expect(repeats(mine, 1), sport).toEqual([]);
      // The literal complaint: the same pair twice on one (Amsterdam) day; and the calendar plays a side once a day.
      expect(calendarDoubles(mine), sport).toEqual([]);
      // The calendar is whole (a round a day for every league), and matches kept coming (MIN_RUNNING, all but rarely).
      const calendar = mine.filter((f) => !f.feedRef.startsWith("builtin:quick:"));
      expect(calendar.length, sport).toBeGreaterThanOrEqual(29 * 2 * (sport === "basketball" ? 2 : 4));
      expect(short[sport] / steps, sport).toBeLessThan(0.01);
    }
  });

  it("at the journeys' 60× match time over a day of match time, too", () => {
    const { played, short, steps } = simulate(60, 1, 20_000);
    for (const sport of SPORTS) {
      const mine = played.filter((f) => f.sport === sport);
      expect(mine.filter((f) => f.feedRef.startsWith("builtin:quick:")).length, sport).toBeGreaterThan(500);
      expect(overlaps(mine, 60), sport).toEqual([]);
      expect(repeats(mine, 60), sport).toEqual([]);
      expect(calendarDoubles(mine), sport).toEqual([]);
      expect(short[sport] / steps, sport).toBeLessThan(0.01);
    }
  });

  it("builds a league's calendar from a round robin: every side once a round, every pairing once a pass", () => {
    for (const n of [8, 10, 12, 7]) {
      const rounds = n % 2 === 0 ? n - 1 : n;
      const met = new Set<string>();
      for (let r = 0; r < rounds; r++) {
        const sides = roundRobin(n, r).flat();
        expect(new Set(sides).size).toBe(sides.length);
        for (const [a, b] of roundRobin(n, r)) met.add([a, b].sort().join("-"));
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      // The next pass plays the same pairings with home and away swapped.
      expect(roundRobin(n, rounds)).toEqual(roundRobin(n, 0).map(([a, b]) => [b, a]));
    }
  });
});
