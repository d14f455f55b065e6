import { casinoApi, LatestBetsResponse, RtpResponse, WinnersQuery, WinnersResponse } from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type FeedsService, RTP_WINDOWS } from "./feeds.service";

/** The guest's chosen display currency (the locale and currency modal sets it). */
const DISPLAY_CURRENCY_COOKIE = "display_currency";

interface FeedQuery {
  country?: string | undefined;
  specifiedCurrency?: string | undefined;
  limit: number;
}

/**
 * Public feeds from real rounds (docs/product/casino.md#feeds). Winners are shown in the viewer's currency, never
 * converted (docs/decisions/0054-winners-and-bets-feeds.md): `specifiedCurrency` when given, else the player's wallet
 * currency, else the guest's display currency; a guest who has chosen none sees wins in every currency.
 */
export const feedsRoutes =
  (feeds: FeedsService, currencyOf: (userId: string) => Promise<string | null>): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["casino"];
    const winners = { tags, querystring: WinnersQuery, response: { 200: WinnersResponse } };
    const viewerCurrency = async (request: FastifyRequest) => {
      const principal = request.principal;
      if (principal && !principal.restricted) return (await currencyOf(principal.userId)) ?? undefined;
      const chosen = request.cookies?.[DISPLAY_CURRENCY_COOKIE]?.toUpperCase();
      return chosen && /^[A-Z]{3}$/.test(chosen) ? chosen : undefined;
    };
    const winnersFilter = async (request: FastifyRequest & { query: FeedQuery }) => ({
      country: request.query.country,
      currency: request.query.specifiedCurrency ?? (await viewerCurrency(request)),
      limit: request.query.limit,
    });
    const filterOf = (q: FeedQuery) => ({
      country: q.country,
      currency: q.specifiedCurrency,
      limit: q.limit,
    });
    app.get(
      casinoApi.getRecentWinners.path,
      { schema: { ...winners, summary: "Latest wins" } },
      async (request) => feeds.recentWinners(await winnersFilter(request)),
    );
    app.get(
      casinoApi.getTopWinners.path,
      { schema: { ...winners, summary: "Biggest wins of the week" } },
      async (request) => feeds.topWinners(await winnersFilter(request)),
    );
    app.get(
      casinoApi.getJackpotWinners.path,
      { schema: { ...winners, summary: "Jackpot wins" } },
      async (request) => feeds.jackpotWinners(await winnersFilter(request)),
    );
    app.get(
      casinoApi.getLatestBets.path,
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
      casinoApi.getRtpHourly.path,
      { schema: { tags, summary: "Actual RTP, last hour", response: { 200: RtpResponse } } },
      () => feeds.rtp(RTP_WINDOWS.hourly),
    );
    app.get(
      casinoApi.getRtpDaily.path,
      { schema: { tags, summary: "Actual RTP, last 24 hours", response: { 200: RtpResponse } } },
      () => feeds.rtp(RTP_WINDOWS.daily),
    );
  };
