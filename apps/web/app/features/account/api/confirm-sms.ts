import type { SmsConfirmationRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/**
 * POST /api/user/signup/sms/confirmation: 204; a wrong code is a 400 (`Cod invalid`,
 * docs/product/accounts.md#phone-confirmation).
 */
export const confirmSms = (body: z.input<typeof SmsConfirmationRequest>) =>
  api(accountApi.postUserSignupSmsConfirmation, z.undefined(), { body });

export const useConfirmSms = () => useMutation({ mutationFn: confirmSms });
