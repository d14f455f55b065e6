import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/validPhoneCodes: the phone prefixes accepted at sign-up. Reference data: it changes rarely. */
export const getValidPhoneCodes = (signal?: AbortSignal) =>
  api(accountApi.getUserValidPhoneCodes, { signal });

export const validPhoneCodesQueryOptions = () =>
  queryOptions({
    queryKey: ["reference", "validPhoneCodes"],
    queryFn: ({ signal }) => getValidPhoneCodes(signal),
    staleTime: 60 * 60_000,
  });

export const useValidPhoneCodes = (enabled = true) => useQuery({ ...validPhoneCodesQueryOptions(), enabled });
