import type { Sport } from "@casino/contract";
import { calendarDate, localParts, zonedInstant } from "../../../platform/calendar";
import { draw, shuffled } from "./draw";
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

/** A fixture in the book as the timetable sees it (calendar, quick, or one just planned). */
export interface BookedFixture {
  feedRef: string;
  sport: Sport;
  competitionId: string;
  home: string;
  away: string;
  startsAt: Date;
  status: "scheduled" | "live" | "ended" | "abandoned";
  /** When it ended, or will end (a match under way: its simulated end); null before kick-off. */
  endsAt: Date | null;
}

/** Kick-off times on the Amsterdam clock, per sport: one round of the league a day, each side plays once. */
const SLOTS: Record<Sport, [number, number][]> = {
  football: [
    [13, 30],
    [16, 0],
    [18, 30],
    [21, 0],
  ],
  // Eight players make four matches a round: every two and a half hours from 11:00.
  tennis: [
    [11, 0],
    [13, 30],
    [16, 0],
    [18, 30],
  ],
  basketball: [
    [19, 0],
    [21, 0],
  ],
};

/** Days of calendar fixtures kept in the book. */
export const CALENDAR_DAYS = 3;
/** How often the feed looks at the calendar: a new day is two days ahead when it comes into view. */
export const CALENDAR_EVERY_MS = 10 * 60_000;
/** Per sport, at least this many matches are live or about to start. */
export const MIN_RUNNING = 2;
const SPORTS: Sport[] = ["football", "tennis", "basketball"];

/** Match length in match seconds (the simulator's), for choosing how long ago a running demo match began. */
export const MATCH_SECONDS: Record<Sport, number> = { football: 5400, tennis: 4500, basketball: 2880 };

/**
 * The longest a match runs in match seconds, assumed for a match not yet under way: football is always 90 minutes;
 * the simulator's tennis and basketball run longer when close (measured over 300,000 simulated matches each: tennis
 * at most 2 h 32 min, basketball five overtimes, 73 min), so these leave a wide margin.
 */
export const LONGEST_MATCH_SECONDS: Record<Sport, number> = {
  football: 5400,
  tennis: 3 * 3600,
  basketball: 90 * 60,
};
/** Match seconds of rest a competitor has between the end of one match and the start of the next. */
export const REST_SECONDS: Record<Sport, number> = { football: 3600, tennis: 3600, basketball: 3600 };
/** A pairing does not meet again within this much match time of their last meeting (a round: a day). */
export const ROUND_SECONDS = 24 * 3600;

const competitor = (competitionId: string, name: string) => `${competitionId}|${name}`;
const pairing = (competitionId: string, a: string, b: string) =>
  a < b ? `${competitionId}|${a}|${b}` : `${competitionId}|${b}|${a}`;

/**
 * Who plays when: every fixture of the book in reach, so a new one is added only if neither side is still playing
 * (or resting, REST_SECONDS) at its kick-off or would be when its next booked match starts, and the two have not met
 * within ROUND_SECONDS. Match time runs `timeScale` times faster than the real clock, so every span shrinks with it.
 */
export class Timetable {
  /** Per competitor: each match's kick-off and the end of its rest (ms). */
  private readonly byCompetitor = new Map<string, { start: number; busyUntil: number }[]>();
  /** Per pairing: the kick-offs of its meetings (ms). */
  private readonly byPairing = new Map<string, number[]>();
  private readonly refs = new Set<string>();

  constructor(
    private readonly timeScale: number,
    booked: Iterable<BookedFixture> = [],
  ) {
    for (const fixture of booked) this.add(fixture);
  }

  has(feedRef: string): boolean {
    return this.refs.has(feedRef);
  }

  add(fixture: BookedFixture): void {
    this.refs.add(fixture.feedRef);
    const entry = { start: fixture.startsAt.getTime(), busyUntil: this.busyUntil(fixture) };
    push(this.byCompetitor, competitor(fixture.competitionId, fixture.home), entry);
    push(this.byCompetitor, competitor(fixture.competitionId, fixture.away), entry);
    push(this.byPairing, pairing(fixture.competitionId, fixture.home, fixture.away), entry.start);
  }

