import { cashierApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendNotFound } from "../../platform/errors";
import type { CashierService } from "./cashier.service";
import type { PaymentProvider } from "./providers/provider";

/**
 * Provider notifications. The signature covers the exact bytes received, so this plugin keeps JSON bodies as raw
 * strings (encapsulated: the rest of the API still gets parsed JSON).
 */
export const webhookRoutes =
  (cashier: CashierService, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        done(null, body);
      },
    );
    app.post(
      cashierApi.postCashierWebhooksByProvider.path,
      {
        schema: {
          tags: ["cashier"],
          summary: "Signed provider notifications",
          params: z.object({ provider: z.string() }),
        },
      },
      async (request, reply) => {
        if (request.params.provider !== provider.name) return sendNotFound(request, reply);
        const event = provider.verifyWebhook(String(request.body ?? ""), request.headers);
        await cashier.applyEvent(event);
        return { received: true };
      },
    );
  };
