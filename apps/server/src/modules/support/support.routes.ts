import { ErrorResponse, SupportContactRequest, SupportContactResponse, supportApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../platform/config";
import { ipLimit } from "../../platform/http/rate-limit";
import { requestLocale } from "../../platform/request-context";
import type { SupportService } from "./support.service";

/** The contact form's e-mail channel; guests and players alike may write. */
export const supportRoutes =
  (
    config: Pick<Config, "SUPPORT_IP_LIMIT_PER_HOUR">,
    support: SupportService,
    usernameOf: (userId: string) => Promise<string | null>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      supportApi.postSupportContact.path,
      {
        // Each request sends two e-mails, one of them to an address the caller chose: kept scarce per IP.
        onRequest: ipLimit(app, "support-message", config.SUPPORT_IP_LIMIT_PER_HOUR, 60 * 60_000),
        schema: {
          tags: ["support"],
          summary: "E-mail the support team; the sender gets a confirmation with a reference",
          body: SupportContactRequest,
          response: { 200: SupportContactResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const principal = request.principal && !request.principal.restricted ? request.principal : null;
        const username = principal ? await usernameOf(principal.userId) : null;
        return support.contact(request.body, {
          player: principal && username ? { userId: principal.userId, username } : null,
          locale: requestLocale(request),
        });
      },
    );
  };