  /** Real milliseconds of a span of match seconds. */
  private real(matchSeconds: number): number {
    return (matchSeconds * 1000) / this.timeScale;
  }

  /** Until when (ms) a fixture keeps its sides busy: its end (or the longest match of its sport), then the rest. */
  private busyUntil(fixture: Pick<BookedFixture, "sport" | "startsAt" | "endsAt">): number {
    const end =
      fixture.endsAt?.getTime() ??
      fixture.startsAt.getTime() + this.real(LONGEST_MATCH_SECONDS[fixture.sport]);
    return end + this.real(REST_SECONDS[fixture.sport]);
  }

  /** Whether a match of these two at `startsAt` fits: both free before and after it, and no meeting in the round. */
  fits(candidate: {
    sport: Sport;
    competitionId: string;
    home: string;
    away: string;
    startsAt: Date;
  }): boolean {
    if (candidate.home === candidate.away) return false;
    const start = candidate.startsAt.getTime();
    const until = this.busyUntil({ ...candidate, endsAt: null });
    for (const side of [candidate.home, candidate.away]) {
      for (const other of this.byCompetitor.get(competitor(candidate.competitionId, side)) ?? []) {
        if (other.busyUntil > start && until > other.start) return false;
      }
    }
    const round = this.real(ROUND_SECONDS);
    const met = this.byPairing.get(pairing(candidate.competitionId, candidate.home, candidate.away)) ?? [];
    return met.every((other) => Math.abs(other - start) >= round);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A planned fixture as the timetable books it. */
export const bookedOf = (plan: PlannedFixture): BookedFixture => ({
  feedRef: plan.feedRef,
  sport: plan.league.sport,
  competitionId: plan.league.id,
  home: plan.home.name,
  away: plan.away.name,
  startsAt: plan.startsAt,
  status: "scheduled",
  endsAt: null,
});

/**
 * Round `round` of a round robin of `n` sides (the circle method; an odd count gets a bye), as pairs of indices:
 * over n − 1 (or n) rounds every two sides meet once, and in each round every side plays at most once. Home and
 * away swap between passes through the rounds.
 */
export function roundRobin(n: number, round: number): [number, number][] {
  const size = n % 2 === 0 ? n : n + 1;
  const rounds = size - 1;
  const r = ((round % rounds) + rounds) % rounds;
  const circle = [0, ...Array.from({ length: rounds }, (_, i) => 1 + ((i + r) % rounds))];
  const swap = Math.floor(round / rounds) % 2 === 1;
  const pairs: [number, number][] = [];
  for (let i = 0; i < size / 2; i++) {
    const a = circle[i]!;
    const b = circle[size - 1 - i]!;
    if (a >= n || b >= n) continue;
    pairs.push(((i + r) % 2 === 0) !== swap ? [a, b] : [b, a]);
  }
  return pairs;
}

/** Whole days since 1970-01-01 of an Amsterdam calendar date (YYYY-MM-DD): the league's round number. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** One calendar day: its date and each league's kick-offs (by league index, then slot). */
interface CalendarDay {
  date: string;
  kickOffs: Date[][];
}

/** Days already worked out (time-zone arithmetic is slow, and the calendar is looked at every minute). */
const calendarDays = new Map<string, CalendarDay>();

function calendarDay(leagues: LeagueSeed[], year: number, month: number, day: number): CalendarDay {
  const key = `${leagues.map((l) => l.id).join(",")}|${year}-${month}-${day}`;
  const known = calendarDays.get(key);
  if (known) return known;
  const date = calendarDate(zonedInstant({ year, month, day, hour: 12 }));
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const kickOffs = leagues.map((league, index) =>
    // The second league of a sport starts a quarter of an hour later, so kick-offs do not all coincide.
    SLOTS[league.sport].map(([hour, minute]) =>
      zonedInstant({ year: y, month: m, day: d, hour, minute: minute + (index % 2) * 15 }),
    ),
  );
  if (calendarDays.size > 64) calendarDays.clear();
  const made = { date, kickOffs };
  calendarDays.set(key, made);
  return made;
}

/** A league's sides in its round-robin order (drawn once by its id). */
const sideOrders = new WeakMap<LeagueSeed, TeamSeed[]>();
function sideOrder(league: LeagueSeed): TeamSeed[] {
  let order = sideOrders.get(league);
  if (!order) {
    order = shuffled(league.teams, league.id);
    sideOrders.set(league, order);
  }
  return order;
}

/** Today's date on the Amsterdam clock, worked out once an hour (its offset is whole hours, so days turn on one). */
let today: { hour: number; parts: ReturnType<typeof localParts> } | null = null;
function todayOf(now: Date) {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (today?.hour !== hour) today = { hour, parts: localParts(now) };
  return today.parts;
}

/**
 * The leagues' calendar: each day one round of each league's round robin (so a side plays once a day and a pairing
 * comes back only after a whole round robin), one match per slot, from today for `days` days, still to come. A
 * match the timetable does not fit (a quick fixture in the way) takes another pairing of the round, or is left out.
 */
export function calendarFixtures(
  leagues: LeagueSeed[],
  now: Date,
  days: number,
  timetable: Timetable,
): PlannedFixture[] {
  const { year, month, day } = todayOf(now);
  const fixtures: PlannedFixture[] = [];
  for (let d = 0; d < days; d++) {
    const { date, kickOffs } = calendarDay(leagues, year, month, day + d);
    leagues.forEach((league, index) => {
      const order = sideOrder(league);
      let round: [number, number][] | null = null;
      const used = new Set<number>();
      kickOffs[index]!.forEach((startsAt, slot) => {
        const feedRef = `builtin:${league.id}:${date}:${slot}`;
        if (startsAt <= now || timetable.has(feedRef)) return;
        round ??= shuffled(roundRobin(order.length, dayNumber(date)), `${league.id}:${date}`);
        const pairs = round;
        const choice = [slot, ...pairs.keys()].find(
          (i) =>
            i < pairs.length &&
            !used.has(i) &&
            timetable.fits({
              sport: league.sport,
              competitionId: league.id,
              home: order[pairs[i]![0]]!.name,
              away: order[pairs[i]![1]]!.name,
              startsAt,
            }),
        );
        if (choice === undefined) return;
        used.add(choice);
        const plan = {
          feedRef,
          league,
          home: order[pairs[choice]![0]]!,
          away: order[pairs[choice]![1]]!,
          startsAt,
          seed: feedRef,
        };
        timetable.add(bookedOf(plan));
        fixtures.push(plan);
      });
    });
  }
  return fixtures;
}

/**
 * A fixture outside the calendar, so the site always has matches live or about to start: it kicks off `leadMs`
 * from now (negative: a match already running, for a fresh start of the demo). Its two sides are the first drawn
 * pairing of the sport's leagues that the timetable fits; null when none does (another try comes next tick).
 */
export function quickFixture(
  leagues: LeagueSeed[],
  sport: Sport,
  now: Date,
  leadMs: number,
  timetable: Timetable,
): PlannedFixture | null {
  const startsAt = new Date(Math.floor((now.getTime() + leadMs) / 1000) * 1000);
  const name = `quick:${sport}:${startsAt.getTime()}`;
  const candidates = shuffled(
    leagues.filter((l) => l.sport === sport),
    `${name}:league`,
  );
  for (const league of candidates) {
    for (const [a, b] of drawnOrder(pairsOf(league), `${name}:${league.id}`)) {
      const [home, away] = draw(`${name}:${a.name}:${b.name}`) < 0.5 ? [a, b] : [b, a];
      if (!timetable.fits({ sport, competitionId: league.id, home: home.name, away: away.name, startsAt }))
        continue;
      const feedRef = `builtin:quick:${league.id}:${startsAt.getTime()}`;
      const plan = { feedRef, league, home, away, startsAt, seed: feedRef };
      timetable.add(bookedOf(plan));
      return plan;
    }
  }
  return null;
}

/** Every pairing of a league's sides, once. */
const leaguePairs = new WeakMap<LeagueSeed, (readonly [TeamSeed, TeamSeed])[]>();
function pairsOf(league: LeagueSeed) {
  let pairs = leaguePairs.get(league);
  if (!pairs) {
    pairs = league.teams.flatMap((home, i) => league.teams.slice(i + 1).map((away) => [home, away] as const));
    leaguePairs.set(league, pairs);
  }
  return pairs;
}

/** The items in an order drawn by name: a drawn start and a drawn step coprime to the count (every item once). */
function* drawnOrder<T>(items: readonly T[], name: string): Generator<T> {
  const n = items.length;
  if (n === 0) return;
  const start = Math.floor(draw(`${name}:start`) * n);
  let step = 1 + Math.floor(draw(`${name}:step`) * n);
  while (gcd(step, n) !== 1) step++;
  for (let i = 0; i < n; i++) yield items[(start + i * step) % n]!;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** How far ahead a quick fixture starts: two to eight minutes of match time, and never under 20 s of real time. */
export function quickLeadMs(name: string, timeScale: number): number {
  return Math.max(20_000, ((2 + draw(name) * 6) * 60_000) / timeScale);
}

/** What the feed knows when it plans: the leagues, its pace, and the book's fixtures in reach. */
export interface PlanInput {
  leagues: LeagueSeed[];
  timeScale: number;
  /** Fixtures of the book from `lookbackMs(timeScale)` ago on, whatever their state. */
  booked: BookedFixture[];
  /** Look at the calendar this time (the feed does once a minute). */
  calendar: boolean;
  /** Sports already planned by this process: one seen for the first time with nothing live starts matches under way. */
  seeded: Set<Sport>;
}

/** How far back the book's fixtures still bear on a new one: the round, or a long match and its rest. */
export function lookbackMs(timeScale: number): number {
  const longest = Math.max(...SPORTS.map((s) => LONGEST_MATCH_SECONDS[s] + REST_SECONDS[s]));
  return (Math.max(ROUND_SECONDS, longest) * 1000) / timeScale;
}

/** Whether the feed has planning to do for its sports: a sport seen first, or fewer than MIN_RUNNING going. */
export function needsQuickFixtures(now: Date, open: Going[], seeded: Set<Sport>): boolean {
  return SPORTS.some((sport) => !seeded.has(sport) || running(now, open, sport) < MIN_RUNNING);
}

/** What counting the matches going needs of a fixture (an event row of the book will do). */
type Going = { sport: string; status: string; startsAt: Date; feedRef: string };

/** Matches of a sport live (or due to kick off) plus quick fixtures still to start. */
function running(now: Date, open: Going[], sport: Sport) {
  const mine = open.filter((e) => e.sport === sport && (e.status === "scheduled" || e.status === "live"));
  const live = mine.filter((e) => e.status === "live" || e.startsAt <= now).length;
  const coming = mine.filter(
    (e) => e.status === "scheduled" && e.feedRef.startsWith("builtin:quick:"),
  ).length;
  return live + coming;
}

/**
 * The fixtures to add now: the calendar's (when due), then per sport quick fixtures until MIN_RUNNING matches are
 * live or about to start; on a fresh start (a sport seen first with nothing live) they are already under way. Every
 * one is checked against the timetable of the book and of the ones planned before it.
 */
export function planFixtures(now: Date, input: PlanInput): PlannedFixture[] {
  const { leagues, timeScale } = input;
  const timetable = new Timetable(timeScale, input.booked);
  const plans = input.calendar ? calendarFixtures(leagues, now, CALENDAR_DAYS, timetable) : [];
  for (const sport of SPORTS) {
    const live = input.booked.filter(
      (e) => e.sport === sport && (e.status === "live" || (e.status === "scheduled" && e.startsAt <= now)),
    ).length;
    if (!input.seeded.has(sport) && live === 0) {
      // A fresh start of the demo: matches already under way, so the site is live at once.
      for (let i = 0; i < MIN_RUNNING; i++) {
        const share = 0.1 + 0.4 * draw(`${sport}:running:${now.getTime()}:${i}`);
        const agoMs = (share * MATCH_SECONDS[sport] * 1000) / timeScale + i * 1000;
        const plan = quickFixture(leagues, sport, now, -agoMs, timetable);
        if (plan) plans.push(plan);
      }
    } else {
      for (let n = running(now, input.booked, sport); n < MIN_RUNNING; n++) {
        const leadMs = quickLeadMs(`${sport}:${now.getTime()}:${n}`, timeScale) + n * 1000;
        const plan = quickFixture(leagues, sport, now, leadMs, timetable);
        if (plan) plans.push(plan);
      }
    }
    input.seeded.add(sport);
  }
  return plans;
}
