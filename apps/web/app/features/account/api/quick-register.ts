import type { QuickRegisterRequest } from "@casino/contract";
import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/user/signup/quickRegister: 204, or 400 with field errors. */
export const quickRegister = (body: QuickRegisterRequest) =>
  api(accountApi.postUserSignupQuickRegister, z.undefined(), { body });

export const useQuickRegister = () => useMutation({ mutationFn: quickRegister });
