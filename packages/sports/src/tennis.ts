// Tennis, best of three tie-break sets: a Markov chain on points. Each player wins a point on their own serve
// with a fixed probability; game → tie-break → set → match probabilities are exact recursions, memoised per pair
// of serve probabilities. Deuce and tie-breaks past 6-6 use their closed forms.

import { arrayCdf, lineKey, lineProbabilities } from "./lines";
import type { FairMarket, TennisModel, TennisState } from "./types";

/** 0 = home, 1 = away. */
type Side = 0 | 1;

/** Set-betting selections in outcome order (home sets first). */
export const SET_BETTING_KEYS = ["2-0", "2-1", "1-2", "0-2"] as const;
/** Most games a best-of-three match can have (7-6 7-6 … counted as 13 a set). */
const MAX_GAMES = 39;
/** Games in one set: 6 … 13, counted from the set's first game. */
const SET_SLOTS = 14;
/** Total games lines offered on each side of the balanced line (2 → 5 lines). */
export const TOTAL_GAMES_SPREAD = 2;

const other = (s: Side): Side => (s === 0 ? 1 : 0);

/** P(the server wins the game) from server points a and receiver points b, winning a point with p. */
export function gameWinProbability(p: number, a: number, b: number): number {
  if (a >= 3 && b >= 3) {
    const m = Math.min(a, b) - 3;
    a -= m;
    b -= m;
  }
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  if (a === 3 && b === 3) return deuce;
  if (a === 4 && b === 3) return p + q * deuce;
  if (a === 3 && b === 4) return p * deuce;
  return p * gameWinProbability(p, a + 1, b) + q * gameWinProbability(p, a, b + 1);
}

/** Who serves the first point of a tie-break, given who serves point number k (0-based) of it. */
function tieBreakFirstServer(server: Side, k: number): Side {
  // Point k is served by the first server when ⌊(k + 1) / 2⌋ is even (A, B, B, A, A, B, B, …).
  return Math.floor((k + 1) / 2) % 2 === 0 ? server : other(server);
}

/** Distributions for one pair of serve probabilities, memoised. */
class TennisSolver {
  private readonly holdHome: number;
  private readonly holdAway: number;
  private readonly setMemo = new Map<number, Float64Array>();
  private readonly matchMemo = new Map<number, Float64Array>();
  private readonly tieBreakMemo = new Map<number, number>();

  constructor(
    readonly home: number,
    readonly away: number,
  ) {
    this.holdHome = gameWinProbability(home, 0, 0);
    this.holdAway = gameWinProbability(away, 0, 0);
  }

  /** P(home wins a point served by s). */
  private point(s: Side): number {
    return s === 0 ? this.home : 1 - this.away;
  }

  /** P(home wins the game now being served by s) from the game's points (home, away). */
  gameHome(s: Side, homePoints: number, awayPoints: number): number {
    if (homePoints === 0 && awayPoints === 0) return s === 0 ? this.holdHome : 1 - this.holdAway;
    return s === 0
      ? gameWinProbability(this.home, homePoints, awayPoints)
      : 1 - gameWinProbability(this.away, awayPoints, homePoints);
  }

