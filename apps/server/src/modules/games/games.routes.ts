import { randomUUID } from "node:crypto";
import {
  ActionRequest,
  GameSlugParams,
  gamesApi,
  LaunchRequest,
  LaunchResponse,
  OpenRoundResponse,
  PlayMode,
  RotateSeedsRequest,
  RotateSeedsResponse,
  RoundParams,
  RoundRequest,
  RoundView,
  SeedsResponse,
} from "@casino/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { visitorCountry } from "../../platform/viewer";
import type { SeedsService } from "./seeds.service";
import type { Caller, StudioService } from "./studio.service";

/** The browser's fun-session cookie: play money is bound to it (never to the account). */
const FUN_COOKIE = "vela_fun";
const UUID = /^[0-9a-f-]{36}$/;

/** The caller: the player when logged in, and the fun-session id (set on first use). */
function callerOf(request: FastifyRequest, reply: FastifyReply, defaultCountry: string): Caller {
  let funId = request.cookies[FUN_COOKIE];
  if (!funId || !UUID.test(funId)) {
    funId = randomUUID();
    reply.setCookie(FUN_COOKIE, funId, { path: "/", httpOnly: true, sameSite: "lax" });
  }
  return { principal: request.principal, funId, country: visitorCountry(request, defaultCountry) };
}

/** The studio's play calls: launch, rounds, blackjack actions, the open round and the seeds. */
export const gamesRoutes =
  (studio: StudioService, seeds: SeedsService, defaultCountry: string): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["games"];
    app.post(
      gamesApi.postGamesBySlugLaunch.path,
      {
        schema: {
          tags,
          summary: "Launch a game",
          params: GameSlugParams,
          body: LaunchRequest,
          response: { 200: LaunchResponse },
        },
      },
      (request, reply) =>
        studio.launch(callerOf(request, reply, defaultCountry), request.params.slug, request.body.mode),
    );
    app.post(
      gamesApi.postGamesBySlugRounds.path,
      {
        schema: {
          tags,
          summary: "Play a round",
          params: GameSlugParams,
          body: RoundRequest,
          response: { 200: RoundView },
        },
      },
      (request, reply) =>
        studio.play(callerOf(request, reply, defaultCountry), request.params.slug, request.body),
    );
    app.post(
      gamesApi.postGamesBySlugRoundsByIdActions.path,
      {
        schema: {
          tags,
          summary: "A blackjack move",
          params: RoundParams,
          body: ActionRequest,
          response: { 200: RoundView },
        },
      },
      (request, reply) => {
        const { slug, id } = request.params;
        const { action, clientActionId } = request.body;
        return studio.act(callerOf(request, reply, defaultCountry), slug, id, action, clientActionId);
      },
    );
    app.get(
      gamesApi.getGamesBySlugRoundsOpen.path,
      {
        schema: {
          tags,
          summary: "The unfinished round to resume",
          params: GameSlugParams,
          querystring: z.object({ mode: PlayMode.default("real") }),
          response: { 200: OpenRoundResponse },
        },
      },
      async (request, reply) => ({
        round: await studio.openRound(
          callerOf(request, reply, defaultCountry),
          request.params.slug,
          request.query.mode,
        ),
      }),
    );
    app.get(
      gamesApi.getGamesSeeds.path,
      { schema: { tags, summary: "The current seed commitment", response: { 200: SeedsResponse } } },
      (request) => seeds.current(requirePlayer(request).userId),
    );
    app.post(
      gamesApi.postGamesSeedsRotate.path,
      {
        schema: {
          tags,
          summary: "Reveal the seed and commit a new one",
          body: RotateSeedsRequest,
          response: { 200: RotateSeedsResponse },
        },
      },
      (request) => seeds.rotate(requirePlayer(request).userId, request.body.clientSeed),
    );
  };
