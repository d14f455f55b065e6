import {
  CataloguePage,
  CatalogueQuery,
  casinoApi,
  GroupParams,
  HighlightedGamesResponse,
  IdParams,
} from "@casino/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CatalogueService } from "./catalogue.service";
import type { CatalogueCache } from "./catalogue-cache";
import { withPagination } from "./catalogue-query";

interface PageQuery {
  offset: number;
  limit?: number | undefined;
  pagination?: string | undefined;
  country?: string | undefined;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The game-content service (docs/product/casino.md#game-content-api) under /v1/casino, plus the lobby's /api
 * catalogue calls. Public reads, the same for every caller: each URL's answer is kept serialised in `cache` until
 * the catalogue changes, so a lobby page costs no database round trip and no serialisation.
 */
export const catalogueRoutes =
  (
    catalogue: CatalogueService,
    cache: CatalogueCache,
    countryOf: (request: FastifyRequest) => string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Games are switched off per country (docs/product/back-office.md#catalogue): the same URL answers differently
    // by the visitor's country, so the country is part of the cache key.
    const keyOf = (request: FastifyRequest) => `${countryOf(request)} ${request.url}`;
    const readsAt = new WeakMap<FastifyRequest, number>();
    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      const body = cache.get(keyOf(request));
      if (body === undefined) {
        readsAt.set(request, cache.generation());
        return;
      }
      return reply.type(JSON_TYPE).send(body);
    });
    app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const readAt = readsAt.get(request);
      if (readAt !== undefined && reply.statusCode === 200 && typeof payload === "string")
        cache.set(keyOf(request), payload, readAt);
      return payload;
    });

    /** The query with the visitor's country unless the URL names one (the game-content API's `country`). */
    const query = <Q extends PageQuery>(request: FastifyRequest & { query: Q }): Q => {
      const q = withPagination(request.query);
      return { ...q, country: q.country ?? countryOf(request) };
    };

    const tags = ["casino"];
    const page = { querystring: CatalogueQuery, response: { 200: CataloguePage } };
    const byId = { ...page, params: IdParams };

    app.get(
      casinoApi.getCasinoCategories.path,
      { schema: { tags, summary: "Lobby categories", ...page } },
      () => catalogue.categories(),
    );
    app.get(casinoApi.getCasinoGames.path, { schema: { tags, summary: "Games", ...page } }, (request) =>
      catalogue.games(query(request)),
    );
    app.get(
      casinoApi.getCasinoJackpots.path,
      { schema: { tags, summary: "Jackpot games", ...page } },
      (request) => catalogue.jackpots(query(request)),
    );
    app.get(
      casinoApi.getCasinoGroupsBySource.path,
      { schema: { tags, summary: "Game groups of a source", ...page, params: GroupParams } },
      (request) => catalogue.groups(query(request), request.params.source),
    );
    app.get(
      casinoApi.getCasinoGroupsBySourceById.path,
      { schema: { tags, summary: "One game group", ...page, params: GroupParams } },
      (request) => catalogue.groups(query(request), request.params.source, request.params.id),
    );
    app.get(casinoApi.getCasinoVendors.path, { schema: { tags, summary: "Vendors", ...page } }, (request) =>
      catalogue.vendors(query(request)),
    );
    app.get(
      casinoApi.getCasinoVendorsById.path,
      { schema: { tags, summary: "One vendor", ...byId } },
      (request) => catalogue.vendors(query(request), request.params.id),
    );
    app.get(
      casinoApi.getCasinoSubVendors.path,
      { schema: { tags, summary: "Sub-vendors", ...page } },
      (request) => catalogue.subVendors(query(request)),
    );
    app.get(
      casinoApi.getCasinoSubVendorsById.path,
      { schema: { tags, summary: "One sub-vendor", ...byId } },
      (request) => catalogue.subVendors(query(request), request.params.id),
    );
    app.get(
      casinoApi.getVendorById.path,
      { schema: { tags, summary: "A vendor with its games", ...byId } },
      (request) => catalogue.vendor(query(request), request.params.id),
    );
    app.get(
      casinoApi.getCasinoGamesHighlighted.path,
      { schema: { tags, summary: "Highlighted games", response: { 200: HighlightedGamesResponse } } },
      (request) => catalogue.highlighted(countryOf(request)),
    );
  };
