import type { EventChange, OddsChange, Scoreboard } from "@casino/contract";

/** The bus channel of the odds stream: every process's SSE clients hear every change. */
export const STREAM_CHANNEL = "sportsbook.stream";

/** One message of the stream, as published on the bus and sent as an SSE event of the same name. */
export type StreamMessage = { type: "odds"; data: OddsChange } | { type: "event"; data: EventChange };

/** The status players see: an open market a trader suspended shows as suspended. */
export const shownStatus = (market: { status: string; traderSuspended?: boolean }) =>
  market.status === "open" && market.traderSuspended ? "suspended" : market.status;

/** The odds of a market as the stream and the snapshot carry them: offered selections only. */
export function streamMarket(market: {
  id: string;
  status: string;
  traderSuspended?: boolean;
  selections: { id: string; oddsMilli: number; active: boolean }[];
}): OddsChange["markets"][number] {
  return {
    id: market.id,
    status: shownStatus(market) as OddsChange["markets"][number]["status"],
    selections: market.selections
      .filter((s) => s.active)
      .map((s) => ({ id: s.id, odds: s.oddsMilli / 1000 })),
  };
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
