import type { Scoreboard } from "@casino/contract";
import type { MatchState, TennisState } from "@casino/sports";

const QUARTER = 720;
const REGULATION = 2880;
const OVERTIME = 300;

/**
 * The state a price is conditioned on at `elapsed` match seconds: the simulator's state after its last event,
 * with the running clock moved on (football minutes, basketball seconds left in the period being played).
 */
export function stateAt(state: MatchState, elapsed: number): MatchState {
  if (state.sport === "football") {
    return { ...state, state: { ...state.state, minute: Math.min(90, Math.floor(elapsed / 60)) } };
  }
  if (state.sport === "basketball") {
    const periodEnd =
      elapsed < REGULATION
        ? REGULATION
        : REGULATION + Math.ceil((elapsed - REGULATION) / OVERTIME) * OVERTIME;
    const secondsLeft = Math.max(0, Math.min(state.state.secondsLeft, periodEnd - Math.floor(elapsed)));
    return { ...state, state: { ...state.state, secondsLeft } };
  }
  return state;
}

/** What players see of a live match. The clock text is the same in every language: 67', Q3 05:12, 4-3 · 30-15. */
export function scoreboardOf(state: MatchState, elapsed: number): Scoreboard {
  if (state.sport === "football") {
    const s = state.state;
    return { home: s.home, away: s.away, clock: `${s.minute}'`, redCards: [s.homeRed, s.awayRed] };
  }
  if (state.sport === "basketball") {
    return { home: state.state.home, away: state.state.away, clock: basketballClock(elapsed) };
  }
  return tennisScoreboard(state.state);
}

function basketballClock(elapsed: number): string {
  const t = Math.max(0, Math.floor(elapsed));
  if (t < REGULATION) {
    const quarter = Math.floor(t / QUARTER) + 1;
    return `Q${quarter} ${mmss(quarter * QUARTER - t)}`;
  }
  const overtime = Math.max(1, Math.ceil((t - REGULATION) / OVERTIME));
  return `OT${overtime > 1 ? overtime : ""} ${mmss(REGULATION + overtime * OVERTIME - t)}`;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

const POINTS = ["0", "15", "30", "40"];

function tennisScoreboard(s: TennisState): Scoreboard {
  const setsWon = s.sets.reduce<[number, number]>(
    (won, [h, a]) => (h > a ? [won[0] + 1, won[1]] : [won[0], won[1] + 1]),
    [0, 0],
  );
  return {
    home: setsWon[0],
    away: setsWon[1],
    clock: `${s.games[0]}-${s.games[1]} · ${pointsText(s)}`,
    sets: [...s.sets, s.games],
    serving: s.server,
  };
}

function pointsText(s: TennisState): string {
  const [h, a] = s.points;
  // A tie-break counts plain points.
  if (s.games[0] === 6 && s.games[1] === 6) return `${h}-${a}`;
  if (h >= 3 && a >= 3) return h === a ? "40-40" : h > a ? "A-40" : "40-A";
  return `${POINTS[h] ?? h}-${POINTS[a] ?? a}`;
}
