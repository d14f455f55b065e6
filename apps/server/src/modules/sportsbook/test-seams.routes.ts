import { SportsAdminEventResponse } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Book } from "./feed/book.service";

/**
 * Test seam, mounted only with TEST_SEAMS=true (never next to a real payment provider, see platform/config.ts): a
 * browser journey bets on a match far from kick-off (its prices hold still), then starts it now, so the operator can
 * result it without the journey racing the feed's clock.
 */
export const sportsbookTestSeamRoutes =
  (book: Book, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/test/sportsbook/events/:id/kick-off",
      {
        schema: {
          tags: ["test"],
          summary: "Test seam: a scheduled event kicks off now (TEST_SEAMS=true only)",
          params: z.object({ id: z.string().uuid() }),
          response: { 200: SportsAdminEventResponse },
        },
      },
      async (request) => {
        const event = await book.moveKickOff(request.params.id, clock.now());
        return {
          eventId: event.id,
          status: event.status as SportsAdminEventResponse["status"],
          resultVersion: event.resultVersion,
        };
      },
    );
  };
