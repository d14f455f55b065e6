import type { LimitPeriod, SessionLimit } from "@casino/contract";
import { create } from "zustand";

/** Why the player's session ended without them logging out: said on a screen of its own, never silently. */
export type SessionEnd =
  | { reason: "sessionLimit"; period: LimitPeriod; resetsAt: string }
  | { reason: "coolOff"; until: string | null }
  | { reason: "selfExclusion"; until: string | null };

interface SessionEndState {
  ended: SessionEnd | null;
  /** Shows the reason here and in the player's other tabs of this browser (their sessions ended too). */
  show(ended: SessionEnd): void;
  dismiss(): void;
}

const CHANNEL = "vela.session-end";
const REASONS = new Set<string>(["sessionLimit", "coolOff", "selfExclusion"]);

export const useSessionEnd = create<SessionEndState>((set) => ({
  ended: null,
  show: (ended) => {
    set({ ended });
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(ended);
    channel.close();
  },
  dismiss: () => set({ ended: null }),
}));

/** Listens for a session ended in another tab (e.g. a self-exclusion started there); returns the unsubscribe. */
export function listenToOtherTabs(): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionEnd>) => {
    if (REASONS.has(event.data?.reason)) useSessionEnd.setState({ ended: event.data });
  };
  return () => channel.close();
}

/**
 * The server counts whole minutes (`remaining` is rounded up to the minute), so the limit really runs out up to a
 * minute before the estimate; a session that ends that close to it ended because of the limit.
 */
export const SESSION_LIMIT_SLACK_MS = 90_000;

/** When the session-time limit runs out, estimated from the limits read at `readAt`, and which limit it is. */
export interface SessionLimitEnd {
  at: number;
  period: LimitPeriod;
  resetsAt: string;
}

/**
 * The earliest moment a session-time limit is reached if the player stays logged in: `remaining` minutes after the
 * limits were read, unless the window resets first (then that limit starts afresh and is not the one).
 */
export function sessionLimitEnd(limits: readonly SessionLimit[], readAt: number): SessionLimitEnd | null {
  let earliest: SessionLimitEnd | null = null;
  for (const limit of limits) {
    const at = readAt + Math.max(0, limit.remaining) * 60_000;
    if (at >= Date.parse(limit.resetsAt)) continue;
    if (!earliest || at < earliest.at) earliest = { at, period: limit.period, resetsAt: limit.resetsAt };
  }
  return earliest;
}

/**
 * When the limits must be read again: just after the estimated end, or at a window's reset if one comes first
 * (a daily limit at midnight in Amsterdam: the new day's allowance starts counting, and its end needs a new
 * estimate, or the browser would never ask again). Null without session-time limits.
 */
export function nextLimitsRead(
  limits: readonly SessionLimit[],
  readAt: number,
  afterMs: number,
): number | null {
  const end = sessionLimitEnd(limits, readAt);
  const times = limits.map((limit) => Date.parse(limit.resetsAt)).filter((at) => at > readAt);
  if (end) times.push(end.at);
  return times.length ? Math.min(...times) + afterMs : null;
}

/** Whether a session that ended at `now` ended because the estimated limit was reached. */
export const endedByLimit = (end: SessionLimitEnd | null, now: number): end is SessionLimitEnd =>
  !!end && now >= end.at - SESSION_LIMIT_SLACK_MS;
