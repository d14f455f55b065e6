import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { SESSION_KEY } from "../../../lib/query-keys";
import { LIMITS_KEY, useLimits } from "../api/get-limits";
import {
  endedByLimit,
  nextLimitsRead,
  type SessionLimitEnd,
  sessionLimitEnd,
  useSessionEnd,
} from "../session-end";

/** Never ask the server more often than this while a limit is at its very end. */
const MIN_RECHECK_MS = 5_000;
/** The server ends the session on its first request after the limit; ask just after the estimate. */
const AFTER_END_MS = 2_000;

/**
 * The session-time limit, seen from the browser: when the limits say it runs out, ask the server again (which
 * ends the session then; at a window's reset, first read the new window's limits), and when the session ends around that moment, say why on a screen of its own instead of
 * silently showing a guest's page (docs/product/responsible-gambling.md#session-limit).
 */
export function useSessionLimitWatch(loginTime: string | null): void {
  const client = useQueryClient();
  const limits = useLimits(!!loginTime);
  const end = useRef<SessionLimitEnd | null>(null);
  const wasLoggedIn = useRef(false);

  const sessionLimits = limits.data?.sessionLimits;
  const readAt = limits.dataUpdatedAt;
  useEffect(() => {
    // When the player is forgotten the limits go with them; the last estimate is kept to explain why.
    if (!sessionLimits) return;
    end.current = sessionLimitEnd(sessionLimits, readAt);
    const recheckAt = nextLimitsRead(sessionLimits, readAt, AFTER_END_MS);
    if (recheckAt === null) return;
    const delay = Math.min(Math.max(MIN_RECHECK_MS, recheckAt - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: SESSION_KEY });
      void client.invalidateQueries({ queryKey: LIMITS_KEY });
    }, delay);
    return () => clearTimeout(timer);
  }, [client, sessionLimits, readAt]);

  useEffect(() => {
    if (loginTime) {
      wasLoggedIn.current = true;
      return;
    }
    if (!wasLoggedIn.current) return;
    wasLoggedIn.current = false;
    const reached = end.current;
    end.current = null;
    const { ended, show } = useSessionEnd.getState();
    if (ended || !endedByLimit(reached, Date.now())) return;
    show({ reason: "sessionLimit", period: reached.period, resetsAt: reached.resetsAt });
  }, [loginTime]);
}
