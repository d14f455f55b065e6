import type { ResetByHashKeyRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../../lib/api-client";

/** POST /api/user/password/resetByHashKey: sets a new password with the single-use key from the e-mail. */
export const resetPassword = (body: z.input<typeof ResetByHashKeyRequest>) =>
  apiSend(accountApi.postUserPasswordResetByHashKey, { body });

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The key is spent now; a later look at it must ask the server again.
    onSuccess: (_data, { key }) => client.removeQueries({ queryKey: ["resetKey", key] }),
  });
}
