import type { SignupEmailRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../../lib/api-client";

/** POST /api/user/signup/email: sends the verification e-mail again. */
export const sendVerificationEmail = (body: z.input<typeof SignupEmailRequest>) =>
  apiSend(accountApi.postUserSignupEmail, { body });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
