/**
 * UKGC RTS 12: a limit that makes the player safer (a new limit, a decrease) applies at once; one that loosens it
 * (an increase, a removal) only after a 24-hour cooling-off period.
 */
export const COOLING_OFF_MS = 24 * 3_600_000;

/** A limit as stored: the value in force and a pending change (`pendingValue` null with a date = removal). */
export interface StoredLimit {
  value: bigint;
  pendingValue: bigint | null;
  pendingAt: Date | null;
}

export type LimitChange =
  | { kind: "now"; value: bigint }
  | { kind: "pending"; value: bigint | null; at: Date }
  | { kind: "unchanged" };

/**
 * What a request to set `requested` (null = remove) does to a limit. Asking again for the change that is already
 * pending keeps its original time (the 24 hours do not restart); a decrease also cancels a pending increase.
 */
export function planChange(
  current: StoredLimit | undefined,
  requested: bigint | null,
  now: Date,
): LimitChange {
  if (!current) return requested === null ? { kind: "unchanged" } : { kind: "now", value: requested };
  if (requested !== null && requested <= current.value) return { kind: "now", value: requested };
  if (current.pendingAt && current.pendingValue === requested) return { kind: "unchanged" };
  return { kind: "pending", value: requested, at: new Date(now.getTime() + COOLING_OFF_MS) };
}

/** The binding refusal among several periods: the least left wins; on a tie, the one that resets last. */
export function binding<T extends { remaining: bigint; resetsAt: Date }>(refusals: T[]): T | undefined {
  return refusals.reduce<T | undefined>((best, r) => {
    if (!best || r.remaining < best.remaining) return r;
    if (r.remaining === best.remaining && r.resetsAt > best.resetsAt) return r;
    return best;
  }, undefined);
}
