import { type BalanceWarningUpdate, limitsApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BALANCE_WARNING_KEY } from "./get-balance-warning";

/** PUT /api/user/preferences/balanceWarning: close or deposit snooze 1 day, doNotDisplay 7 days; or on/off. */
export const updateBalanceWarning = (body: BalanceWarningUpdate) =>
  api(limitsApi.putUserPreferencesBalanceWarning, { body });

export function useUpdateBalanceWarning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBalanceWarning,
    onSuccess: (settings) => client.setQueryData(BALANCE_WARNING_KEY, settings),
  });
}
