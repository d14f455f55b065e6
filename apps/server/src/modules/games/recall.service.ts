import type { Db } from "../../platform/db";
import { gamesStore, type RoundRow } from "./games.store";
import { roundView } from "./round-view";

/**
 * Round recall (gameSessions, casinoHistory, recentPlayed: docs/product/casino.md#round-recall): the player's own
 * recorded rounds.
 */
export function createRecallService(db: Db) {
  /** Views with the server seed filled in for rounds whose pair has been rotated out. */
  async function views(rows: RoundRow[]) {
    const revealed = await gamesStore.revealed(db, [...new Set(rows.map((r) => r.serverSeedHash))]);
    const seedOf = new Map(revealed.map((r) => [r.serverSeedHash, r.serverSeed]));
    return rows.map((row) => roundView(row, seedOf.get(row.serverSeedHash) ?? null));
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
      return {
        items: rows.map((r) => ({ slug: r.slug, lastPlayedAt: new Date(r.lastPlayedAt).toISOString() })),
      };
    },
  };
}

export type RecallService = ReturnType<typeof createRecallService>;
