import type { SignupRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup: the full sign-up; the phone must have been confirmed by SMS first. 204. */
export const signup = (body: SignupRequest) => api(accountApi.postUserSignup, z.undefined(), { body });

export const useSignup = () => useMutation({ mutationFn: signup });
