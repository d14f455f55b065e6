import { accountApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api-client";
import { SESSION_KEY, userKey } from "../../../lib/query-keys";

/** POST /api/user/signup/activateEmail: confirms the address with the key from the e-mail link. */
export const activateEmail = (hashKey: string) =>
  apiSend(accountApi.postUserSignupActivateEmail, { body: { hashKey } });

export function useActivateEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: activateEmail,
    // A logged-in player's session and profile carry isEmailVerified.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SESSION_KEY }),
        client.invalidateQueries({ queryKey: userKey("profile") }),
      ]),
  });
}
