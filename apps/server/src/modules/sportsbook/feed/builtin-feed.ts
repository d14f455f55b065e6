import type { Sport } from "@casino/contract";
import { createSimulator, type MatchResult, type SimEvent } from "@casino/sports";
import type { Db } from "../../../platform/db";
import { type EventRow, eventsStore, type TeamRow } from "../catalogue/events.store";
import type { LiveState } from "../sportsbook.tables";
import { sameScoreboard } from "../stream";
import type { Book, EventUpdate } from "./book.service";
import { forEachLimited } from "./concurrency";
import { draw } from "./draw";
import { LEAGUES, type LeagueSeed } from "./leagues";
import { positionAt } from "./match-play";
import { priceAll } from "./pricing";
import type { FeedProvider } from "./provider";
import { matchModel, ratingsFor } from "./ratings";
import {
  type BookedFixture,
  CALENDAR_EVERY_MS,
  lookbackMs,
  needsQuickFixtures,
  type PlannedFixture,
  planFixtures as plan,
} from "./schedule";
import { scoreboardOf, stateAt } from "./scoreboard";

export interface BuiltinFeedOptions {
  /** Match seconds per real second. */
  timeScale: number;
  overround: number;
  /** Open markets are repriced at least this often (ms), match events or not. */
  repriceMs: number;
  leagues?: LeagueSeed[];
}

/** Pre-match prices drift (team news, money) for matches starting within this window. */
const DRIFT_WINDOW_MS = 6 * 3_600_000;

/**
 * How many events a sync writes at once (decision 0229). Each event's changes stay in order, one transaction after
 * the other; different events overlap their transactions' round trips, so a tick with many matches under way ends
 * sooner and their prices are fresher. The stream's clients order changes per event, not across events.
 */
export const FEED_CONCURRENCY = 4;

/**
 * At most this many events' price moves in one transaction (decision 0239): a tick's moves are written together, in
 * four statements a batch instead of four an event, and a batch holds its events' prices for one short statement.
 */
export const FEED_BATCH = 25;

type Move = { eventId: string; change: EventUpdate };

/** Moves in batches of at most FEED_BATCH (bench/odds writes its ticks with it too). */
export function batches<T>(moves: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < moves.length; i += FEED_BATCH) out.push(moves.slice(i, i + FEED_BATCH));
  return out;
}

/**
 * The built-in odds feed: invented leagues, a rolling calendar of fixtures plus a few matches always live or about
 * to start, each match played by the seeded simulator at the configured time scale, priced with the sports
 * package's models and margin, suspended around dangerous moments and goals, and resulted at the final whistle.
 * Everything it knows is in the book (events carry their model, seed and progress), so a restart or another
 * process holding the feed lease carries on where it stopped.
 */
