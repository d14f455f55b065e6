import {
  Bet,
  BetBuilderPriceRequest,
  BetBuilderPriceResponse,
  BettingHistoryQuery,
  BettingHistoryResponse,
  CashOutRequest,
  CashOutResponse,
  PlaceBetsRequest,
  PlaceBetsResponse,
  SportsStartInfo,
  sportsApi,
  toMajor,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { idempotencyKey } from "../../platform/idempotency";
import type { BetReader } from "./bets/bet-reader";
import type { BetsService } from "./bets/bets.service";
import type { CashOutService } from "./cash-out/cashout.service";
import { sportsbookLocale } from "./sportsbook-locale";
import { ODDS_COOKIE, startInfo } from "./start-info";

const tags = ["sportsbook"];

export interface BetsRouteDeps {
  bets: BetsService;
  reader: BetReader;
  cashOut: CashOutService;
  currencyOf(userId: string): Promise<string>;
  guestCurrency(): Promise<string>;
  sessionSecret: string;
  sessionMaxHours: number;
}

/** The player's side: placing bets, cash-out, betting history, the bet builder price and the sports session. */
export const betsRoutes =
  (deps: BetsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      sportsApi.postSportsbookBets.path,
      {
        schema: {
          tags,
          summary: "Place the bet slip (Idempotency-Key header required)",
          body: PlaceBetsRequest,
          response: { 200: PlaceBetsResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const placed = await deps.bets.place(userId, idempotencyKey(request), request.body);
        return { bets: await deps.reader.views(sportsbookLocale(request), placed.bets, placed.legs) };
      },
    );
    app.get(
      sportsApi.getSportsbookBetsById.path,
      {
        schema: {
          tags,
          summary: "One of the player's bets",
          params: z.object({ id: z.string() }),
          response: { 200: Bet },
        },
      },
      (request) =>
        deps.reader.bet(requirePlayer(request).userId, sportsbookLocale(request), request.params.id),
    );
    app.post(
      sportsApi.postSportsbookBetsByIdCashout.path,
      {
        schema: {
          tags,
          summary: "Cash out a bet, fully or partly, at the offer the player accepted",
          params: z.object({ id: z.string() }),
          body: CashOutRequest,
          response: { 200: CashOutResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        const key = idempotencyKey(request);
        const { bet, paid } = await deps.cashOut.cashOut(userId, request.params.id, request.body, key);
        const [view] = await deps.reader.views(sportsbookLocale(request), [bet]);
        return { bet: view!, paid: toMajor(paid) };
      },
    );
    app.get(
      sportsApi.getUserBettingHistory.path,
      {
        schema: {
          tags,
          summary: "The player's bets, newest first",
          querystring: BettingHistoryQuery.extend({ locale: z.string().max(10).optional() }),
          response: { 200: BettingHistoryResponse },
        },
      },
      (request) =>
        deps.reader.history(requirePlayer(request).userId, sportsbookLocale(request), request.query),
    );
    app.post(
      sportsApi.postSportsbookBetbuilderPrice.path,
      {
        schema: {
          tags,
          summary: "The exact price of a same-game combination",
          body: BetBuilderPriceRequest,
          response: { 200: BetBuilderPriceResponse },
        },
      },
      (request) => deps.bets.priceBetBuilder(request.body.selectionIds),
    );
    app.get(
      sportsApi.getSportsbookStartInfo.path,
      {
        schema: {
          tags,
          summary: "The sports session of the player's session",
          response: { 200: SportsStartInfo },
        },
      },
      async (request) => {
        const principal = request.principal;
        const locale = sportsbookLocale(request);
        const oddsCookie = request.cookies[ODDS_COOKIE];
        if (!principal) {
          const currency = await deps.guestCurrency();
          return startInfo({ session: null, currency, locale, oddsCookie, secret: deps.sessionSecret });
        }
        const expiresAt = new Date(principal.loginTime.getTime() + deps.sessionMaxHours * 3_600_000);
        return startInfo({
          session: { token: principal.token, userId: principal.userId, expiresAt },
          currency: await deps.currencyOf(principal.userId),
          locale,
          oddsCookie,
          secret: deps.sessionSecret,
        });
      },
    );
  };
