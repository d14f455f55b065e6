// A seeded match simulator: plays a whole match event by event from the same model the book prices with, so
// that the prices are fair for what actually happens. Deterministic by seed (rng.ts); `at` is match seconds, the
// caller maps it onto real or accelerated time.
//
// Football (5400 s, half-time "period" at 2700): dangerous attacks ("danger" … "safe", the book suspends in
// between) come per side at rate goals/DANGER_CONVERSION, each ending in a goal with probability about
// DANGER_CONVERSION (Dixon–Coles-weighted, so final scores follow the pricing model exactly); after a goal the
// restart ("safe") follows GOAL_RESTART_SECONDS later. Red cards come at RED_CARDS_PER_TEAM per match and change
// the rates exactly as the in-play model does.
// Tennis: point by point (12 … 32 s a point, 90 s at changeovers, 120 s between sets: ≈ 30 s a point overall),
// serve probabilities from the model, tie-break serve order. One event per point: "point", or "game"/"set" when it
// ends one; then "end".
// Basketball: alternating possessions of 5 … 24 s with 0/1/2/3 points; a momentum state (neutral, home run, away
// run) shifts scoring by ±10 % to give scoring runs without changing the means. Quarters of 720 s, overtimes of
// 300 s until a side leads. One "score" event per scoring possession.

import { basketballExpectations, OVERTIME_SECONDS, REGULATION_SECONDS } from "./basketball";
import { dixonColesTau, dixonColesWeight, FOOTBALL_MINUTES, remainingGoalRates } from "./football";
import { validateModel } from "./markets";
import { createRng, exponential, type Random, uniform } from "./rng";
import type {
  BasketballModel,
  BasketballState,
  FootballModel,
  FootballState,
  MatchModel,
  MatchResult,
  MatchState,
  SimEvent,
  Simulation,
  TennisModel,
  TennisState,
} from "./types";

export const FOOTBALL_SECONDS = FOOTBALL_MINUTES * 60;
export const DANGER_CONVERSION = 0.12;
export const DANGER_SECONDS = [8, 30] as const;
export const GOAL_RESTART_SECONDS = 40;
export const RED_CARDS_PER_TEAM = 0.1;

type Side = "home" | "away";

/** The final result a finished match's state stands for. */
export function resultFromState(state: MatchState): MatchResult {
  switch (state.sport) {
    case "football":
      return { sport: "football", home: state.state.home, away: state.state.away };
    case "basketball":
      return { sport: "basketball", home: state.state.home, away: state.state.away };
    case "tennis":
      return { sport: "tennis", sets: state.state.sets.map(([h, a]) => [h, a] as [number, number]) };
  }
}

/** The state before the first whistle / serve / tip-off (tennis: `server` serves first). */
export function initialState(sport: MatchModel["sport"], server: Side = "home"): MatchState {
  switch (sport) {
    case "football":
      return { sport, state: { minute: 0, home: 0, away: 0, homeRed: 0, awayRed: 0 } };
    case "basketball":
      return { sport, state: { home: 0, away: 0, secondsLeft: REGULATION_SECONDS } };
    case "tennis":
      return { sport, state: { sets: [], games: [0, 0], points: [0, 0], server } };
  }
}

interface FootballHappening {
  t: number;
  kind: "red_card" | "goal" | "safe";
  side: Side;
}

