import {
  LOGIN_RESTRICTED_CODE,
  type LoginRequest,
  type LoginResponse,
  type RestrictionsDetail,
  sessionApi,
} from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { SESSION_KEY, USER_KEY } from "../../../lib/query-keys";
import { readRestrictions } from "./login-failure";

/**
 * A login either opens a session or, with outstanding consents (401 code 5), a restricted one
 * (docs/product/sessions.md#restrictions).
 */
export type LoginOutcome =
  | { kind: "ok"; response: LoginResponse }
  | { kind: "restricted"; detail: RestrictionsDetail };

export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    const response = await api(sessionApi.postSessionLogin, { body: credentials });
    return { kind: "ok", response };
  } catch (error) {
    if (error instanceof ApiError && error.code === LOGIN_RESTRICTED_CODE) {
      const detail = readRestrictions(error.body);
      if (detail) return { kind: "restricted", detail };
    }
    throw error;
  }
}

/**
 * POST /api/session/login. Whatever the outcome, the previous player's data is dropped from the cache.
 * `onLoggedIn` runs inside the mutation, so it stays pending (the button disabled) until the flow has finished.
 */
export function useLogin(onLoggedIn?: (outcome: LoginOutcome) => Promise<unknown> | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onMutate: () => {
      client.removeQueries({ queryKey: USER_KEY });
    },
    onSuccess: onLoggedIn,
    // docs/product/sessions.md#login: a failed login also logs out locally.
    onError: () => client.setQueryData(SESSION_KEY, null),
  });
}
