import { accountApi, type PhoneRequest, type SmsSentResponse } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup/sms/resend: 200 with the timings, or 204. */
export const resendSms = (
  body: z.input<typeof PhoneRequest>,
): Promise<z.output<typeof SmsSentResponse> | undefined> => api(accountApi.postUserSignupSmsResend, { body });

export const useResendSms = () => useMutation({ mutationFn: resendSms });
