import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendNotFound } from "../../platform/errors";
import { checkoutPage, expiredPage } from "./checkout-page";
import { type SandboxPsp, withResult } from "./psp-sandbox.service";

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/**
 * The page's form posts with the player's session cookie, so the CSRF guard (platform/http/csrf.ts) wants its Origin.
 * Under the site-wide `Referrer-Policy: no-referrer` a browser sends `Origin: null` on a form post, which the guard
 * refuses; `same-origin` lets the form name its own origin and still tells other sites nothing.
 */
const REFERRER_POLICY = "same-origin";
const CheckoutForm = z.object({
  number: z.string().max(40).default(""),
  expiry: z.string().max(10).default(""),
  cvc: z.string().max(10).default(""),
  name: z.string().max(100).optional(),
  action: z.string().max(20).optional(),
});

/** The sandbox provider's own web pages, mounted at /psp-sandbox/ only when PAYMENT_PROVIDER=sandbox. */
export const pspSandboxRoutes =
  (psp: SandboxPsp): FastifyPluginAsyncZod =>
  async (app) => {
    // An HTML form posts urlencoded; the sandbox parses it itself (the rest of the API speaks JSON only).
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const params = z.object({ id: z.string().max(60) });

    app.get("/psp-sandbox/checkout/:id", { schema: { hide: true, params } }, async (request, reply) => {
      const payment = await psp.find(request.params.id);
      if (payment?.kind !== "checkout") return sendNotFound(request, reply);
      if (payment.status === "expired") {
        return reply
          .status(410)
          .header("content-security-policy", CSP)
          .header("referrer-policy", REFERRER_POLICY)
          .type("text/html; charset=utf-8")
          .send(expiredPage(payment, withResult(payment.returnUrl!, "expired")));
      }
      return reply
        .header("content-security-policy", CSP)
        .header("referrer-policy", REFERRER_POLICY)
        .type("text/html; charset=utf-8")
        .send(checkoutPage(payment));
    });

    app.post(
      "/psp-sandbox/checkout/:id",
      { schema: { hide: true, params, body: CheckoutForm } },
      async (request, reply) => {
        const { id } = request.params;
        if (request.body.action === "cancel") {
          const back = await psp.abandon(id);
          if (back) return reply.redirect(back, 303);
        }
        const result = await psp.pay(id, request.body);
        if (result.redirect) return reply.redirect(result.redirect, 303);
        const payment = await psp.find(id);
        if (!payment) return sendNotFound(request, reply);
        return reply
          .status(422)
          .header("content-security-policy", CSP)
          .header("referrer-policy", REFERRER_POLICY)
          .type("text/html; charset=utf-8")
          .send(
            checkoutPage(payment, result.error ?? "number", {
              number: request.body.number,
              expiry: request.body.expiry,
            }),
          );
      },
    );
  };