  /** P(home wins the tie-break) from points (x, y) with s to serve the next point. */
  tieBreakHome(x: number, y: number, s: Side): number {
    if (x >= 6 && y >= 6) {
      const m = Math.min(x, y) - 6;
      x -= m;
      y -= m;
    }
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x === y && x >= 6) {
      // From here each pair of points has one served by each player: win both, lose both, or back to level.
      const both = this.home * (1 - this.away);
      const neither = (1 - this.home) * this.away;
      return both / (both + neither);
    }
    const key = (x * 16 + y) * 2 + s;
    const cached = this.tieBreakMemo.get(key);
    if (cached !== undefined) return cached;
    const next: Side = (x + y) % 2 === 0 ? other(s) : s;
    const p = this.point(s);
    const value = p * this.tieBreakHome(x + 1, y, next) + (1 - p) * this.tieBreakHome(x, y + 1, next);
    this.tieBreakMemo.set(key, value);
    return value;
  }

  /**
   * Distribution of (winner, games still to play in the set) from games (gh, ga) at the start of a game served by
   * s: index winner × SET_SLOTS + games. The tie-break counts as one game served by its first server.
   */
  setFrom(gh: number, ga: number, s: Side): Float64Array {
    const key = (gh * 16 + ga) * 2 + s;
    const cached = this.setMemo.get(key);
    if (cached) return cached;
    const out = new Float64Array(2 * SET_SLOTS);
    const over = setWinner(gh, ga);
    if (over !== null) {
      out[over * SET_SLOTS] = 1;
    } else if (gh === 6 && ga === 6) {
      const p = this.tieBreakHome(0, 0, s);
      out[1] = p;
      out[SET_SLOTS + 1] = 1 - p;
    } else {
      const p = this.gameHome(s, 0, 0);
      addShifted(out, this.setFrom(gh + 1, ga, other(s)), p, 1, SET_SLOTS);
      addShifted(out, this.setFrom(gh, ga + 1, other(s)), 1 - p, 1, SET_SLOTS);
    }
    this.setMemo.set(key, out);
    return out;
  }

  /**
   * Distribution of (set-betting outcome, games still to play in the match) from sets (sh, sa) at the start of a
   * set whose first game s serves: index outcome × (MAX_GAMES + 1) + games.
   */
  matchFrom(sh: number, sa: number, s: Side): Float64Array {
    const key = (sh * 4 + sa) * 2 + s;
    const cached = this.matchMemo.get(key);
    if (cached) return cached;
    const out = new Float64Array(4 * (MAX_GAMES + 1));
    const outcome = matchOutcome(sh, sa);
    if (outcome !== null) {
      out[outcome * (MAX_GAMES + 1)] = 1;
    } else {
      this.addSetThenMatch(out, this.setFrom(0, 0, s), s, sh, sa, 1, 0);
    }
    this.matchMemo.set(key, out);
    return out;
  }

  /** Adds weight × (a set distribution counted from server s, then the rest of the match), games offset by shift. */
  addSetThenMatch(
    out: Float64Array,
    set: Float64Array,
    s: Side,
    sh: number,
    sa: number,
    weight: number,
    shift: number,
  ): void {
    for (let w = 0; w < 2; w++) {
      for (let n = 0; n < SET_SLOTS; n++) {
        const q = set[w * SET_SLOTS + n]!;
        if (q === 0) continue;
        const nextServer: Side = n % 2 === 0 ? s : other(s);
        const rest = this.matchFrom(sh + (w === 0 ? 1 : 0), sa + (w === 1 ? 1 : 0), nextServer);
        addShifted(out, rest, weight * q, shift + n, MAX_GAMES + 1);
      }
    }
  }
}

function setWinner(gh: number, ga: number): Side | null {
  if ((gh >= 6 && gh - ga >= 2) || gh >= 7) return 0;
  if ((ga >= 6 && ga - gh >= 2) || ga >= 7) return 1;
  return null;
}

function matchOutcome(sh: number, sa: number): number | null {
  if (sh >= 2) return sa === 0 ? 0 : 1;
  if (sa >= 2) return sh === 0 ? 3 : 2;
  return null;
}

/** out[block + shift + i] += weight × src[block + i] for each block of `width` entries (overflow is dropped). */
function addShifted(
  out: Float64Array,
  src: Float64Array,
  weight: number,
  shift: number,
  width: number,
): void {
  const blocks = src.length / width;
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i + shift < width; i++) {
      const v = src[b * width + i]!;
      if (v !== 0) out[b * width + i + shift]! += weight * v;
    }
  }
}

const solverCache = new Map<string, TennisSolver>();

function solverFor(model: TennisModel): TennisSolver {
  const key = `${model.home.serve}:${model.away.serve}`;
  let solver = solverCache.get(key);
  if (solver) {
    // Refresh its place in the LRU order.
    solverCache.delete(key);
  } else {
    solver = new TennisSolver(model.home.serve, model.away.serve);
    if (solverCache.size >= 256) solverCache.delete(solverCache.keys().next().value!);
  }
  solverCache.set(key, solver);
  return solver;
}

/** Sets won so far by each side (completed sets only). */
export function setsWon(sets: [number, number][]): [number, number] {
  let h = 0;
  let a = 0;
  for (const [gh, ga] of sets) {
    if (gh > ga) h++;
    else if (ga > gh) a++;
  }
  return [h, a];
}

/**
 * Joint distribution of the match's set-betting outcome and its total games: rows SET_BETTING_KEYS, columns
 * total games 0 … 39. Null when the state says the match is over. Pre-match averages over who serves first.
 */
