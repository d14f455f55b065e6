import {
  AdventCalendarResponse,
  AdventDoor,
  AdventDoorParams,
  engagementApi,
  GameOfTheWeekResponse,
  InboxResponse,
  JackpotCard,
  JackpotCardsResponse,
  JackpotQuery,
  LeaderboardResponse,
  LoyaltyProfile,
  MessageIdParams,
  PrizeWheelResponse,
  ShopItemParams,
  ShopResponse,
  ShopsResponse,
  TournamentIdParams,
  TournamentsQuery,
  TournamentsResponse,
  TournamentView,
  type UrlLocale,
  WheelSpinResponse,
} from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { eventStreams, sseFrame } from "../../platform/http/sse";
import { idempotencyKey } from "../../platform/idempotency";
import { requestLocale } from "../../platform/request-context";
import { viewerOf, visitorCountry } from "../../platform/viewer";
import type { Engagement } from "./engagement.service";

/** Player-facing engagement calls (docs/product/engagement.md#api): thin handlers over the engagement services. */
export const engagementRoutes =
  (e: Engagement, heartbeatMs: number): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["engagement"];
    const openStream = eventStreams(app);
    const userOf = (request: FastifyRequest) =>
      request.principal && !request.principal.restricted ? request.principal.userId : null;
    const localeOf = (request: FastifyRequest, language?: UrlLocale) => language ?? requestLocale(request);
    // A jackpot is held per currency (levels exist in each): the asked one, else the player's wallet currency,
    // else the guest's display currency or country (not EUR for everyone, issue 17).
    const viewerCurrency = async (request: FastifyRequest, asked?: string) =>
      asked?.toUpperCase() ?? (await e.viewerCurrency(viewerOf(request, requestLocale(request))));

    // ---- jackpots ----
    const card = { tags, querystring: JackpotQuery, response: { 200: JackpotCard } };
    app.get(
      engagementApi.getJackpotEgtJackpot.path,
      { schema: { ...card, summary: "Jackpot card" } },
      async (request) => e.jackpots.card(e.jackpot, await viewerCurrency(request, request.query.currency)),
    );
    app.get(
      engagementApi.getEqJackpot.path,
      { schema: { ...card, summary: "Jackpot card" } },
      async (request) => e.jackpots.card(e.jackpot, await viewerCurrency(request, request.query.currency)),
    );
    app.get(
      engagementApi.getJackpotCards.path,
      {
        schema: {
          tags,
          summary: "All jackpot cards",
          querystring: JackpotQuery,
          response: { 200: JackpotCardsResponse },
        },
      },
      async (request) => ({
        items: [await e.jackpots.card(e.jackpot, await viewerCurrency(request, request.query.currency))],
      }),
    );

    // ---- tournaments ----
    app.get(
      engagementApi.getTournaments.path,
      {
        schema: {
          tags,
          summary: "Tournaments",
          querystring: TournamentsQuery,
          response: { 200: TournamentsResponse },
        },
      },
      (request) =>
        e.tournaments.list(request.query, localeOf(request, request.query.language), userOf(request)),
    );
    app.get(
      engagementApi.getTournamentsLeaderboardById.path,
      {
        schema: {
          tags,
          summary: "Tournament leaderboard",
          params: TournamentIdParams,
          response: { 200: LeaderboardResponse },
        },
      },
      (request) => e.tournaments.leaderboard(request.params.id, userOf(request)),
    );
    app.get(
      engagementApi.getTournamentsById.path,
      {
        schema: {
          tags,
          summary: "One tournament",
          params: TournamentIdParams,
          querystring: TournamentsQuery,
          response: { 200: TournamentView },
        },
      },
      (request) =>
        e.tournaments.get(
          request.params.id,
          localeOf(request, request.query.language),
          userOf(request),
          request.query.expand === "games",
        ),
    );
    app.post(
      engagementApi.postTournamentsByIdJoin.path,
      {
        schema: {
          tags,
          summary: "Join a tournament",
          params: TournamentIdParams,
          response: { 200: TournamentView },
        },
      },
      (request) =>
        e.tournaments.join(
          request.params.id,
          requirePlayer(request).userId,
          requestLocale(request),
          idempotencyKey(request),
        ),
    );

    // ---- loyalty ----
    app.get(
      engagementApi.getLoyaltyProfile.path,
      { schema: { tags, summary: "Loyalty profile", response: { 200: LoyaltyProfile } } },
      async (request) => {
        const userId = requirePlayer(request).userId;
        await e.catchUp();
        return e.loyalty.profile(userId, requestLocale(request));
      },
    );
    app.get(
      engagementApi.getLoyaltyInbox.path,
      { schema: { tags, summary: "Inbox", response: { 200: InboxResponse } } },
      (request) => e.loyalty.inbox(requirePlayer(request).userId, requestLocale(request)),
    );
    app.post(
      engagementApi.postLoyaltyInboxByIdRead.path,
      {
        schema: {
          tags,
          summary: "Mark a message read",
          params: MessageIdParams,
          response: { 200: InboxResponse },
        },
      },
      (request) =>
        e.loyalty.markRead(requirePlayer(request).userId, request.params.id, requestLocale(request)),
    );
    app.get(
      engagementApi.getShops.path,
      { schema: { tags, summary: "What the points shop offers (public)", response: { 200: ShopsResponse } } },
      async (request) => ({ items: e.loyalty.catalogue(requestLocale(request)) }),
    );
    app.get(
      engagementApi.getLoyaltyShop.path,
      { schema: { tags, summary: "Points shop", response: { 200: ShopResponse } } },
      async (request) => {
        const userId = requirePlayer(request).userId;
        await e.catchUp();
        return e.loyalty.shop(userId, requestLocale(request));
      },
    );
    app.post(
      engagementApi.postLoyaltyShopByItemIdBuy.path,
      {
        schema: { tags, summary: "Buy with points", params: ShopItemParams, response: { 200: ShopResponse } },
      },
      async (request) => {
        const userId = requirePlayer(request).userId;
        await e.catchUp();
        return e.loyalty.buy(
          userId,
          await e.currencyOrEur(userId),
          request.params.itemId,
          requestLocale(request),
          idempotencyKey(request),
        );
      },
    );

    // ---- calendar mechanics ----
    app.get(
      engagementApi.getAdventCalendar.path,
      { schema: { tags, summary: "Advent calendar", response: { 200: AdventCalendarResponse } } },
      (request) => e.calendar.advent(userOf(request), requestLocale(request)),
    );
    app.post(
      engagementApi.postAdventCalendarByDayOpen.path,
      { schema: { tags, summary: "Open a door", params: AdventDoorParams, response: { 200: AdventDoor } } },
      async (request) => {
        const userId = requirePlayer(request).userId;
        return e.calendar.openDoor(
          userId,
          await e.currencyOrEur(userId),
          request.params.day,
          requestLocale(request),
          idempotencyKey(request),
        );
      },
    );
    app.get(
      engagementApi.getPrizeWheel.path,
      { schema: { tags, summary: "Prize wheel", response: { 200: PrizeWheelResponse } } },
      (request) => e.calendar.wheel(userOf(request), requestLocale(request)),
    );
    app.post(
      engagementApi.postPrizeWheelSpin.path,
      { schema: { tags, summary: "Spin the prize wheel", response: { 200: WheelSpinResponse } } },
      async (request) => {
        const userId = requirePlayer(request).userId;
        const currency = await e.currencyOrEur(userId);
        return e.calendar.spin(userId, currency, requestLocale(request), idempotencyKey(request));
      },
    );
    app.get(
      engagementApi.getGameOfTheWeek.path,
      { schema: { tags, summary: "Game of the week", response: { 200: GameOfTheWeekResponse } } },
      async (request) =>
        e.gameOfTheWeek(
          requestLocale(request),
          await e.viewerCurrency(viewerOf(request, requestLocale(request))),
          visitorCountry(request, e.defaultCountry),
        ),
    );

    // ---- live jackpot values (SSE) ----
    app.get(
      engagementApi.getJackpotStream.path,
      { schema: { tags, summary: "Live jackpot values (SSE)", querystring: JackpotQuery } },
      async (request, reply) => {
        const currency = await viewerCurrency(request, request.query.currency);
        const values = await e.jackpots.values(e.jackpot, currency);
        const stream = openStream(reply, { heartbeatMs });
        const levels = Object.fromEntries(values.map((v, i) => [["I", "II", "III", "IV"][i], Number(v)]));
        stream.write(sseFrame({ jackpotId: e.jackpot.id, currency, values: levels }));
        const off = e.onTick((tick) => {
          if (tick.currency === currency) stream.write(sseFrame(tick));
        });
        stream.onClose(off);
      },
    );
  };
