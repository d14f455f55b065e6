import type { Db } from "../../platform/db";
import type { CatalogueService } from "../casino";
import { gamesStore, type RoundRow } from "./games.store";
import { roundView } from "./round-view";

/**
 * Round recall (gameSessions, casinoHistory, recentPlayed: docs/product/casino.md#round-recall): the player's own
 * recorded rounds.
 */
export function createRecallService(db: Db, catalogue: Pick<CatalogueService, "game">) {
  /** The catalogue's names of the games (read through its cache), by slug; null for a game no longer listed. */
  async function namesOf(slugs: string[]) {
    const unique = [...new Set(slugs)];
    const games = await Promise.all(unique.map((slug) => catalogue.game(slug)));
    return new Map(unique.map((slug, i) => [slug, games[i]?.name ?? null]));
  }

  /**
   * Views with the game's name, and the server seed filled in for rounds whose pair has been rotated out. A round
   * just played (`justPlayed`) was played under the pair in use, which no one has seen yet: nothing to look up.
   */
  async function views(rows: RoundRow[], justPlayed = false) {
    const [revealed, names] = await Promise.all([
      justPlayed ? [] : gamesStore.revealed(db, [...new Set(rows.map((r) => r.serverSeedHash))]),
      namesOf(rows.map((r) => r.slug)),
    ]);
    const seedOf = new Map(revealed.map((r) => [r.serverSeedHash, r.serverSeed]));
    return rows.map((row) => ({
      ...roundView(row, seedOf.get(row.serverSeedHash) ?? null),
      gameName: names.get(row.slug) ?? null,
    }));
  }

  return {
    views,
    /** The last rounds of one game (or of all), newest first. */
    async gameSessions(userId: string, slug: string | undefined, limit: number) {
      const { rows } = await gamesStore.rounds(db, userId, { slug, offset: 0, limit });
      return { items: await views(rows) };
    },
    /** Every round (or one game's), newest first, a page at a time (first page and load-more). */
    async history(userId: string, offset: number, limit: number, slug?: string) {
      const { rows, total } = await gamesStore.rounds(db, userId, { slug, offset, limit });
      return { items: await views(rows), total, hasMore: offset + rows.length < total };
    },
    async recentPlayed(userId: string, limit = 20) {
      const rows = await gamesStore.recentPlayed(db, userId, limit);
      const names = await namesOf(rows.map((r) => r.slug));
      return {
        items: rows.map((r) => ({
          slug: r.slug,
          name: names.get(r.slug) ?? null,
          lastPlayedAt: new Date(r.lastPlayedAt).toISOString(),
        })),
      };
    },
  };
}

export type RecallService = ReturnType<typeof createRecallService>;
