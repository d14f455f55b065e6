import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { forbidden, notFound } from "../../platform/errors";
import { casinoStore } from "./casino.store";
import { type CatalogueService, GAME_NOT_FOUND } from "./catalogue.service";

/**
 * A player's favourite games (docs/product/casino.md#favourites). Only the player may read or change their own list.
 */
export function createFavouritesService(deps: { db: Db; clock: Clock; catalogue: CatalogueService }) {
  const { db, clock, catalogue } = deps;

  function ownOnly(callerId: string, userId: string) {
    if (callerId !== userId) throw forbidden("You can only manage your own favourites");
  }

  async function list(callerId: string, userId: string, platform?: string) {
    ownOnly(callerId, userId);
    const rows = await casinoStore.favourites(db, userId);
    const items = [];
    for (const row of rows) {
      const game = await catalogue.game(row.gameId);
      // A game removed from the catalogue (or not offered on this platform) silently leaves the list.
      if (!game) continue;
      if (
        platform &&
        !(await catalogue.games({ offset: 0, limit: 1, platform, filter: `id:${game.id}` })).count
      )
        continue;
      items.push({ id: game.id, gameModel: game, addedAt: row.createdAt.toISOString() });
    }
    return { items, count: items.length };
  }

  return {
    list,
    async add(callerId: string, userId: string, item: string) {
      ownOnly(callerId, userId);
      const game = await catalogue.game(item);
      if (!game) throw notFound(GAME_NOT_FOUND);
      await casinoStore.addFavourite(db, userId, game.id, clock.now());
      return list(callerId, userId);
    },
    async remove(callerId: string, userId: string, item: string) {
      ownOnly(callerId, userId);
      const game = await catalogue.game(item);
      await casinoStore.removeFavourite(db, userId, game?.id ?? item);
      return list(callerId, userId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
