import { accountApi, type UpdateConsentsRequest } from "@casino/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

const CONSENTS_KEY = userKey("consents");

/** GET /api/user/consents: the player's answers (the marketing preferences of the settings page). */
export const getConsents = (signal?: AbortSignal) => api(accountApi.getUserConsents, { signal });

export const useConsents = () =>
  useQuery(queryOptions({ queryKey: CONSENTS_KEY, queryFn: ({ signal }) => getConsents(signal) }));

/** POST /api/user/consents with only the keys that change; the answer is the full set. */
export function useSaveConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: z.input<typeof UpdateConsentsRequest>) =>
      api(accountApi.postUserConsents, { body: change }),
    onSuccess: (consents) => {
      client.setQueryData(CONSENTS_KEY, consents);
      void client.invalidateQueries({ queryKey: userKey("consentRequirements") });
    },
  });
}
