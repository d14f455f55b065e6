import { useEffect, useRef } from "react";
import { fullHoursLoggedIn, realityCheckDelay } from "../reality-check";

/**
 * Calls `onDue(hours)` at every full hour since `loginTime` (docs/product/responsible-gambling.md#reality-check).
 * Each wait is computed afresh from the login time, so the checks never drift; without a session it looks again every
 * 10 seconds.
 */
export function useRealityCheckTimer(loginTime: string | null, onDue: (hours: number) => void): void {
  const callback = useRef(onDue);
  callback.current = onDue;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = loginTime ? fullHoursLoggedIn(loginTime, Date.now()) : 0;
    const tick = () => {
      if (loginTime) {
        const hours = fullHoursLoggedIn(loginTime, Date.now());
        if (hours >= 1 && hours > shown) {
          shown = hours;
          callback.current(hours);
        }
      }
      timer = setTimeout(tick, realityCheckDelay(loginTime, Date.now()));
    };
    timer = setTimeout(tick, realityCheckDelay(loginTime, Date.now()));
    return () => clearTimeout(timer);
  }, [loginTime]);
}
