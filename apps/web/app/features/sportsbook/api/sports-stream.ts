import { type EventDetail, type EventSummary, type EventsResponse, sportsApi } from "@casino/contract";
import { type InfiniteData, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { watchStream } from "../../../lib/stream-status";
import { whenIdle } from "../../../lib/when-idle";
import { changesShape, clearLivePrices, publishOdds } from "../lib/live-prices";
import { clearLiveScoreboards, publishScoreboard } from "../lib/live-scoreboards";
import { applyEventChange, applyOdds, needsRefetch, patchEventsPage } from "../lib/stream-patch";
import { BETS_KEY, EVENTS_KEY, eventKey, MENU_KEY, SPORTS_KEY } from "./keys";
import { readEventChange, readOddsChange } from "./stream-events";
import { type StreamPosition, streamPosition } from "./stream-position";

type Listener = (eventId: string, kind: "odds" | "event") => void;

interface Connection {
  source: EventSource;
  /** Stops counting the source's reconnects (lib/stream-status). */
  unwatch: () => void;
  client: QueryClient;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
  refreshTimer: ReturnType<typeof setTimeout> | undefined;
  /** Events whose shape changed since the last refresh. */
  staleEvents: Set<string>;
  position: StreamPosition;
}

/** The tab's one connection to /api/sportsbook/stream, shared by every component that needs live prices. */
let connection: Connection | null = null;
const listeners = new Set<Listener>();
/** Navigating between sports pages unmounts one user before the next mounts: keep the stream open meanwhile. */
const CLOSE_GRACE_MS = 5_000;
/** Lists and counts follow a kick-off or a final whistle, fetched once for a burst of such changes. */
const REFRESH_DEBOUNCE_MS = 1_500;

/**
 * Keeps the odds stream open while mounted: each `odds` event patches the cached event lists and event pages
 * (prices and market states), each `event` event their scoreboards; a `snapshot` (after a reconnect that missed
 * deltas) refetches everything. The browser reconnects by itself with Last-Event-ID.
 */
export function useSportsStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    // Opened after load and hydration: the server-rendered prices are fresh enough for the first second.
    let release: (() => void) | undefined;
    const cancel = whenIdle(() => {
      release = acquire(client);
    });
    return () => {
      cancel();
      release?.();
    };
  }, [client]);
}

/** Calls `listener` with the event id of every change the stream delivers (e.g. to re-price cash-out offers). */
export function useStreamListener(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward: Listener = (eventId, kind) => latest.current(eventId, kind);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

function acquire(client: QueryClient): () => void {
  if (connection && connection.client !== client) {
    connection.source.close();
    connection.unwatch();
    connection = null;
  }
  if (!connection) connection = open(client);
  const current = connection;
  clearTimeout(current.closeTimer);
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users > 0) return;
    current.closeTimer = setTimeout(() => {
      if (current.users > 0) return;
      current.source.close();
      current.unwatch();
      clearTimeout(current.refreshTimer);
      if (connection === current) connection = null;
    }, CLOSE_GRACE_MS);
  };
}

function open(client: QueryClient): Connection {
  const current: Connection = {
    source: new EventSource(sportsApi.getSportsbookStream.path),
    unwatch: () => undefined,
    client,
    users: 0,
    closeTimer: undefined,
    refreshTimer: undefined,
    staleEvents: new Set(),
    position: streamPosition(),
  };
  listen(current);
  return current;
}

