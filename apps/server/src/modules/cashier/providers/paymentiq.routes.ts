import { cashierApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../platform/errors";
import type { PaymentIqProvider } from "./paymentiq";
import type { PaymentIqIntegration } from "./paymentiq.service";

const Id = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const Amount = z.union([z.string().max(32), z.number()]);
const Attributes = z.record(z.string(), z.unknown()).nullable().optional();

/** Integration API request bodies (documented fields we use; anything else is accepted and ignored). */
const VerifyUser = z
  .object({ sessionId: z.string().min(1).max(200), userId: z.string().min(1).max(50) })
  .passthrough();
const Authorize = z
  .object({
    userId: z.string().min(1).max(50),
    txAmount: Amount,
    txAmountCy: z.string().length(3),
    txId: Id,
    txTypeId: Id.optional(),
    txName: z.string().max(100).nullable().optional(),
    provider: z.string().max(100).nullable().optional(),
    attributes: Attributes,
  })
  .passthrough();
const Transfer = Authorize.extend({
  authCode: z.string().max(100).nullable().optional(),
  maskedAccount: z.string().max(100).nullable().optional(),
}).passthrough();
const Cancel = Transfer.extend({
  statusCode: z.string().max(100).nullable().optional(),
  pspStatusMessage: z.string().max(500).nullable().optional(),
}).passthrough();

/**
 * PaymentIQ's Integration API on our side: PIQ calls these (HTTP Basic auth) and reads `success` from a 200 answer;
 * failed authentication is a 401 and a malformed body a 400, both `{code, message}`.
 */
export const paymentIqRoutes =
  (provider: PaymentIqProvider, piq: PaymentIqIntegration): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", async (request) => {
      if (!provider.authenticates(request.headers)) {
        throw new AppError("UNAUTHORIZED", 401, "PaymentIQ credentials required");
      }
    });
    const tags = ["paymentiq"];

    app.post(
      cashierApi.postPaymentiqVerifyuser.path,
      { schema: { tags, summary: "PIQ: is this a logged-in player (cashier session)?", body: VerifyUser } },
      async (request) => piq.verifyUser(request.body),
    );
    app.post(
      cashierApi.postPaymentiqAuthorize.path,
      { schema: { tags, summary: "PIQ: may this payment go ahead?", body: Authorize } },
      async (request) => piq.authorize(request.body),
    );
    app.post(
      cashierApi.postPaymentiqTransfer.path,
      { schema: { tags, summary: "PIQ: the payment went through", body: Transfer } },
      async (request) => piq.transfer(request.body),
    );
    app.post(
      cashierApi.postPaymentiqCancel.path,
      { schema: { tags, summary: "PIQ: the payment failed; release what was authorised", body: Cancel } },
      async (request) => piq.cancel(request.body),
    );
  };
