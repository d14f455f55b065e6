import type { MatchState, SimEvent } from "@casino/sports";

/** Match seconds after a goal, red card or set during which markets stay suspended. */
export const SUSPEND_AFTER_SECONDS = 45;
const SUSPENDING = new Set(["goal", "red_card", "set"]);

/** Where a simulated match stands at `elapsed` match seconds. */
export interface MatchPosition {
  /** Index of the last simulated event that has happened (0 = the kick-off). */
  index: number;
  state: MatchState;
  ended: boolean;
  /** Markets are suspended: a dangerous moment is under way, or a goal/red card/set has just happened. */
  suspended: boolean;
}

export function positionAt(events: SimEvent[], elapsed: number): MatchPosition {
  let lo = 0;
  let hi = events.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (events[mid]!.at <= elapsed) lo = mid;
    else hi = mid - 1;
  }
  const event = events[lo]!;
  return {
    index: lo,
    state: event.state,
    ended: event.kind === "end" && event.at <= elapsed,
    suspended: isSuspended(events, lo, elapsed),
  };
}

function isSuspended(events: SimEvent[], index: number, elapsed: number): boolean {
  for (let i = index; i >= 0 && i > index - 50; i--) {
    const event = events[i]!;
    if (event.kind === "danger") return true;
    if (event.kind === "safe" || event.kind === "kickoff") return false;
    if (SUSPENDING.has(event.kind)) return elapsed - event.at < SUSPEND_AFTER_SECONDS;
  }
  return false;
}