export function tennisOutcomeDistribution(
  model: TennisModel,
  state: TennisState | null,
): Float64Array[] | null {
  const solver = solverFor(model);
  const width = MAX_GAMES + 1;
  const out = new Float64Array(4 * width);
  if (!state) {
    addShifted(out, solver.matchFrom(0, 0, 0), 0.5, 0, width);
    addShifted(out, solver.matchFrom(0, 0, 1), 0.5, 0, width);
  } else {
    let [sh, sa] = setsWon(state.sets);
    let played = 0;
    for (const [gh, ga] of state.sets) played += gh + ga;
    let [gh, ga] = state.games;
    let [ph, pa] = state.points;
    const finished = setWinner(gh, ga);
    if (finished !== null) {
      // A finished set not yet moved into `sets`: count it, and start the next one.
      if (finished === 0) sh++;
      else sa++;
      played += gh + ga;
      gh = 0;
      ga = 0;
      ph = 0;
      pa = 0;
    }
    if (matchOutcome(sh, sa) !== null) return null;
    played += gh + ga;
    const s: Side = state.server === "home" ? 0 : 1;
    if (gh === 6 && ga === 6) {
      // Tie-break in progress: it is one game, and the next set opens with its first receiver serving.
      const first = tieBreakFirstServer(s, ph + pa);
      const p = solver.tieBreakHome(ph, pa, s);
      const next = other(first);
      addShifted(out, solver.matchFrom(sh + 1, sa, next), p, played + 1, width);
      addShifted(out, solver.matchFrom(sh, sa + 1, next), 1 - p, played + 1, width);
    } else {
      // The game in progress, then the rest of the set from the next game, then the rest of the match.
      const p = solver.gameHome(s, ph, pa);
      for (const [won, weight] of [
        [0, p],
        [1, 1 - p],
      ] as const) {
        if (weight === 0) continue;
        const g1 = gh + (won === 0 ? 1 : 0);
        const g2 = ga + (won === 1 ? 1 : 0);
        const set = solver.setFrom(g1, g2, other(s));
        solver.addSetThenMatch(out, set, other(s), sh, sa, weight, played + 1);
      }
    }
  }
  const rows: Float64Array[] = [];
  for (let o = 0; o < 4; o++) rows.push(out.subarray(o * width, (o + 1) * width));
  return rows;
}

/** All tennis markets conditioned on the state (null = pre-match); [] once the match is over. */
export function tennisMarkets(model: TennisModel, state: TennisState | null): FairMarket[] {
  const rows = tennisOutcomeDistribution(model, state);
  if (!rows) return [];
  const outcome = rows.map((r) => r.reduce((a, b) => a + b, 0));
  const total = outcome.reduce((a, b) => a + b, 0);
  const games = new Float64Array(MAX_GAMES + 1);
  for (const r of rows) for (let i = 0; i < r.length; i++) games[i]! += r[i]! / total;
  const home = (outcome[0]! + outcome[1]!) / total;
  const markets: FairMarket[] = [
    {
      key: "match_winner",
      type: "match_winner",
      line: null,
      selections: [
        { key: "home", probability: home },
        { key: "away", probability: 1 - home },
      ],
    },
    {
      key: "set_betting",
      type: "set_betting",
      line: null,
      selections: SET_BETTING_KEYS.map((key, i) => ({ key, probability: outcome[i]! / total })),
    },
  ];
  const cdf = arrayCdf(games);
  let centre = 0.5;
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n < MAX_GAMES; n++) {
    const p = lineProbabilities(cdf, n + 0.5);
    if (!p) continue;
    const distance = Math.abs(p.over - 0.5);
    if (distance < best - 1e-12) {
      best = distance;
      centre = n + 0.5;
    }
  }
  for (let s = -TOTAL_GAMES_SPREAD; s <= TOTAL_GAMES_SPREAD; s++) {
    const line = centre + s;
    if (line < 0) continue;
    const p = lineProbabilities(cdf, line);
    if (!p) continue;
    markets.push({
      key: lineKey("total_games", line),
      type: "total_games",
      line,
      selections: [
        { key: "over", probability: p.over },
        { key: "under", probability: p.under },
      ],
    });
  }
  return markets;
}

/** P(home wins the match) — exposed for tests and the feed's team ratings. */
export function tennisMatchProbability(model: TennisModel, state: TennisState | null): number {
  const market = tennisMarkets(model, state)[0];
  return market?.selections[0]?.probability ?? Number.NaN;
}
