import { useSyncExternalStore } from "react";

/**
 * The state of the site's live streams (docs/product/shell.md#live-streams: a reconnect counter, and a failed flag
 * once reconnecting gives up). The browser retries a dropped EventSource by itself; each failed try is counted here,
 * and after
 * `MAX_RECONNECTS` the stream is closed and marked failed until the player asks to try again.
 */
export type StreamName = "balance" | "sports";
export type StreamStatus = "open" | "reconnecting" | "failed";
export interface StreamState {
  status: StreamStatus;
  /** Failed tries since the stream was last open. */
  reconnects: number;
}

/** Tries before giving up: with the server's 3 s retry hint, about a quarter of a minute without a connection. */
export const MAX_RECONNECTS = 5;

const OPEN: StreamState = { status: "open", reconnects: 0 };
const states = new Map<StreamName, StreamState>();
const retries = new Map<StreamName, () => void>();
const listeners = new Set<() => void>();
let snapshot: Readonly<Partial<Record<StreamName, StreamState>>> = {};

function set(name: StreamName, state: StreamState | null): void {
  if (state) states.set(name, state);
  else states.delete(name);
  snapshot = Object.fromEntries(states);
  for (const listener of listeners) listener();
}

/** The subset of EventSource this needs (a test drives it without a network). */
export interface WatchedSource {
  readonly readyState: number;
  addEventListener(type: "open" | "error", listener: (event: Event) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser will not try again by itself (the server answered with an error status). */
const CLOSED = 2;

/**
 * Follows `source` for the named stream: open resets the count, each error while the browser reconnects counts one,
 * and the last allowed one closes the source and marks the stream failed. `reopen` is what "Try again" runs: it
 * opens a new source (and watches it again). Returns the function to call when the stream is closed on purpose.
 */
export function watchStream(name: StreamName, source: WatchedSource, reopen: () => void): () => void {
  let reconnects = 0;
  let stopped = false;
  retries.set(name, reopen);
  source.addEventListener("open", () => {
    reconnects = 0;
    if (!stopped) set(name, OPEN);
  });
  source.addEventListener("error", (event) => {
    // A server-sent `event: error` (e.g. "Session is expired") is the stream's own message, not a lost connection.
    if (stopped || (event as MessageEvent).data !== undefined) return;
    reconnects += 1;
    if (reconnects > MAX_RECONNECTS || source.readyState === CLOSED) {
      source.close();
      set(name, { status: "failed", reconnects: MAX_RECONNECTS });
    } else {
      set(name, { status: "reconnecting", reconnects });
    }
  });
  return () => {
    stopped = true;
    if (retries.get(name) === reopen) retries.delete(name);
    set(name, null);
  };
}

/** One stream's state now (absent: not watched). */
export const peekStream = (name: StreamName): StreamState | undefined => states.get(name);

/** "Try again" of a failed stream. */
export function retryStream(name: StreamName): void {
  const reopen = retries.get(name);
  if (!reopen) return;
  set(name, { status: "reconnecting", reconnects: 0 });
  reopen();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Every watched stream's state (streams not open on this page are absent). */
export function useStreamStates(): Readonly<Partial<Record<StreamName, StreamState>>> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
const EMPTY: Readonly<Partial<Record<StreamName, StreamState>>> = {};
