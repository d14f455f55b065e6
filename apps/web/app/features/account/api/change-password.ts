import { accountApi, type ChangePasswordRequest, type MessageResponse } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { SESSION_KEY } from "../../../lib/query-keys";

/** POST /api/user/password/changeWithPassword; the server ends the player's other sessions. */
export const changePassword = (
  body: z.input<typeof ChangePasswordRequest>,
): Promise<z.output<typeof MessageResponse> | undefined> =>
  api(accountApi.postUserPasswordChangeWithPassword, { body });

/** The server ends the player's sessions on a password change, so the session is asked again afterwards. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
