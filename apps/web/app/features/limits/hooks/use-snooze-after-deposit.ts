import { useCallback, useRef } from "react";
import { useUpdateBalanceWarning } from "../api/update-balance-warning";

/**
 * docs/product/responsible-gambling.md#balance-warning: a deposit snoozes the balance warning for a day. Returns a
 * callback for the deposit's success (e.g. the deposit result screen's `onSuccess`, wired by a route, since features
 * do not import each other); it sends the snooze once per mounted screen however often it is called.
 */
export function useSnoozeBalanceWarningOnDeposit(): () => void {
  const { mutate } = useUpdateBalanceWarning();
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ action: "deposit" });
  }, [mutate]);
}
