import type { UpdateConsentsRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** POST /api/user/consents: a map of tag code to answer; only the keys sent change. */
export const updateConsents = (consents: z.input<typeof UpdateConsentsRequest>) =>
  api(accountApi.postUserConsents, { body: consents });

export function useUpdateConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: () => client.invalidateQueries({ queryKey: userKey("consentRequirements") }),
  });
}