/** Attaches the stream's handlers to the connection's source; "Try again" after a failure does it on a new one. */
function listen(current: Connection): void {
  const { source, client } = current;
  current.unwatch = watchStream("sports", source, () => {
    current.source.close();
    current.unwatch();
    current.source = new EventSource(sportsApi.getSportsbookStream.path);
    listen(current);
  });
  source.addEventListener("odds", (message) => {
    const change = readOddsChange(safeJson((message as MessageEvent<string>).data));
    if (!change || !current.position.fresh(change.eventId, change.seq)) return;
    // In-play markets replace the pre-match ones at kick-off and selections come back after a suspension, under
    // keys the cache has never seen: fetch the event's new shape.
    const cached = cachedVersions(client, change.eventId);
    if (cached.some((event) => needsRefetch(event, change))) scheduleRefresh(current, change.eventId);
    // Prices go to the buttons showing them (lib/live-prices.ts); the lists are patched, and re-rendered, only
    // when a row changes shape. Event pages and the slip read the event's own copy, patched every time.
    publishOdds(change, cached);
    const patch: EventPatch = (event) => applyOdds(event, change);
    patchDetail(client, change.eventId, patch);
    const lists = client
      .getQueriesData<InfiniteData<EventsResponse>>({ queryKey: EVENTS_KEY })
      .some(([, data]) =>
        data?.pages.some((page) => page.events.some((event) => changesShape(event, change))),
      );
    if (lists) patchLists(client, change.eventId, patch);
    for (const listener of listeners) listener(change.eventId, "odds");
  });
  source.addEventListener("event", (message) => {
    const change = readEventChange(safeJson((message as MessageEvent<string>).data));
    if (!change || !current.position.fresh(change.eventId, change.seq)) return;
    const before = client.getQueryData<EventDetail | null>(eventKey(change.eventId))?.status;
    const patch: EventPatch = (event) => applyEventChange(event, change);
    patchDetail(client, change.eventId, patch);
    // The scoreboard goes to the rows showing it (lib/live-scoreboards.ts); the lists are patched, and re-rendered,
    // only when the event's status moves in one (a kick-off or a final whistle, after which they are fetched again).
    publishScoreboard(change);
    const moved = cachedVersions(client, change.eventId, false).some(
      (event) => event.status !== change.status,
    );
    if (moved) patchLists(client, change.eventId, patch);
    if (moved || (before !== undefined && before !== change.status)) scheduleRefresh(current, change.eventId);
    for (const listener of listeners) listener(change.eventId, "event");
  });
  source.addEventListener("snapshot", (message) => {
    // The snapshot's seq is the stream's position (it may be lower after a server restart): deltas follow it.
    const body = safeJson((message as MessageEvent<string>).data) as { seq?: unknown } | undefined;
    const seq = Number(body?.seq ?? (message as MessageEvent).lastEventId);
    if (Number.isFinite(seq)) current.position.reset(seq);
    clearLivePrices();
    clearLiveScoreboards();
    void client.invalidateQueries({ queryKey: SPORTS_KEY });
    void client.invalidateQueries({ queryKey: BETS_KEY });
  });
}

/** Every cached copy of an event: its page (unless `withPage` is false) and its summaries in the lists. */
function cachedVersions(
  client: QueryClient,
  eventId: string,
  withPage = true,
): (EventSummary & { markets?: EventDetail["markets"] })[] {
  const detail = withPage ? client.getQueryData<EventDetail | null>(eventKey(eventId)) : undefined;
  const summaries = client
    .getQueriesData<InfiniteData<EventsResponse>>({ queryKey: EVENTS_KEY })
    .flatMap(
      ([, data]) => data?.pages.flatMap((page) => page.events.filter((event) => event.id === eventId)) ?? [],
    );
  return detail ? [detail, ...summaries] : summaries;
}

type EventPatch = <T extends EventSummary & { markets?: EventDetail["markets"] }>(event: T) => T;

/** Applies a patch to the event's page, when cached. */
function patchDetail(client: QueryClient, eventId: string, patch: EventPatch): void {
  client.setQueryData<EventDetail | null>(eventKey(eventId), (event) => (event ? patch(event) : event));
}

/** Applies a patch to the event in every cached list. */
function patchLists(client: QueryClient, eventId: string, patch: EventPatch): void {
  client.setQueriesData<InfiniteData<EventsResponse>>({ queryKey: EVENTS_KEY }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      const next = patchEventsPage(page, eventId, patch);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...data, pages } : data;
  });
}

/**
 * Kick-offs and final whistles move events between lists and replace their markets: the lists, the counts, the
 * events concerned and the player's bets are fetched again, once for a burst of such changes.
 */
function scheduleRefresh(current: Connection, eventId: string): void {
  current.staleEvents.add(eventId);
  clearTimeout(current.refreshTimer);
  current.refreshTimer = setTimeout(() => {
    const { client, staleEvents } = current;
    for (const id of staleEvents) void client.invalidateQueries({ queryKey: eventKey(id) });
    staleEvents.clear();
    void client.invalidateQueries({ queryKey: EVENTS_KEY });
    void client.invalidateQueries({ queryKey: MENU_KEY });
    void client.invalidateQueries({ queryKey: BETS_KEY });
  }, REFRESH_DEBOUNCE_MS);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
