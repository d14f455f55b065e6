import {
  BankingHistoryQuery,
  BankingHistoryResponse,
  CancelTransactionQuery,
  cashierApi,
  DepositRequest,
  DepositResponse,
  PendingWithdrawResponse,
  TransactionHistoryQuery,
  TransactionHistoryResponse,
  TransactionSummaryResponse,
  WithdrawRequest,
  WithdrawResponse,
} from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import { idempotencyKey } from "../../platform/idempotency";
import type { CashierService } from "./cashier.service";

const DAY = 24 * 3_600_000;
/** docs/product/cashier.md#history: transaction history defaults to 3 days. */
const HISTORY_DEFAULT_MS = 3 * DAY;

/** Only a path on our own site is a valid return target (no open redirect through the provider). */
export function returnUrlFor(request: FastifyRequest, locale: string, requested?: string): string {
  const origin = `${request.protocol}://${request.host}`;
  const path =
    requested?.startsWith("/") && !requested.startsWith("//")
      ? requested
      : `/${locale}/profile/transactions/depositmoney`;
  return `${origin}${path}`;
}

/**
 * A player's deposit request as every provider's route takes it (the cashier's own and Praxis's get-token): the
 * player, the checked amount and bonus code, a safe return URL and the Idempotency-Key.
 */
export function startDeposit(cashier: CashierService, request: FastifyRequest, body: DepositRequest) {
  const player = requirePlayer(request);
  return cashier.deposit({
    userId: player.userId,
    amount: body.amount,
    currency: body.currency,
    bonusCode: body.BonusCode,
    returnUrl: returnUrlFor(request, player.locale, body.returnUrl),
    locale: player.locale,
    idempotencyKey: idempotencyKey(request),
  });
}

export const cashierRoutes =
  (cashier: CashierService, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["cashier"];
    app.post(
      cashierApi.postUserCashierDepositGm1.path,
      {
        schema: {
          tags,
          summary: "Start a deposit on the provider's page",
          body: DepositRequest,
          response: { 200: DepositResponse },
        },
      },
      async (request) => ({
        ...(await startDeposit(cashier, request, request.body)),
        status: "pending" as const,
      }),
    );

    app.post(
      cashierApi.postUserCashierWithdrawGm1.path,
      {
        schema: {
          tags,
          summary: "Request a withdrawal",
          body: WithdrawRequest,
          response: { 200: WithdrawResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const result = await cashier.withdraw({
          userId,
          ...request.body,
          idempotencyKey: idempotencyKey(request),
        });
        return { ...result, status: "pending" as const };
      },
    );

    app.get(
      cashierApi.getUserCashierPendingWithdraw.path,
      { schema: { tags, response: { 200: PendingWithdrawResponse } } },
      async (request) => {
        const { userId } = requirePlayer(request);
        return { items: await cashier.list({ userId, type: "withdrawal", states: ["PENDING", "APPROVED"] }) };
      },
    );

    app.delete(
      cashierApi.deletePaymentiqCancelTransaction.path,
      {
        schema: { tags, summary: "Cancel one's own pending withdrawal", querystring: CancelTransactionQuery },
      },
      async (request, reply) => {
        const { userId } = requirePlayer(request);
        await cashier.cancelWithdrawal(userId, request.query.transactionId);
        return reply.status(204).send();
      },
    );

    app.get(
      cashierApi.getPaymentiqTransactionHistory.path,
      {
        schema: { tags, querystring: TransactionHistoryQuery, response: { 200: TransactionHistoryResponse } },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const to = request.query.endTime ? new Date(request.query.endTime) : clock.now();
        const from = request.query.startTime
          ? new Date(request.query.startTime)
          : new Date(to.getTime() - HISTORY_DEFAULT_MS);
        const items = await cashier.list({ userId, from, to });
        return {
          deposit: items.filter((i) => i.type === "deposit"),
          withdrawal: items.filter(
            (i) => i.type === "withdrawal" && !["PENDING", "APPROVED"].includes(i.state),
          ),
          pendingWithdrawal: items.filter(
            (i) => i.type === "withdrawal" && ["PENDING", "APPROVED"].includes(i.state),
          ),
        };
      },
    );

    for (const path of [
      cashierApi.getUserCashierTransactionHistory.path,
      cashierApi.getUserBankingHistory.path,
    ]) {
      app.get(
        path,
        { schema: { tags, querystring: BankingHistoryQuery, response: { 200: BankingHistoryResponse } } },
        async (request) => {
          const { userId } = requirePlayer(request);
          const q = request.query;
          const filter = {
            userId,
            ...(q.startDate ? { from: new Date(q.startDate) } : {}),
            ...(q.endDate ? { to: new Date(q.endDate) } : {}),
            ...(q.type ? { type: q.type } : {}),
          };
          const [items, total] = await Promise.all([
            cashier.list({ ...filter, offset: q.offset, limit: q.limit }),
            cashier.count(filter),
          ]);
          return { items, total, hasMore: q.offset + items.length < total };
        },
      );
    }

    app.get(
      cashierApi.getUserCashierTransactionSummary.path,
      { schema: { tags, response: { 200: TransactionSummaryResponse } } },
      async (request) => cashier.summary(requirePlayer(request).userId),
    );
  };
