import { cashierApi, DepositRequest } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db";
import { startDeposit } from "../cashier.routes";
import type { CashierService } from "../cashier.service";
import type { PraxisProvider } from "./praxis";
import { praxisStore } from "./praxis.store";

const GetTokenResponse = z.object({
  transactionId: z.string(),
  status: z.literal("pending"),
  /** The Praxis Cashier page: the iframe `src` (or a redirect target); it logs the player in by itself. */
  redirectUrl: z.string(),
  /** The Cashier session's `auth_token`, for the Praxis Cashier JS SDK. */
  token: z.string(),
});

/**
 * The second provider's routes (docs/product/cashier.md#providers): `POST /api/praxis/get-token` opens a Praxis
 * Cashier session for a deposit, and `POST /api/praxis/notification` takes Praxis's signed status notifications.
 */
export const praxisRoutes =
  (cashier: CashierService, provider: PraxisProvider, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      cashierApi.postPraxisGetToken.path,
      {
        schema: {
          tags: ["cashier"],
          summary: "Open a Praxis Cashier session for a deposit",
          body: DepositRequest,
          response: { 200: GetTokenResponse },
        },
      },
      async (request) => {
        const started = await startDeposit(cashier, request, request.body);
        return {
          transactionId: started.transactionId,
          status: "pending" as const,
          redirectUrl: started.redirectUrl,
          token: started.providerRef ?? "",
        };
      },
    );

    // The signature covers field values, but the body is read as text here so bad JSON is a 400 of ours.
    await app.register(async (raw) => {
      raw.addContentTypeParser(
        "application/json",
        { parseAs: "string", bodyLimit: 64 * 1024 },
        (_request, body, done) => done(null, body),
      );
      raw.post(
        "/api/praxis/notification",
        { schema: { tags: ["cashier"], summary: "Praxis notification webhook (signed, Gt-Authentication)" } },
        async (request, reply) => {
          const { event, card } = provider.parseNotification(String(request.body ?? ""), request.headers);
          if (event) await cashier.applyEvent(event);
          if (event && card) await praxisStore.rememberCard(db, event.merchantRef, card);
          const ack = provider.acknowledgement(0, "Ok");
          return reply.header("gt-authentication", ack.signature).send(ack.body);
        },
      );
    });
  };
