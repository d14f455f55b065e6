import type { EventChange, MarketStatus, OddsChange, Scoreboard, StreamMarket } from "@casino/contract";

/** The bus channel of the odds stream: every process's SSE clients hear every change. */
export const STREAM_CHANNEL = "sportsbook.stream";

/** One message of the stream, as published on the bus and sent as an SSE event of the same name. */
export type StreamMessage = { type: "odds"; data: OddsChange } | { type: "event"; data: EventChange };

/** The status players see: an open market a trader suspended shows as suspended. */
export const shownStatus = (market: { status: string; traderSuspended?: boolean }) =>
  market.status === "open" && market.traderSuspended ? "suspended" : market.status;

/** A market's whole offer as the stream's snapshot carries it: offered selections only. */
export function streamMarket(market: {
  id: string;
  status: string;
  traderSuspended?: boolean;
  selections: { id: string; oddsMilli: number; active: boolean }[];
}): StreamMarket {
  return {
    id: market.id,
    status: shownStatus(market) as MarketStatus,
    selections: market.selections
      .filter((s) => s.active)
      .map((s) => ({ id: s.id, odds: s.oddsMilli / 1000 })),
  };
}

/**
 * What changed in one market, as an `odds` delta names it (decision 0217): the status players see, when that
 * changed, and the new price in thousandths of each selection whose price or offer changed (0: no longer offered).
 */
export interface MarketDelta {
  key: string;
  inPlay: boolean;
  status?: MarketStatus | undefined;
  odds?: Record<string, number> | undefined;
}

/** A market's whole state as a delta: its shown status and every selection's price (0 where not offered). */
export function wholeMarket(market: {
  key: string;
  inPlay: boolean;
  status: string;
  traderSuspended?: boolean;
  selections: { key: string; oddsMilli: number; active: boolean }[];
}): MarketDelta {
  return {
    key: market.key,
    inPlay: market.inPlay,
    status: shownStatus(market) as MarketStatus,
    odds: Object.fromEntries(market.selections.map((s) => [s.key, s.active ? s.oddsMilli : 0])),
  };
}

/** The `odds` deltas of some market changes, one per phase they touch (pre-match first), still without `seq`. */
export function oddsDeltas(eventId: string, deltas: MarketDelta[]): Omit<OddsChange, "seq">[] {
  const changes: Omit<OddsChange, "seq">[] = [];
  for (const inPlay of [false, true]) {
    const phase = deltas.filter((d) => d.inPlay === inPlay);
    if (!phase.length) continue;
    const status: Record<string, MarketStatus> = {};
    const odds: Record<string, Record<string, number>> = {};
    let named = false;
    for (const delta of phase) {
      if (delta.status) status[delta.key] = delta.status;
      if (delta.odds && Object.keys(delta.odds).length) odds[delta.key] = delta.odds;
      named ||= delta.status !== undefined || odds[delta.key] !== undefined;
    }
    if (!named) continue;
    const change: Omit<OddsChange, "seq"> = { eventId, inPlay };
    if (Object.keys(status).length) change.status = status;
    if (Object.keys(odds).length) change.odds = odds;
    changes.push(change);
  }
  return changes;
}

/** Whether two scoreboards show the same (key order aside: jsonb columns give keys back in their own order). */
export function sameScoreboard(a: Scoreboard | null | undefined, b: Scoreboard | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.home === b.home &&
    a.away === b.away &&
    a.clock === b.clock &&
    a.serving === b.serving &&
    JSON.stringify(a.sets ?? null) === JSON.stringify(b.sets ?? null) &&
    JSON.stringify(a.redCards ?? null) === JSON.stringify(b.redCards ?? null)
  );
}
