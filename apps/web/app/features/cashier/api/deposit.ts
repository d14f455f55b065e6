import { cashierApi, type DepositRequest } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/user/cashier/depositGm1; one Idempotency-Key per attempt, so a double click starts one deposit. */
export const startDeposit = (body: DepositRequest, idempotencyKey: string) =>
  api(cashierApi.postUserCashierDepositGm1, {
    body,
    headers: { "idempotency-key": idempotencyKey },
  });

/** Starts a deposit and sends the player to the provider's payment page. */
export const useDeposit = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositRequest; idempotencyKey: string }) =>
      startDeposit(body, idempotencyKey),
    onSuccess: (started) => {
      window.location.assign(started.redirectUrl);
    },
  });
