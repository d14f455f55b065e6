import { TestBackdateSessionRequest } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer, sessionToken } from "../../platform/auth";
import type { SessionService } from "./session.service";

/**
 * Test seam, mounted only with TEST_SEAMS=true (never next to a real payment provider, see platform/config.ts): the
 * caller's session counts as started earlier, so the session-time journey sees the limit end it in seconds.
 */
export const sessionTestSeamRoutes =
  (sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/test/session/backdate",
      {
        onRequest: async (request) => void requirePlayer(request),
        schema: {
          tags: ["test"],
          summary: "Test seam: the caller's session started earlier (TEST_SEAMS=true only)",
          body: TestBackdateSessionRequest,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await sessions.backdateForTest(sessionToken(request) ?? "", request.body.seconds);
        return reply.code(204).send(null);
      },
    );
  };
