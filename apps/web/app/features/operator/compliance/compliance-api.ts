import { ComplianceSignalsResponse, ExclusionsAdminResponse, limitsApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY, QUEUE_REFRESH_MS } from "../api/keys";

/** GET /api/admin/compliance/signals, looked at again now and then. */
export const useSignals = () =>
  useQuery({
    queryKey: [...OPERATOR_KEY, "signals"],
    queryFn: ({ signal }) => api(limitsApi.getAdminComplianceSignals, ComplianceSignalsResponse, { signal }),
    refetchInterval: QUEUE_REFRESH_MS,
    retry: false,
  });

/** GET /api/admin/exclusions: excluded players with the real balance to pay out. */
export const useExclusions = () =>
  useQuery({
    queryKey: [...OPERATOR_KEY, "exclusions"],
    queryFn: ({ signal }) => api(limitsApi.getAdminExclusions, ExclusionsAdminResponse, { signal }),
    retry: false,
  });