function simulateFootball(model: FootballModel, rng: Random): SimEvent[] {
  // Pass 1, the process: red cards, and attack climaxes (goal or not) at exponential times. A climax is a goal
  // with probability DANGER_CONVERSION × h(after the goal) / h(now) (Dixon–Coles weight, see dixonColesWeight),
  // so goals follow exactly the in-play model's process.
  const tau = dixonColesTau(model);
  const redRate = RED_CARDS_PER_TEAM / FOOTBALL_SECONDS;
  const s: FootballState = { minute: 0, home: 0, away: 0, homeRed: 0, awayRed: 0 };
  const happenings: FootballHappening[] = [];
  let t = 0;
  for (;;) {
    const perSecond = remainingGoalRates(model, { ...s, minute: 0 });
    const attackHome = perSecond.home / FOOTBALL_SECONDS / DANGER_CONVERSION;
    const attackAway = perSecond.away / FOOTBALL_SECONDS / DANGER_CONVERSION;
    const redHome = s.homeRed < 4 ? redRate : 0;
    const redAway = s.awayRed < 4 ? redRate : 0;
    const total = attackHome + attackAway + redHome + redAway;
    t += exponential(rng, total);
    if (t >= FOOTBALL_SECONDS) break;
    const u = rng() * total;
    if (u < redHome + redAway) {
      const side: Side = u < redHome ? "home" : "away";
      if (side === "home") s.homeRed++;
      else s.awayRed++;
      happenings.push({ t, kind: "red_card", side });
      continue;
    }
    const side: Side = u - redHome - redAway < attackHome ? "home" : "away";
    const remaining = remainingGoalRates(model, { ...s, minute: t / 60 });
    const now = dixonColesWeight(tau, s.home, s.away, remaining);
    const after =
      side === "home"
        ? dixonColesWeight(tau, s.home + 1, s.away, remaining)
        : dixonColesWeight(tau, s.home, s.away + 1, remaining);
    const goal = rng() < DANGER_CONVERSION * (after / now);
    if (goal) {
      if (side === "home") s.home++;
      else s.away++;
    }
    happenings.push({ t, kind: goal ? "goal" : "safe", side });
  }

  // Pass 2, what the feed sees: each climax is preceded by its "danger" (8 … 30 s of attack, never reaching back
  // before the previous event or across half-time), a goal is followed by the restart's "safe".
  const events: SimEvent[] = [];
  const live: FootballState = { minute: 0, home: 0, away: 0, homeRed: 0, awayRed: 0 };
  let lastAt = 0;
  const emit = (at: number, kind: SimEvent["kind"], side?: Side) => {
    const whole = Math.max(lastAt, Math.min(FOOTBALL_SECONDS, Math.floor(at)));
    lastAt = whole;
    live.minute = whole / 60;
    const event: SimEvent = { at: whole, kind, state: { sport: "football", state: { ...live } } };
    if (side) event.side = side;
    events.push(event);
  };
  const half = FOOTBALL_SECONDS / 2;
  let halfTime = false;
  let restart: { at: number; side: Side } | null = null;
  // Emits what is due by `at`: half-time (which also ends a restart still pending), then a restart after a goal.
  const catchUp = (at: number) => {
    if (!halfTime && at >= half) {
      if (restart) {
        emit(Math.min(restart.at, half), "safe", restart.side);
        restart = null;
      }
      emit(half, "period");
      halfTime = true;
    }
    if (restart && restart.at <= at) {
      emit(restart.at, "safe", restart.side);
      restart = null;
    }
  };
  emit(0, "kickoff");
  for (const h of happenings) {
    if (h.kind === "red_card") {
      catchUp(h.t);
      if (h.side === "home") live.homeRed++;
      else live.awayRed++;
      emit(h.t, "red_card", h.side);
      continue;
    }
    const floor = h.t >= half ? half : 0;
    const start = Math.max(h.t - uniform(rng, DANGER_SECONDS[0], DANGER_SECONDS[1]), floor, lastAt);
    catchUp(start);
    if (restart) {
      // The next attack starts before the restart was due: play resumed already.
      emit(start, "safe", restart.side);
      restart = null;
    }
    emit(start, "danger", h.side);
    if (h.kind === "goal") {
      if (h.side === "home") live.home++;
      else live.away++;
      emit(h.t, "goal", h.side);
      restart = { at: h.t + GOAL_RESTART_SECONDS, side: h.side };
    } else {
      emit(h.t, "safe", h.side);
    }
  }
  catchUp(FOOTBALL_SECONDS);
  if (restart) emit(FOOTBALL_SECONDS, "safe", restart.side);
  emit(FOOTBALL_SECONDS, "end");
  return events;
}

function tennisSetWinner(gh: number, ga: number): Side | null {
  if ((gh >= 6 && gh - ga >= 2) || gh >= 7) return "home";
  if ((ga >= 6 && ga - gh >= 2) || ga >= 7) return "away";
  return null;
}

const otherSide = (side: Side): Side => (side === "home" ? "away" : "home");

function simulateTennis(model: TennisModel, rng: Random): SimEvent[] {
  const events: SimEvent[] = [];
  const s: TennisState = { sets: [], games: [0, 0], points: [0, 0], server: rng() < 0.5 ? "home" : "away" };
  const snapshot = (): MatchState => ({
    sport: "tennis",
    state: {
      sets: s.sets.map(([h, a]) => [h, a] as [number, number]),
      games: [s.games[0], s.games[1]],
      points: [s.points[0], s.points[1]],
      server: s.server,
    },
  });
  let t = 0;
  const emit = (kind: SimEvent["kind"], side?: Side) => {
    const event: SimEvent = { at: Math.round(t), kind, state: snapshot() };
    if (side) event.side = side;
    events.push(event);
  };
  emit("kickoff");
  let tieBreakFirst: Side = s.server;
  const setsWon: Record<Side, number> = { home: 0, away: 0 };
  for (;;) {
    t += uniform(rng, 12, 32);
    const tieBreak = s.games[0] === 6 && s.games[1] === 6;
    if (tieBreak && s.points[0] === 0 && s.points[1] === 0) tieBreakFirst = s.server;
    const pHome = s.server === "home" ? model.home.serve : 1 - model.away.serve;
    const winner: Side = rng() < pHome ? "home" : "away";
    if (winner === "home") s.points[0]++;
    else s.points[1]++;
    const [x, y] = s.points;
    const target = tieBreak ? 7 : 4;
    const gameOver = (x >= target && x - y >= 2) || (y >= target && y - x >= 2);
    if (!gameOver) {
      // In a tie-break the serve changes after the first point and then every two points.
      if (tieBreak && (x + y - 1) % 2 === 0) s.server = otherSide(s.server);
      emit("point", winner);
      continue;
    }
    if (winner === "home") s.games[0]++;
    else s.games[1]++;
    s.points = [0, 0];
    s.server = tieBreak ? otherSide(tieBreakFirst) : otherSide(s.server);
    const setWinner = tennisSetWinner(s.games[0], s.games[1]);
    if (!setWinner) {
      emit("game", winner);
      if ((s.games[0] + s.games[1]) % 2 === 1) t += 90; // changeover
      continue;
    }
    s.sets.push([s.games[0], s.games[1]]);
    s.games = [0, 0];
    setsWon[setWinner]++;
    emit("set", setWinner);
    if (setsWon[setWinner] === 2) {
      emit("end", setWinner);
      break;
    }
    t += 120;
  }
  return events;
}

