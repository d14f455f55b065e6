import type { SmsConfirmationRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../../lib/api-client";

/**
 * POST /api/user/signup/sms/confirmation: 204; a wrong code is a 400 (`Cod invalid`,
 * docs/product/accounts.md#phone-confirmation).
 */
export const confirmSms = (body: z.input<typeof SmsConfirmationRequest>) =>
  apiSend(accountApi.postUserSignupSmsConfirmation, { body });

export const useConfirmSms = () => useMutation({ mutationFn: confirmSms });
