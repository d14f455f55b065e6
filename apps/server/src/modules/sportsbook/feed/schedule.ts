import type { Sport } from "@casino/contract";
import { calendarDate, localParts, zonedInstant } from "../../../platform/calendar";
import { draw, drawInt, shuffled } from "./draw";
import type { LeagueSeed, TeamSeed } from "./leagues";

/** A fixture the built-in feed wants in the book; `feedRef` makes adding it twice a no-op. */
export interface PlannedFixture {
  feedRef: string;
  league: LeagueSeed;
  home: TeamSeed;
  away: TeamSeed;
  startsAt: Date;
  seed: string;
}

/** Kick-off times on the Amsterdam clock, per sport: a plausible weekly rhythm squeezed into every day. */
const SLOTS: Record<Sport, [number, number][]> = {
  football: [
    [13, 30],
    [16, 0],
    [18, 30],
    [21, 0],
  ],
  tennis: [
    [11, 0],
    [13, 0],
    [15, 0],
    [17, 0],
    [19, 0],
  ],
  basketball: [
    [19, 0],
    [21, 0],
  ],
};

/** Match length in match seconds (the simulator's), for choosing how long ago a running demo match began. */
export const MATCH_SECONDS: Record<Sport, number> = { football: 5400, tennis: 4500, basketball: 2880 };

function pairing(league: LeagueSeed, name: string, slot: number): [TeamSeed, TeamSeed] {
  const order = shuffled(league.teams, name);
  const i = (slot * 2) % order.length;
  return [order[i]!, order[(i + 1) % order.length]!];
}

/** The leagues' calendar: one match per league and slot, every day from today for `days` days, still to come. */
export function calendarFixtures(leagues: LeagueSeed[], now: Date, days: number): PlannedFixture[] {
  const today = localParts(now);
  const fixtures: PlannedFixture[] = [];
  for (let d = 0; d < days; d++) {
    const date = calendarDate(
      zonedInstant({ year: today.year, month: today.month, day: today.day + d, hour: 12 }),
    );
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    leagues.forEach((league, index) => {
      SLOTS[league.sport].forEach(([hour, minute], slot) => {
        // The second league of a sport starts a quarter of an hour later, so kick-offs do not all coincide.
        const startsAt = zonedInstant({ year, month, day, hour, minute: minute + (index % 2) * 15 });
        if (startsAt <= now) return;
        const [home, away] = pairing(league, `${league.id}:${date}`, slot);
        const feedRef = `builtin:${league.id}:${date}:${slot}`;
        fixtures.push({ feedRef, league, home, away, startsAt, seed: feedRef });
      });
    });
  }
  return fixtures;
}

/**
 * A fixture outside the calendar, so the site always has matches live or about to start: it kicks off `leadMs`
 * from now (negative: a match already running, for a fresh start of the demo).
 */
export function quickFixture(leagues: LeagueSeed[], sport: Sport, now: Date, leadMs: number): PlannedFixture {
  const startsAt = new Date(Math.floor((now.getTime() + leadMs) / 1000) * 1000);
  const name = `quick:${sport}:${startsAt.getTime()}`;
  const candidates = leagues.filter((l) => l.sport === sport);
  const league = candidates[drawInt(`${name}:league`, 0, candidates.length - 1)]!;
  const [home, away] = pairing(league, name, drawInt(`${name}:slot`, 0, league.teams.length));
  const feedRef = `builtin:quick:${league.id}:${startsAt.getTime()}`;
  return { feedRef, league, home, away, startsAt, seed: feedRef };
}

/** How far ahead a quick fixture starts: two to eight minutes of match time, and never under 20 s of real time. */
export function quickLeadMs(name: string, timeScale: number): number {
  return Math.max(20_000, ((2 + draw(name) * 6) * 60_000) / timeScale);
}