/** Points per possession shape before scaling: P(3), P(2), P(1). */
const POSSESSION_SHAPE = [0.12, 0.38, 0.06] as const;
const POSSESSION_SECONDS = [5, 24] as const;
const MOMENTUM_SWITCH = 0.06;
const MOMENTUM_SHIFT = 0.1;

function simulateBasketball(model: BasketballModel, rng: Random): SimEvent[] {
  const events: SimEvent[] = [];
  const s: BasketballState = { home: 0, away: 0, secondsLeft: REGULATION_SECONDS };
  let t = 0;
  let periodEnd = REGULATION_SECONDS / 4;
  let runEnd = REGULATION_SECONDS; // end of regulation, then of each overtime
  const emit = (kind: SimEvent["kind"], side?: Side, points?: number) => {
    s.secondsLeft = Math.max(0, Math.round(runEnd - t));
    const event: SimEvent = { at: Math.round(t), kind, state: { sport: "basketball", state: { ...s } } };
    if (side) event.side = side;
    if (points) event.points = points;
    events.push(event);
  };
  const expectations = basketballExpectations(model);
  const expectedHome = (expectations.total + expectations.margin) / 2;
  const expectedAway = (expectations.total - expectations.margin) / 2;
  const meanPossession = (POSSESSION_SECONDS[0] + POSSESSION_SECONDS[1]) / 2;
  // Each quarter ends with a possession cut short at the buzzer (played out there): measured, 0.6 more a quarter.
  const possessionsPerTeam = (REGULATION_SECONDS / meanPossession + 4 * 0.6) / 2;
  const shapeMean = 3 * POSSESSION_SHAPE[0] + 2 * POSSESSION_SHAPE[1] + POSSESSION_SHAPE[2];
  const shapeMass = POSSESSION_SHAPE[0] + POSSESSION_SHAPE[1] + POSSESSION_SHAPE[2];
  const scale = (expected: number) => Math.min(0.95 / shapeMass, expected / possessionsPerTeam / shapeMean);
  const base = { home: scale(expectedHome), away: scale(expectedAway) };

  emit("kickoff");
  let attacking: Side = rng() < 0.5 ? "home" : "away";
  let momentum = 0; // −1 away run, 0 neutral, +1 home run
  for (;;) {
    const duration = uniform(rng, POSSESSION_SECONDS[0], POSSESSION_SECONDS[1]);
    t = Math.min(periodEnd, t + duration);
    if (rng() < MOMENTUM_SWITCH) momentum = [-1, 0, 1].filter((m) => m !== momentum)[rng() < 0.5 ? 0 : 1]!;
    const lean = attacking === "home" ? momentum : -momentum;
    const k = base[attacking] * (1 + MOMENTUM_SHIFT * lean);
    const u = rng();
    let points = 0;
    if (u < k * POSSESSION_SHAPE[0]) points = 3;
    else if (u < k * (POSSESSION_SHAPE[0] + POSSESSION_SHAPE[1])) points = 2;
    else if (u < k * shapeMass) points = 1;
    if (points > 0) {
      if (attacking === "home") s.home += points;
      else s.away += points;
      emit("score", attacking, points);
    }
    attacking = otherSide(attacking);
    if (t < periodEnd) continue;
    // The period is over: the game ends once a side leads after regulation or an overtime.
    if (periodEnd >= REGULATION_SECONDS) {
      if (s.home !== s.away) {
        emit("end");
        break;
      }
      emit("period");
      runEnd = periodEnd + OVERTIME_SECONDS;
      periodEnd = runEnd;
      attacking = rng() < 0.5 ? "home" : "away"; // jump ball
    } else {
      emit("period");
      periodEnd += REGULATION_SECONDS / 4;
    }
  }
  return events;
}

/**
 * Plays a whole match from the model, deterministically from the seed. The result is the last event's state.
 */
export function createSimulator(model: MatchModel, seed: string): Simulation {
  validateModel(model);
  const rng = createRng(`${model.sport}|${seed}`);
  let events: SimEvent[];
  switch (model.sport) {
    case "football":
      events = simulateFootball(model, rng);
      break;
    case "tennis":
      events = simulateTennis(model, rng);
      break;
    case "basketball":
      events = simulateBasketball(model, rng);
      break;
  }
  const last = events[events.length - 1]!;
  return { events, result: resultFromState(last.state) };
}
