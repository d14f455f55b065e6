import { accountApi, type PhoneRequest } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup/sms: sends a confirmation code to the phone. */
export const sendSms = (body: z.input<typeof PhoneRequest>) => api(accountApi.postUserSignupSms, { body });

export const useSendSms = () => useMutation({ mutationFn: sendSms });
