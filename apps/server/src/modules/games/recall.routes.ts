import {
  CasinoHistoryQuery,
  GameSessionsQuery,
  gamesApi,
  RecentPlayedResponse,
  RoundsResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { RecallService } from "./recall.service";

/** Round recall for the logged-in player (docs/product/casino.md#round-recall). */
export const recallRoutes =
  (recall: RecallService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["games"];
    app.get(
      gamesApi.getUserGameSessions.path,
      {
        schema: {
          tags,
          summary: "The last rounds of a game",
          querystring: GameSessionsQuery,
          response: { 200: RoundsResponse },
        },
      },
      (request) =>
        recall.gameSessions(requirePlayer(request).userId, request.query.slug, request.query.limit),
    );
    app.get(
      gamesApi.getUserCasinoHistory.path,
      {
        schema: {
          tags,
          summary: "Casino rounds, a page at a time",
          querystring: CasinoHistoryQuery,
          response: { 200: RoundsResponse },
        },
      },
      (request) =>
        recall.history(
          requirePlayer(request).userId,
          request.query.offset,
          request.query.limit,
          request.query.slug,
        ),
    );
    app.get(
      gamesApi.getUserRecentPlayed.path,
      { schema: { tags, summary: "Recently played games", response: { 200: RecentPlayedResponse } } },
      (request) => recall.recentPlayed(requirePlayer(request).userId),
    );
  };
