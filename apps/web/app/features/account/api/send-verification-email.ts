import type { SignupEmailRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup/email: sends the verification e-mail again. */
export const sendVerificationEmail = (body: z.input<typeof SignupEmailRequest>) =>
  api(accountApi.postUserSignupEmail, z.unknown(), { body });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
