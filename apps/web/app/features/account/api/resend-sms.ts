import { accountApi, type PhoneRequest, SmsSentResponse } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup/sms/resend: 200 with the timings, or 204. */
export const resendSms = (body: z.input<typeof PhoneRequest>) =>
  api(accountApi.postUserSignupSmsResend, SmsSentResponse.or(z.undefined()), { body });

export const useResendSms = () => useMutation({ mutationFn: resendSms });
