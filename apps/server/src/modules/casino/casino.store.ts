import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import {
  casinoCategories,
  casinoFavourites,
  casinoGameGroups,
  casinoGames,
  casinoGroups,
  casinoVendors,
} from "./casino.tables";

export type GameRow = typeof casinoGames.$inferSelect;
export type GameInsert = typeof casinoGames.$inferInsert;
export type VendorRow = typeof casinoVendors.$inferSelect;
export type GroupRow = typeof casinoGroups.$inferSelect;

/** The game filters the store understands (parsed from the API's `filter`). */
export interface GameFilter {
  id?: string;
  slug?: string;
  vendor?: string;
  subVendor?: string;
  category?: string;
  group?: string;
  kind?: string;
  tag?: string;
  name?: string;
  hasFunMode?: boolean;
  jackpot?: boolean;
  highlighted?: boolean;
  platform?: string;
  country?: string;
  ids?: string[];
  slugs?: string[];
}

function gameWhere(f: GameFilter): SQL | undefined {
  const g = casinoGames;
  const escaped = f.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    f.id ? eq(g.id, f.id) : undefined,
    f.slug ? eq(g.slug, f.slug) : undefined,
    f.ids ? inArray(g.id, f.ids.length ? f.ids : [""]) : undefined,
    f.slugs ? inArray(g.slug, f.slugs.length ? f.slugs : [""]) : undefined,
    f.vendor ? eq(g.vendorId, f.vendor) : undefined,
    f.subVendor ? eq(g.subVendorId, f.subVendor) : undefined,
    f.category ? eq(g.categoryId, f.category) : undefined,
    f.kind ? eq(g.kind, f.kind) : undefined,
    f.tag ? sql`${f.tag} = ANY(${g.tags})` : undefined,
    escaped ? ilike(g.name, `%${escaped}%`) : undefined,
    f.hasFunMode !== undefined ? eq(g.hasFunMode, f.hasFunMode) : undefined,
    f.jackpot !== undefined ? eq(g.jackpot, f.jackpot) : undefined,
    f.highlighted !== undefined ? eq(g.highlighted, f.highlighted) : undefined,
    f.platform ? sql`${f.platform} = ANY(${g.platforms})` : undefined,
    f.country ? sql`NOT (${f.country} = ANY(${g.restrictedCountries}))` : undefined,
    f.group
      ? inArray(
          g.id,
          sql`(SELECT ${casinoGameGroups.gameId} FROM ${casinoGameGroups} WHERE ${casinoGameGroups.groupId} = ${f.group})`,
        )
      : undefined,
  );
}

export const casinoStore = {
  async games(db: Db, filter: GameFilter, page: { offset: number; limit: number }) {
    const where = gameWhere(filter);
    const [total] = await db.select({ n: count() }).from(casinoGames).where(where);
    const rows = await db
      .select()
      .from(casinoGames)
      .where(where)
      .orderBy(asc(casinoGames.position), asc(casinoGames.id))
      .offset(page.offset)
      .limit(page.limit);
    return { rows, total: total?.n ?? 0 };
  },

  gameBySlugOrId: async (db: Db, key: string): Promise<GameRow | undefined> =>
    (
      await db
        .select()
        .from(casinoGames)
        .where(sql`${casinoGames.slug} = ${key} OR ${casinoGames.id} = ${key}`)
        .limit(1)
    )[0],

  /** groupInfos of the given games. */
  groupInfos: (db: Db, gameIds: string[]) =>
    db
      .select({
        gameId: casinoGameGroups.gameId,
        groupId: casinoGameGroups.groupId,
        source: casinoGroups.source,
        position: casinoGameGroups.position,
      })
      .from(casinoGameGroups)
      .innerJoin(casinoGroups, eq(casinoGroups.id, casinoGameGroups.groupId))
      .where(inArray(casinoGameGroups.gameId, gameIds.length ? gameIds : [""])),

  categories: (db: Db) => db.select().from(casinoCategories).orderBy(asc(casinoCategories.position)),

  /** Vendors (sub = false), sub-vendors (true) or both (null). */
  vendors: (db: Db, sub: boolean | null) =>
    db
      .select()
      .from(casinoVendors)
      .where(
        sub === null ? undefined : sub ? isNotNull(casinoVendors.parentId) : isNull(casinoVendors.parentId),
      )
      .orderBy(asc(casinoVendors.displayName)),

  groups: (db: Db, source: string, id?: string) =>
    db
      .select()
      .from(casinoGroups)
      .where(and(eq(casinoGroups.source, source), id ? eq(casinoGroups.id, id) : undefined))
      .orderBy(asc(casinoGroups.position)),

  /** Game ids per group, in row order. */
  groupMembers: (db: Db, groupIds: string[]) =>
    db
      .select()
      .from(casinoGameGroups)
      .where(inArray(casinoGameGroups.groupId, groupIds.length ? groupIds : [""]))
      .orderBy(asc(casinoGameGroups.position)),

  /** Insert-or-update of imported games, vendors and group memberships (the import command). */
  async upsertImport(
    db: Db,
    data: { vendors: VendorRow[]; games: GameInsert[]; memberships: { groupId: string; gameId: string }[] },
  ) {
    for (const vendor of data.vendors) {
      await db
        .insert(casinoVendors)
        .values(vendor)
        .onConflictDoUpdate({
          target: casinoVendors.id,
          set: { displayName: vendor.displayName, slug: vendor.slug, logo: vendor.logo, image: vendor.image },
        });
    }
    for (const game of data.games) {
      const { id: _id, ...rest } = game;
      await db.insert(casinoGames).values(game).onConflictDoUpdate({ target: casinoGames.id, set: rest });
    }
    if (data.memberships.length) {
      await db.insert(casinoGameGroups).values(data.memberships).onConflictDoNothing();
    }
  },

  favourites: (db: Db, userId: string) =>
    db
      .select()
      .from(casinoFavourites)
      .where(eq(casinoFavourites.userId, userId))
      .orderBy(asc(casinoFavourites.createdAt)),

  addFavourite: (db: Db, userId: string, gameId: string, at: Date) =>
    db.insert(casinoFavourites).values({ userId, gameId, createdAt: at }).onConflictDoNothing(),

  removeFavourite: (db: Db, userId: string, gameId: string) =>
    db
      .delete(casinoFavourites)
      .where(and(eq(casinoFavourites.userId, userId), eq(casinoFavourites.gameId, gameId))),
};
