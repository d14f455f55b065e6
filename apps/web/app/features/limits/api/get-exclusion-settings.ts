import { limitsApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ExclusionKind } from "../exclusion-request";

const PATHS = {
  coolOff: limitsApi.getUserLimitsCoolOffSettings,
  selfExclusion: limitsApi.getUserLimitsSelfExclusionSettings,
} satisfies Record<ExclusionKind, unknown>;

/** GET /api/user/limits/{coolOff,selfExclusion}Settings: the periods to offer (no session needed). */
export const getExclusionSettings = (kind: ExclusionKind, signal?: AbortSignal) =>
  api(PATHS[kind], { signal });

/** The choosable periods; they change only with a new release, so they are read once per page load. */
export const useExclusionSettings = (kind: ExclusionKind, enabled = true) =>
  useQuery({
    queryKey: ["limits", "exclusionSettings", kind],
    queryFn: ({ signal }) => getExclusionSettings(kind, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
