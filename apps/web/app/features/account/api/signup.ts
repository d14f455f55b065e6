import type { SignupRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api-client";

/** POST /api/user/signup: the full sign-up; the phone must have been confirmed by SMS first. 204. */
export const signup = (body: SignupRequest) => apiSend(accountApi.postUserSignup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
