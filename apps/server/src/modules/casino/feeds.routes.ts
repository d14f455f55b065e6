import { LatestBetsResponse, RtpResponse, WinnersQuery, WinnersResponse } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type FeedsService, RTP_WINDOWS } from "./feeds.service";

/** Public feeds from real rounds (SPEC §7 content calls). */
export const feedsRoutes =
  (feeds: FeedsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["casino"];
    const winners = { tags, querystring: WinnersQuery, response: { 200: WinnersResponse } };
    const filterOf = (q: {
      country?: string | undefined;
      specifiedCurrency?: string | undefined;
      limit: number;
    }) => ({
      country: q.country,
      currency: q.specifiedCurrency,
      limit: q.limit,
    });
    app.get("/api/recentWinners", { schema: { ...winners, summary: "Latest wins" } }, (request) =>
      feeds.recentWinners(filterOf(request.query)),
    );
    app.get("/api/topWinners", { schema: { ...winners, summary: "Biggest wins of the week" } }, (request) =>
      feeds.topWinners(filterOf(request.query)),
    );
    app.get("/api/jackpotWinners", { schema: { ...winners, summary: "Jackpot wins" } }, (request) =>
      feeds.jackpotWinners(filterOf(request.query)),
    );
    app.get(
      "/api/latestBets",
      {
        schema: {
          tags,
          summary: "Latest settled bets",
          querystring: WinnersQuery,
          response: { 200: LatestBetsResponse },
        },
      },
      (request) => feeds.latestBets(filterOf(request.query)),
    );
    app.get(
      "/api/rtpHourly",
      { schema: { tags, summary: "Actual RTP, last hour", response: { 200: RtpResponse } } },
      () => feeds.rtp(RTP_WINDOWS.hourly),
    );
    app.get(
      "/api/rtpDaily",
      { schema: { tags, summary: "Actual RTP, last 24 hours", response: { 200: RtpResponse } } },
      () => feeds.rtp(RTP_WINDOWS.daily),
    );
  };
