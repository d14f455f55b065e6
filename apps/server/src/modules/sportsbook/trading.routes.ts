import {
  ErrorResponse,
  MarginRequest,
  StakeFactorRequest,
  StakeFactorResponse,
  SuspensionRequest,
  TradingEventDetail,
  TradingEventsQuery,
  TradingEventsResponse,
  tradingApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../platform/auth";
import type { EventBus } from "../../platform/bus";
import { eventStreams, sseFrame } from "../../platform/http/sse";
import { sportsbookLocale } from "./sportsbook-locale";
import { TICKER_CHANNEL, type Trading } from "./trading/trading.service";

/**
 * The trading desk (docs/product/back-office.md#sportsbook-trading). Thin: the operator guard has admitted staff
 * only; each call hands the acting staff member's id to one trading function.
 */
export const tradingRoutes =
  (trading: Trading, deps: { bus: EventBus; heartbeatMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];
    const config = { permission: "trading.manage" as const };
    const id = z.object({ id: z.string() });
    const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
    const staff = requireStaff;

    app.get(
      tradingApi.getAdminTradingEvents.path,
      {
        config,
        schema: {
          tags,
          summary: "Events with their open bets and the book's worst liability",
          querystring: TradingEventsQuery,
          response: { 200: TradingEventsResponse, ...errors },
        },
      },
      async (request) => ({ items: await trading.events(request.query.state) }),
    );
    app.get(
      tradingApi.getAdminTradingEventsById.path,
      {
        config,
        schema: {
          tags,
          summary: "An event's markets with what the book pays on each outcome",
          params: id,
          response: { 200: TradingEventDetail, ...errors },
        },
      },
      async (request) => trading.event(request.params.id, sportsbookLocale(request)),
    );
    app.put(
      tradingApi.putAdminTradingEventsByIdSuspension.path,
      {
        config,
        schema: {
          tags,
          summary: "Suspend or reopen every market of an event (bets refused at once, in every process)",
          params: id,
          body: SuspensionRequest,
          response: { 200: TradingEventDetail, ...errors },
        },
      },
      async (request) =>
        trading.suspendEvent(
          staff(request),
          request.params.id,
          request.body.suspended,
          sportsbookLocale(request),
        ),
    );
    app.put(
      tradingApi.putAdminTradingMarketsByIdSuspension.path,
      {
        config,
        schema: {
          tags,
          summary: "Suspend or reopen one market",
          params: id,
          body: SuspensionRequest,
          response: { 200: TradingEventDetail, ...errors },
        },
      },
      async (request) =>
        trading.suspendMarket(
          staff(request),
          request.params.id,
          request.body.suspended,
          sportsbookLocale(request),
        ),
    );
    app.put(
      tradingApi.putAdminTradingEventsByIdMargin.path,
      {
        config,
        schema: {
          tags,
          summary: "Set the event's margin (overround) and reprice it at once; null returns to the book's",
          params: id,
          body: MarginRequest,
          response: { 200: TradingEventDetail, ...errors },
        },
      },
      async (request) =>
        trading.setMargin(staff(request), request.params.id, request.body.margin, sportsbookLocale(request)),
    );
    const player = z.object({ userId: z.string() });
    app.get(
      tradingApi.getAdminTradingPlayersByUserIdStakeFactor.path,
      {
        config,
        schema: {
          tags,
          summary: "A player's stake factor and the maximum stake it gives them",
          params: player,
          response: { 200: StakeFactorResponse, ...errors },
        },
      },
      async (request) => trading.stakeFactor(request.params.userId),
    );
    app.put(
      tradingApi.putAdminTradingPlayersByUserIdStakeFactor.path,
      {
        config,
        schema: {
          tags,
          summary: "Set a player's stake factor: their maximum stake is the book's times the factor",
          params: player,
          body: StakeFactorRequest,
          response: { 200: StakeFactorResponse, ...errors },
        },
      },
      async (request) => trading.setStakeFactor(staff(request), request.params.userId, request.body.factor),
    );

    const openStream = eventStreams(app);
    app.get(
      tradingApi.getAdminTradingTicker.path,
      {
        config,
        schema: { tags, summary: "Bets as they are placed, in every process (Server-Sent Events: bet)" },
      },
      async (_request, reply) => {
        const stream = openStream(reply, { heartbeatMs: deps.heartbeatMs });
        const off = deps.bus.subscribe(TICKER_CHANNEL, (bet) =>
          stream.write(sseFrame(bet, { event: "bet" })),
        );
        stream.onClose(off);
      },
    );
  };
