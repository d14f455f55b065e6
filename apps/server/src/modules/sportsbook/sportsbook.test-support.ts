import { randomUUID } from "node:crypto";
import type { EventDetail, Market } from "@casino/contract";
import type { FootballModel, MatchModel, MatchResult, MatchState } from "@casino/sports";
import { expect } from "vitest";
import { ManualClock } from "../../platform/clock";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { eventsStore } from "./catalogue/events.store";
import { priceAll } from "./feed/pricing";
import { scoreboardOf } from "./feed/scoreboard";

/** Shared set-up of the sportsbook tests: an app on a manual clock, fixtures made to measure, bet calls. */

export const OVERROUND = 1.06;
/** Sessions that outlive the hours these tests move the clock by. */
const LONG_SESSIONS = { SESSION_IDLE_MINUTES: "10000000", SESSION_MAX_HOURS: "1000000" };
const COMPETITION = "football-test-league";

export const FOOTBALL: FootballModel = {
  sport: "football",
  home: { attack: 1.6, defence: 0.9 },
  away: { attack: 1.2, defence: 1.1 },
  homeAdvantage: 1.2,
};

export async function sportsApp(env: Record<string, string> = {}) {
  const clock = new ManualClock(new Date("2026-11-19T12:00:00Z"));
  const t = await createTestApp({
    clock,
    env: { JOBS_POLL_MS: "0", SPORTS_LIVE_DELAY_MS: "0", ...LONG_SESSIONS, ...env },
  });
  await eventsStore.upsertCompetitions(t.app.services.db, [
    { id: COMPETITION, sport: "football", name: "Test League", country: "GB" },
    { id: "tennis-test-tour", sport: "tennis", name: "Test Tour", country: "INT" },
  ]);
  return { t, clock };
}

let fixtures = 0;

/** A fixture of the test league kicking off `inMs` after the clock's now, with its pre-match markets. */
export async function fixture(
  t: TestApp,
  clock: ManualClock,
  options: { inMs?: number; model?: MatchModel; home?: string; away?: string } = {},
): Promise<EventDetail> {
  fixtures += 1;
  const model = options.model ?? FOOTBALL;
  const event = await t.app.sportsbook.book.addFixture({
    feedRef: `test:${randomUUID()}`,
    sport: model.sport,
    competitionId: model.sport === "tennis" ? "tennis-test-tour" : COMPETITION,
    home: { teamId: null, name: options.home ?? `Home ${fixtures}` },
    away: { teamId: null, name: options.away ?? `Away ${fixtures}` },
    startsAt: new Date(clock.now().getTime() + (options.inMs ?? 3_600_000)),
    model,
    seed: `test-${fixtures}`,
    markets: priceAll(model, null, OVERROUND),
  });
  return detail(t, event!.id);
}

export async function detail(t: TestApp, eventId: string, locale = "en"): Promise<EventDetail> {
  const response = await call(t.app, "GET", `/api/sportsbook/events/${eventId}?locale=${locale}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

export function market(event: EventDetail, key: string): Market {
  const found = event.markets.find((m) => m.key === key);
  if (!found) throw new Error(`no market ${key} in ${event.markets.map((m) => m.key).join(", ")}`);
  return found;
}

/** A selection of the event's market as the slip sends it: its id and the odds shown. */
export function pick(event: EventDetail, marketKey: string, selectionKey: string) {
  const selection = market(event, marketKey).selections.find((s) => s.key === selectionKey);
  if (!selection) throw new Error(`no selection ${selectionKey} in ${marketKey}`);
  return { selectionId: selection.id, odds: selection.odds };
}

/** POST /api/sportsbook/bets with a fresh (or given) Idempotency-Key. */
export function placeBets(
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call(t.app, "POST", "/api/sportsbook/bets", { ...headers, "idempotency-key": key }, body);
}

/** Kicks the event off at a live state and opens its in-play markets priced from it. */
export async function kickOff(t: TestApp, eventId: string, state: MatchState, suspended = false) {
  const event = (await eventsStore.event(t.app.services.db, eventId))!;
  await t.app.sportsbook.book.kickOff(
    eventId,
    { state, scoreboard: scoreboardOf(state, 0), step: 0, suspended },
    priceAll(event.model, state, OVERROUND),
    suspended,
  );
  return detail(t, eventId);
}

/** Reprices the event's current phase as the feed would for `model` (pre-match) or `state` (live, scoreboard too). */
export async function reprice(
  t: TestApp,
  eventId: string,
  options: { model?: MatchModel; state?: MatchState },
) {
  const event = (await eventsStore.event(t.app.services.db, eventId))!;
  const model = options.model ?? event.model;
  await t.app.sportsbook.book.update(eventId, {
    ...(options.model ? { model } : {}),
    prices: priceAll(model, options.state ?? null, OVERROUND),
    ...(options.state
      ? {
          suspended: false,
          live: {
            state: options.state,
            scoreboard: scoreboardOf(options.state, 0),
            step: 0,
            suspended: false,
          },
        }
      : {}),
  });
  return detail(t, eventId);
}

/** Results the event and runs the settlement jobs. */
export async function result(t: TestApp, eventId: string, outcome: MatchResult) {
  await t.app.sportsbook.book.finish(eventId, outcome);
  await t.app.services.jobs.drain();
}

export const footballState = (minute: number, home = 0, away = 0): MatchState => ({
  sport: "football",
  state: { minute, home, away, homeRed: 0, awayRed: 0 },
});
