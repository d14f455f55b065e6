import { accountApi, type ResetRequestWithEmailRequest } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/password/resetRequestWithEmail: always `{success: true}`, so it reveals no accounts. */
export const requestPasswordReset = (body: z.input<typeof ResetRequestWithEmailRequest>) =>
  api(accountApi.postUserPasswordResetRequestWithEmail, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