export function createBuiltinFeed(db: Db, book: Book, options: BuiltinFeedOptions): FeedProvider {
  const leagues = options.leagues ?? LEAGUES;
  const sims = new Map<string, { events: SimEvent[]; result: MatchResult }>();
  const pricedAt = new Map<string, number>();
  const driftedIn = new Map<string, number>();
  const teams = new Map<string, TeamRow>();
  const seeded = new Set<Sport>();
  let calendarAt = Number.NEGATIVE_INFINITY;

  async function ensureCatalogue() {
    if (teams.size) return;
    await eventsStore.upsertCompetitions(
      db,
      leagues.map((l, i) => ({ id: l.id, sport: l.sport, name: l.name, country: l.country, sortOrder: i })),
    );
    await eventsStore.upsertTeams(
      db,
      leagues.flatMap((l) =>
        l.teams.map((t) => ({ competitionId: l.id, name: t.name, ratings: ratingsFor(l.sport, t.strength) })),
      ),
    );
    for (const team of await eventsStore.teams(db)) teams.set(`${team.competitionId}|${team.name}`, team);
  }

  const teamOf = (leagueId: string, name: string) => teams.get(`${leagueId}|${name}`)!;
  const teamById = (id: string | null) => [...teams.values()].find((t) => t.id === id);
  const elapsedAt = (event: EventRow, now: Date) =>
    ((now.getTime() - event.startsAt.getTime()) / 1000) * options.timeScale;
  const simOf = (event: EventRow) => {
    let sim = sims.get(event.id);
    if (!sim) {
      sim = createSimulator(event.model, event.seed);
      sims.set(event.id, sim);
    }
    return sim;
  };

  async function addFixture(plan: PlannedFixture): Promise<boolean> {
    const home = teamOf(plan.league.id, plan.home.name);
    const away = teamOf(plan.league.id, plan.away.name);
    const model = matchModel(plan.league.sport, home.ratings, away.ratings);
    const added = await book.addFixture({
      feedRef: plan.feedRef,
      sport: plan.league.sport,
      competitionId: plan.league.id,
      home: { teamId: home.id, name: home.name },
      away: { teamId: away.id, name: away.name },
      startsAt: plan.startsAt,
      model,
      seed: plan.seed,
      markets: priceAll(model, null, options.overround),
    });
    return added !== null;
  }

  /**
   * Keeps the calendar filled and every sport with matches live or about to start, no side in two matches at once
   * (nor without rest) and no pairing twice in a round (schedule.ts); returns how many it added.
   */
  async function planFixtures(now: Date, open: EventRow[]): Promise<number> {
    const calendar = now.getTime() - calendarAt >= CALENDAR_EVERY_MS;
    if (!calendar && !needsQuickFixtures(now, open, seeded)) return 0;
    if (calendar) calendarAt = now.getTime();
    const running = new Map(open.filter((e) => e.status === "live").map((e) => [e.id, e]));
    const rows = await eventsStore.fixturesFrom(
      db,
      leagues.map((l) => l.id),
      new Date(now.getTime() - lookbackMs(options.timeScale)),
    );
    const booked = rows.map(
      (row): BookedFixture => ({
        ...row,
        sport: row.sport as Sport,
        status: row.status as BookedFixture["status"],
        endsAt: row.endedAt ?? simulatedEnd(running.get(row.id)),
      }),
    );
    let added = 0;
    for (const fixture of plan(now, { leagues, timeScale: options.timeScale, booked, calendar, seeded })) {
      if (await addFixture(fixture)) added++;
    }
    return added;
  }

  /** When a match under way ends on the real clock: its simulated length at the time scale. */
  function simulatedEnd(event: EventRow | undefined): Date | null {
    if (!event) return null;
    const last = simOf(event).events.at(-1)!;
    return new Date(event.startsAt.getTime() + (last.at * 1000) / options.timeScale);
  }

  function liveState(event: EventRow, now: Date) {
    const sim = simOf(event);
    const elapsed = elapsedAt(event, now);
    const position = positionAt(sim.events, elapsed);
    const state = stateAt(position.state, elapsed);
    const live: LiveState = {
      state,
      scoreboard: scoreboardOf(state, elapsed),
      step: position.index,
      suspended: position.suspended,
    };
    return { sim, position, live };
  }

  async function kickOff(event: EventRow, now: Date) {
    const { live } = liveState(event, now);
    await book.kickOff(
      event.id,
      live,
      priceAll(event.model, live.state, event.margin ?? options.overround),
      live.suspended,
    );
    pricedAt.set(event.id, now.getTime());
  }

  /** A live match's next step: its end, or the move of its live state and prices (undefined: nothing new). */
  async function play(event: EventRow, now: Date): Promise<Move | undefined> {
    const { sim, position, live } = liveState(event, now);
    if (position.ended) {
      await book.finish(event.id, sim.result, { ...live, scoreboard: { ...live.scoreboard!, clock: "" } });
      sims.delete(event.id);
      pricedAt.delete(event.id);
      return undefined;
    }
    const before = event.live;
    const progressed = position.index !== before?.step;
    const due = now.getTime() - (pricedAt.get(event.id) ?? 0) >= options.repriceMs;
    const reopened = before?.suspended === true && !live.suspended;
    const moved = !sameScoreboard(live.scoreboard, before?.scoreboard);
    if (!progressed && !due && !reopened && !moved && before?.suspended === live.suspended) return undefined;
    const reprice = progressed || due || reopened;
    if (reprice) pricedAt.set(event.id, now.getTime());
    return {
      eventId: event.id,
      change: {
        live,
        suspended: live.suspended,
        ...(reprice ? { prices: priceAll(event.model, live.state, event.margin ?? options.overround) } : {}),
      },
    };
  }

  /** Pre-match prices wobble a little around the teams' ratings, a few matches at a time. */
  function drift(event: EventRow, now: Date): Move | undefined {
    if (event.startsAt.getTime() - now.getTime() > DRIFT_WINDOW_MS) return undefined;
    const bucket = Math.floor(now.getTime() / options.repriceMs);
    if (driftedIn.get(event.id) === bucket || draw(`${event.seed}:drift:${bucket}`) >= 0.25) return undefined;
    driftedIn.set(event.id, bucket);
    const home = teamById(event.homeTeamId);
    const away = teamById(event.awayTeamId);
    if (!home || !away) return undefined;
    const wobble = 1 + 0.06 * (draw(`${event.seed}:wobble:${bucket}`) - 0.5);
    const model = matchModel(event.sport as Sport, home.ratings, away.ratings, wobble);
    // A trader's margin for the event wins over the book's.
    return {
      eventId: event.id,
      change: { model, prices: priceAll(model, null, event.margin ?? options.overround) },
    };
  }

  return {
    name: "builtin",
    async sync(now: Date) {
      await ensureCatalogue();
      let open = await eventsStore.eventsWithStatus(db, ["scheduled", "live"]);
      // Matches the plan starts in the past (a fresh demo) kick off in this same tick.
      if (await planFixtures(now, open)) open = await eventsStore.eventsWithStatus(db, ["scheduled", "live"]);
      // Kick-offs and final whistles one event at a time; the price moves of the tick together, live matches'
      // (durable: they carry the score) apart from pre-match drift (decision 0239).
      const live: Move[] = [];
      const preMatch: Move[] = [];
      await forEachLimited(open, FEED_CONCURRENCY, async (event) => {
        if (event.status === "live") {
          const move = await play(event, now);
          if (move) live.push(move);
        } else if (event.startsAt <= now) await kickOff(event, now);
        else {
          const move = drift(event, now);
          if (move) preMatch.push(move);
        }
      });
      await forEachLimited([...batches(live), ...batches(preMatch)], FEED_CONCURRENCY, async (batch) => {
        await book.moveAll(batch);
      });
    },
  };
}
