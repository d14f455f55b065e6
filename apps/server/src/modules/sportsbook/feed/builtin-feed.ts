import type { Sport } from "@casino/contract";
import { createSimulator, type MatchResult, type SimEvent } from "@casino/sports";
import type { Db } from "../../../platform/db";
import type { Book } from "../book.service";
import { type EventRow, eventsStore, type TeamRow } from "../events.store";
import type { LiveState } from "../sportsbook.tables";
import { sameScoreboard } from "../stream";
import { draw } from "./draw";
import { LEAGUES, type LeagueSeed } from "./leagues";
import { positionAt } from "./match-play";
import { priceAll } from "./pricing";
import type { FeedProvider } from "./provider";
import { matchModel, ratingsFor } from "./ratings";
import { calendarFixtures, MATCH_SECONDS, type PlannedFixture, quickFixture, quickLeadMs } from "./schedule";
import { scoreboardOf, stateAt } from "./scoreboard";

export interface BuiltinFeedOptions {
  /** Match seconds per real second. */
  timeScale: number;
  overround: number;
  /** Open markets are repriced at least this often (ms), match events or not. */
  repriceMs: number;
  leagues?: LeagueSeed[];
}

/** Days of calendar fixtures kept in the book. */
const CALENDAR_DAYS = 3;
const CALENDAR_EVERY_MS = 60_000;
/** Per sport, at least this many matches are live or about to start. */
const MIN_RUNNING = 2;
/** Pre-match prices drift (team news, money) for matches starting within this window. */
const DRIFT_WINDOW_MS = 6 * 3_600_000;
const SPORTS: Sport[] = ["football", "tennis", "basketball"];

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

  /** Keeps the calendar filled and every sport with matches live or about to start; returns how many it added. */
  async function planFixtures(now: Date, open: EventRow[]): Promise<number> {
    let added = 0;
    const known = new Set(open.map((e) => e.feedRef));
    if (now.getTime() - calendarAt >= CALENDAR_EVERY_MS) {
      calendarAt = now.getTime();
      for (const plan of calendarFixtures(leagues, now, CALENDAR_DAYS)) {
        if (!known.has(plan.feedRef) && (await addFixture(plan))) added++;
      }
    }
    for (const sport of SPORTS) {
      const live = open.filter((e) => e.sport === sport && (e.status === "live" || e.startsAt <= now)).length;
      const coming = open.filter(
        (e) => e.sport === sport && e.status === "scheduled" && e.feedRef.startsWith("builtin:quick:"),
      ).length;
      if (!seeded.has(sport) && live === 0) {
        // A fresh start of the demo: matches already under way, so the site is live at once.
        for (let i = 0; i < MIN_RUNNING; i++) {
          const share = 0.1 + 0.4 * draw(`${sport}:running:${now.getTime()}:${i}`);
          const agoMs = (share * MATCH_SECONDS[sport] * 1000) / options.timeScale + i * 1000;
          if (await addFixture(quickFixture(leagues, sport, now, -agoMs))) added++;
        }
      } else {
        for (let n = live + coming; n < MIN_RUNNING; n++) {
          const leadMs = quickLeadMs(`${sport}:${now.getTime()}:${n}`, options.timeScale) + n * 1000;
          if (await addFixture(quickFixture(leagues, sport, now, leadMs))) added++;
        }
      }
      seeded.add(sport);
    }
    return added;
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
    await book.kickOff(event.id, live, priceAll(event.model, live.state, options.overround), live.suspended);
    pricedAt.set(event.id, now.getTime());
  }

  async function play(event: EventRow, now: Date) {
    const { sim, position, live } = liveState(event, now);
    if (position.ended) {
      await book.finish(event.id, sim.result, { ...live, scoreboard: { ...live.scoreboard!, clock: "" } });
      sims.delete(event.id);
      pricedAt.delete(event.id);
      return;
    }
    const before = event.live;
    const progressed = position.index !== before?.step;
    const due = now.getTime() - (pricedAt.get(event.id) ?? 0) >= options.repriceMs;
    const reopened = before?.suspended === true && !live.suspended;
    const moved = !sameScoreboard(live.scoreboard, before?.scoreboard);
    if (!progressed && !due && !reopened && !moved && before?.suspended === live.suspended) return;
    const reprice = progressed || due || reopened;
    if (reprice) pricedAt.set(event.id, now.getTime());
    await book.update(event.id, {
      live,
      suspended: live.suspended,
      ...(reprice ? { prices: priceAll(event.model, live.state, options.overround) } : {}),
    });
  }

  /** Pre-match prices wobble a little around the teams' ratings, a few matches at a time. */
  async function drift(event: EventRow, now: Date) {
    if (event.startsAt.getTime() - now.getTime() > DRIFT_WINDOW_MS) return;
    const bucket = Math.floor(now.getTime() / options.repriceMs);
    if (driftedIn.get(event.id) === bucket || draw(`${event.seed}:drift:${bucket}`) >= 0.25) return;
    driftedIn.set(event.id, bucket);
    const home = teamById(event.homeTeamId);
    const away = teamById(event.awayTeamId);
    if (!home || !away) return;
    const wobble = 1 + 0.06 * (draw(`${event.seed}:wobble:${bucket}`) - 0.5);
    const model = matchModel(event.sport as Sport, home.ratings, away.ratings, wobble);
    await book.update(event.id, { model, prices: priceAll(model, null, options.overround) });
  }

  return {
    name: "builtin",
    async sync(now: Date) {
      await ensureCatalogue();
      let open = await eventsStore.eventsWithStatus(db, ["scheduled", "live"]);
      // Matches the plan starts in the past (a fresh demo) kick off in this same tick.
      if (await planFixtures(now, open)) open = await eventsStore.eventsWithStatus(db, ["scheduled", "live"]);
      for (const event of open) {
        if (event.status === "live") await play(event, now);
        else if (event.startsAt <= now) await kickOff(event, now);
        else await drift(event, now);
      }
    },
  };
}
