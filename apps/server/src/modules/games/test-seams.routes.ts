import { SeedsResponse, TestSeedsRequest } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { AppError } from "../../platform/errors";
import type { SeedsService } from "./seeds.service";

/**
 * Test seam, mounted only with TEST_SEAMS=true (never next to a real payment provider, see platform/config.ts): sets
 * a player's provably-fair seed pair, so a browser journey plays outcomes it computed beforehand.
 */
export const gamesTestSeamRoutes =
  (seeds: SeedsService, userIdOf: (username: string) => Promise<string | null>): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      "/api/test/seeds",
      {
        schema: {
          tags: ["test"],
          summary: "Test seam: set a player's seed pair (TEST_SEAMS=true only)",
          body: TestSeedsRequest,
          response: { 200: SeedsResponse },
        },
      },
      async (request) => {
        const { username, ...pair } = request.body;
        const userId = username ? await userIdOf(username) : requirePlayer(request).userId;
        if (!userId) throw new AppError("NOT_FOUND", 404, "No player with that username");
        return seeds.setForTest(userId, pair);
      },
    );
  };
