import {
  casinoApi,
  FavouriteParams,
  FavouritePutRequest,
  FavouriteQuery,
  FavouritesResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { badRequest } from "../../platform/errors";
import type { FavouritesService } from "./favourites.service";

/** Favourites on the games-platform paths (docs/product/casino.md#favourites): own user only. */
export const favouritesRoutes =
  (favourites: FavouritesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["casino"];
    const response = { 200: FavouritesResponse };
    app.get(
      casinoApi.getPlayerByUserIdFavorites.path,
      {
        schema: {
          tags,
          summary: "The player's favourites",
          params: FavouriteParams,
          querystring: FavouriteQuery,
          response,
        },
      },
      (request) =>
        favourites.list(requirePlayer(request).userId, request.params.userId, request.query.platform),
    );
    app.put(
      casinoApi.putPlayerByUserIdFavorites.path,
      {
        schema: {
          tags,
          summary: "Add a favourite",
          params: FavouriteParams,
          body: FavouritePutRequest,
          response,
        },
      },
      (request) =>
        favourites.add(requirePlayer(request).userId, request.params.userId, request.body.items[0] ?? ""),
    );
    app.delete(
      casinoApi.deletePlayerByUserIdFavoritesByItem.path,
      { schema: { tags, summary: "Remove a favourite", params: FavouriteParams, response } },
      (request) => {
        const { userId, item } = request.params;
        if (!item) throw badRequest("item is required");
        return favourites.remove(requirePlayer(request).userId, userId, item);
      },
    );
  };
