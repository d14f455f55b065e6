import { z } from "zod";
import { AppError } from "../../../platform/errors";
import { verifySignature } from "../../../platform/webhook-signature";
import type { SandboxPsp } from "../../psp-sandbox";
import type { PaymentProvider, ProviderEvent } from "./provider";

const SandboxEvent = z.object({
  id: z.string(),
  type: z.enum(["payment.approved", "payment.declined", "payout.paid", "payout.failed"]),
  data: z.object({
    paymentId: z.string(),
    merchantRef: z.string(),
    amount: z.string().regex(/^\d+$/),
    currency: z.string().length(3),
    method: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});

/** Our adapter to the sandbox provider: the same shape a real PSP adapter has. */
export function sandboxProvider(psp: SandboxPsp, secret: string, nowSeconds: () => number): PaymentProvider {
  return {
    name: "sandbox",
    async initiateDeposit(input) {
      const { merchantRef, amount, currency, returnUrl, expiresAt } = input;
      const checkout = await psp.createCheckout({
        merchantRef,
        amount,
        currency,
        returnUrl,
        expiresAt: expiresAt ?? null,
      });
      return { providerRef: checkout.paymentId, redirectUrl: checkout.redirectUrl };
    },
    async initiatePayout(input) {
      const { merchantRef, amount, currency } = input;
      const payout = await psp.createPayout({ merchantRef, amount, currency });
      return { providerRef: payout.payoutId };
    },
    verifyWebhook(rawBody, headers): ProviderEvent {
      const header = headers["psp-signature"];
      if (!verifySignature(secret, rawBody, typeof header === "string" ? header : undefined, nowSeconds())) {
        throw new AppError("WEBHOOK_SIGNATURE_INVALID", 400, "Invalid webhook signature");
      }
      const parsed = SandboxEvent.safeParse(JSON.parse(rawBody));
      if (!parsed.success) throw new AppError("BAD_REQUEST", 400, "Unrecognised webhook payload");
      const { id, type, data } = parsed.data;
      return {
        eventId: id,
        type,
        merchantRef: data.merchantRef,
        providerRef: data.paymentId,
        amount: BigInt(data.amount),
        currency: data.currency,
        method: data.method,
        reason: data.reason,
      };
    },
  };
}
