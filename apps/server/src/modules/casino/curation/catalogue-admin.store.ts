import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { casinoGames, casinoGroups } from "../casino.tables";

/** The catalogue back office's SQL: the columns the lobby reads that staff may change. */
export const catalogueAdminStore = {
  games(db: Db, search: string | undefined) {
    const escaped = search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    return db
      .select({
        id: casinoGames.id,
        slug: casinoGames.slug,
        name: casinoGames.name,
        vendor: casinoGames.vendorId,
        featured: casinoGames.highlighted,
        disabledCountries: casinoGames.restrictedCountries,
      })
      .from(casinoGames)
      .where(
        escaped
          ? or(ilike(casinoGames.name, `%${escaped}%`), ilike(casinoGames.slug, `%${escaped}%`))
          : undefined,
      )
      .orderBy(asc(casinoGames.position), asc(casinoGames.id))
      .limit(200);
  },

  /**
   * The game's row by id or slug, locked for the change (two staff switching countries at once must not lose one).
   */
  async lockGame(tx: Db, id: string) {
    const [row] = await tx
      .select({
        id: casinoGames.id,
        highlighted: casinoGames.highlighted,
        countries: casinoGames.restrictedCountries,
      })
      .from(casinoGames)
      .where(or(eq(casinoGames.id, id), eq(casinoGames.slug, id)))
      .limit(1)
      .for("update");
    return row;
  },

  setCountries: (tx: Db, id: string, countries: string[]) =>
    tx.update(casinoGames).set({ restrictedCountries: countries }).where(eq(casinoGames.id, id)),

  setFeatured: (tx: Db, id: string, featured: boolean) =>
    tx.update(casinoGames).set({ highlighted: featured }).where(eq(casinoGames.id, id)),

  /** The top-level groups of a source (the lobby's rows), in display order. */
  groups: (db: Db, source: string) =>
    db
      .select({ id: casinoGroups.id, name: casinoGroups.name, position: casinoGroups.position })
      .from(casinoGroups)
      .where(and(eq(casinoGroups.source, source), sql`${casinoGroups.parentId} IS NULL`))
      .orderBy(asc(casinoGroups.position), asc(casinoGroups.id)),

  setGroupPosition: (tx: Db, source: string, id: string, position: number) =>
    tx
      .update(casinoGroups)
      .set({ position })
      .where(and(eq(casinoGroups.source, source), eq(casinoGroups.id, id))),
};
