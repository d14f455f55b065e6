import {
  AdminCatalogueGameParams,
  AdminCatalogueGamesQuery,
  AdminCatalogueGamesResponse,
  AdminCatalogueGroupsQuery,
  AdminCatalogueGroupsResponse,
  catalogueAdminApi,
  ErrorResponse,
  GameAvailabilityRequest,
  GameAvailabilityResponse,
  GameFeaturedRequest,
  GroupOrderRequest,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../../platform/auth";
import type { CatalogueAdmin } from "./catalogue-admin.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const config = { permission: "catalogue.manage" as const };

/** The catalogue screen of the back office (docs/product/back-office.md#catalogue). */
export const catalogueAdminRoutes =
  (admin: CatalogueAdmin): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      catalogueAdminApi.getAdminCatalogueGames.path,
      {
        config,
        schema: {
          tags,
          summary: "Catalogue games with their featured flag and the countries they are off in",
          querystring: AdminCatalogueGamesQuery,
          response: { 200: AdminCatalogueGamesResponse, ...refusals },
        },
      },
      async (request) => ({ items: await admin.games(request.query.search) }),
    );
    app.put(
      catalogueAdminApi.putAdminCatalogueGamesByIdAvailability.path,
      {
        config,
        schema: {
          tags,
          summary: "Switch a game on or off in one country",
          params: AdminCatalogueGameParams,
          body: GameAvailabilityRequest,
          response: { 200: GameAvailabilityResponse, ...refusals },
        },
      },
      (request) =>
        admin.setAvailability(
          request.params.id,
          request.body.country,
          request.body.enabled,
          requireStaff(request),
        ),
    );
    app.put(
      catalogueAdminApi.putAdminCatalogueGamesByIdFeatured.path,
      {
        config,
        schema: {
          tags,
          summary: "Put a game in the lobby's featured row or take it out",
          params: AdminCatalogueGameParams,
          body: GameFeaturedRequest,
          response: { 200: GameFeaturedRequest, ...refusals },
        },
      },
      (request) => admin.setFeatured(request.params.id, request.body.featured, requireStaff(request)),
    );
    app.get(
      catalogueAdminApi.getAdminCatalogueGroups.path,
      {
        config,
        schema: {
          tags,
          summary: "The lobby groups of a source, in display order",
          querystring: AdminCatalogueGroupsQuery,
          response: { 200: AdminCatalogueGroupsResponse, ...refusals },
        },
      },
      async (request) => ({ items: await admin.groups(request.query.source) }),
    );
    app.put(
      catalogueAdminApi.putAdminCatalogueGroupsOrder.path,
      {
        config,
        schema: {
          tags,
          summary: "Order the lobby groups of a source (every group once)",
          body: GroupOrderRequest,
          response: { 200: AdminCatalogueGroupsResponse, ...refusals },
        },
      },
      async (request) => ({
        items: await admin.orderGroups(request.body.source, request.body.ids, requireStaff(request)),
      }),
    );
  };
