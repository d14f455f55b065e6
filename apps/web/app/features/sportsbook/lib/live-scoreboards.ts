import type { EventChange, EventSummary, Scoreboard } from "@casino/contract";
import { keyedStore, useKeyedValue } from "./keyed-store";

/**
 * The odds stream's latest scoreboard of each event, with a subscription per event, as live-prices.ts keeps prices:
 * a live clock or a score that moves re-renders that row's clock and teams, not the list around them (the built-in
 * feed moves every live clock once a second; patching the cached lists re-rendered the whole list on a phone each
 * time, a long task a second). The lists are patched only when an event's status moves (a kick-off, a final
 * whistle), which also fetches them again. Event pages read their event's own cached copy, patched every time.
 */
const boards = keyedStore<Scoreboard | null>();

/** Records the scoreboard of an `event` change and tells the rows showing it. */
export const publishScoreboard = (change: EventChange): void => boards.set(change.eventId, change.scoreboard);

/** Forgets every scoreboard (after a reconnect that missed changes, the lists are read again). */
export const clearLiveScoreboards = (): void => boards.clear();

/** An event's current scoreboard: the stream's latest, else the one it was fetched with. */
export const useLiveScoreboard = (event: EventSummary): Scoreboard | null =>
  useKeyedValue(boards, event.id, event.scoreboard ?? null);
