import { limitsApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY, QUEUE_REFRESH_MS } from "../api/keys";

const SIGNALS_KEY = [...OPERATOR_KEY, "signals"] as const;

/** GET /api/admin/compliance/signals?state=: the open signals (looked at again now and then) or the acknowledged. */
export const useSignals = (state: "open" | "acknowledged" = "open") =>
  useQuery({
    queryKey: [...SIGNALS_KEY, state],
    queryFn: ({ signal }) => api(limitsApi.getAdminComplianceSignals, { query: { state }, signal }),
    refetchInterval: QUEUE_REFRESH_MS,
    retry: false,
  });

/** POST /api/admin/compliance/signals/acknowledgements: the signal leaves the open list for the acknowledged one. */
export const useAcknowledgeSignal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { signalId: string; note: string }) =>
      api(limitsApi.postAdminComplianceSignalsAcknowledgements, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGNALS_KEY }),
  });
};

/** GET /api/admin/exclusions: excluded players with the real balance to pay out. */
export const useExclusions = () =>
  useQuery({
    queryKey: [...OPERATOR_KEY, "exclusions"],
    queryFn: ({ signal }) => api(limitsApi.getAdminExclusions, { signal }),
    retry: false,
  });
