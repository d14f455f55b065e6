import { accountApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The server-side field checks (docs/product/accounts.md#field-checks): POST /api/user/validate/username | email |
 * mobile | cnp, each 200 with a success text or 400 with a code. One fetcher over the four, as they differ only in
 * path and body.
 */
export type CheckedField = "username" | "email" | "mobile" | "cnp";

export type FieldCheckBody = {
  username: { username: string };
  email: { email: string };
  mobile: { phonePrefix: string; phoneNumber: string };
  cnp: { cnp: string };
};

const ROUTES = {
  username: accountApi.postUserValidateUsername,
  email: accountApi.postUserValidateEmail,
  mobile: accountApi.postUserValidateMobile,
  cnp: accountApi.postUserValidateCnp,
} satisfies Record<CheckedField, unknown>;

export const validateField = <F extends CheckedField>(field: F, body: FieldCheckBody[F]) =>
  api(ROUTES[field], { body });

export const useValidateField = <F extends CheckedField>(field: F) =>
  useMutation({
    mutationKey: ["validate", field],
    mutationFn: (body: FieldCheckBody[F]) => validateField(field, body),
  });
