import {
  accountApi,
  ConsentRequirementsResponse,
  UpdateConsentsRequest,
  UserConsents,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { requestLocale } from "../../platform/request-context";
import type { ConsentsService } from "./consents.service";

const tags = ["consents"];

/** Consents. Restricted sessions (outstanding terms) may use these, and nothing else but authenticate/logout. */
export const consentsRoutes =
  (consents: ConsentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      accountApi.getUserConsentRequirements.path,
      {
        schema: {
          tags,
          summary: "The consent texts; with a session, whether each is accepted",
          response: { 200: ConsentRequirementsResponse },
        },
      },
      // Guests get the texts too: the sign-up form shows them.
      async (request) => consents.requirements(request.principal?.userId ?? null, requestLocale(request)),
    );

    app.get(
      accountApi.getUserConsents.path,
      { schema: { tags, summary: "The player's consent answers", response: { 200: UserConsents } } },
      async (request) => consents.get(requirePlayer(request, { allowRestricted: true }).userId),
    );

    app.post(
      accountApi.postUserConsents.path,
      {
        schema: {
          tags,
          summary: "Answer consents (only the keys sent change)",
          body: UpdateConsentsRequest,
          response: { 200: UserConsents },
        },
      },
      async (request) => consents.update(requirePlayer(request, { allowRestricted: true }), request.body),
    );
  };
