import type { QuickRegisterRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api-client";

/** POST /api/user/signup/quickRegister: 204, or 400 with field errors. */
export const quickRegister = (body: QuickRegisterRequest) =>
  apiSend(accountApi.postUserSignupQuickRegister, { body });

export const useQuickRegister = () => useMutation({ mutationFn: quickRegister });
