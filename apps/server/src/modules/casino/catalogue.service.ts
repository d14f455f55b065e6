import type { CasinoGame, CataloguePage } from "@casino/contract";
import type { Db } from "../../platform/db";
import { notFound } from "../../platform/errors";
import { casinoStore, type GameFilter, type GameRow, type VendorRow } from "./casino.store";
import type { CatalogueCache } from "./catalogue-cache";
import { LIMITS, listOf, pageOf, parseFilter, pick } from "./catalogue-query";

/** The parsed query of a /v1/casino list call. */
export interface CatalogueRequest {
  fields?: string | undefined;
  expand?: string | undefined;
  filter?: string | undefined;
  offset: number;
  limit?: number | undefined;
  platform?: string | undefined;
  country?: string | undefined;
}

/** docs/product/casino.md#errors: the message of a single game lookup that matches nothing. */
export const GAME_NOT_FOUND = "Game could not be found";

const vendorView = (v: VendorRow) => ({
  id: v.id,
  displayName: v.displayName,
  image: v.image,
  logo: v.logo,
  slug: v.slug,
});

/**
 * The game-content service: catalogue reads with fields, expand, filter and pagination. With `cache` (the running app's), a game looked up by slug or id is read once per catalogue
 * change, since the studio looks its game up on every round (issue 19).
 */
export function createCatalogueService(db: Db, cache?: Pick<CatalogueCache, "remember">) {
  async function toGames(rows: GameRow[]): Promise<CasinoGame[]> {
    const infos = await casinoStore.groupInfos(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      gameCode: r.gameCode,
      name: r.name,
      kind: r.kind as CasinoGame["kind"],
      vendor: r.vendorId,
      subVendor: r.subVendorId,
      thumbnails: r.thumbnails,
      hasFunMode: r.hasFunMode,
      rtp: r.rtp,
      volatility: r.volatility,
      tags: r.tags,
      launchUrl: r.launchUrl,
      groupInfos: infos
        .filter((i) => i.gameId === r.id)
        .map(({ groupId, source, position }) => ({ groupId, source, position })),
    }));
  }

  async function gamePage(query: CatalogueRequest, base: GameFilter, max: number): Promise<CataloguePage> {
    const filter = {
      ...parseFilter(query.filter),
      ...base,
      platform: query.platform,
      country: query.country,
    };
    const page = pageOf(query, max);
    const { rows, total } = await casinoStore.games(db, filter, page);
    let games = await toGames(rows);
    // docs/product/casino.md#catalogue: a jackpot game is only listed when it sits in a group.
    if (filter.jackpot) games = games.filter((g) => g.groupInfos.length > 0);
    if ((filter.slug || filter.id) && games.length === 0) throw notFound(GAME_NOT_FOUND);
    const expand = listOf(query.expand);
    const vendors = expand.has("vendor") || expand.has("subVendor") ? await vendorMap() : new Map();
    const fields = listOf(query.fields);
    const items = games.map((g) =>
      pick(
        {
          ...g,
          ...(expand.has("vendor") ? { vendor: vendors.get(g.vendor) ?? null } : {}),
          ...(expand.has("subVendor") && g.subVendor ? { subVendor: vendors.get(g.subVendor) ?? null } : {}),
        },
        fields,
      ),
    );
    return { count: items.length, total, ...page, items };
  }

  async function vendorMap() {
    const all = await casinoStore.vendors(db, null);
    return new Map(all.map((v) => [v.id, vendorView(v)]));
  }

  async function vendorPage(
    query: CatalogueRequest,
    sub: boolean | null,
    id?: string,
  ): Promise<CataloguePage> {
    const rows = (await casinoStore.vendors(db, sub)).filter((v) => !id || v.id === id || v.slug === id);
    if (id && rows.length === 0) throw notFound(sub ? "Sub-vendor not found" : "Vendor not found");
    const page = pageOf(query, sub === false ? LIMITS.default : LIMITS.subVendors);
    const expand = listOf(query.expand);
    const fields = listOf(query.fields);
    const items = [];
    for (const v of rows.slice(page.offset, page.offset + page.limit)) {
      const games = await gamePage(
        {
          offset: 0,
          limit: expand.has("games") ? LIMITS.groups : 1,
          platform: query.platform,
          country: query.country,
        },
        v.parentId ? { subVendor: v.id } : { vendor: v.id },
        LIMITS.groups,
      );
      const gamesView = expand.has("games")
        ? { items: games.items, count: games.count, total: games.total }
        : { count: games.total };
      items.push(pick({ ...vendorView(v), games: gamesView }, fields));
    }
    return { count: items.length, total: rows.length, ...page, items };
  }

  async function groupPage(query: CatalogueRequest, source: string, id?: string): Promise<CataloguePage> {
    const groups = await casinoStore.groups(db, source, id);
    const max = LIMITS.groups;
    const gameLimit = Math.min(query.limit ?? max, max);
    const members = await casinoStore.groupMembers(
      db,
      groups.map((g) => g.id),
    );
    const fields = listOf(query.fields);
    const items = [];
    for (const group of groups.filter((g) => !g.parentId)) {
      const ids = members.filter((m) => m.groupId === group.id).map((m) => m.gameId);
      const games = await gamePage(
        { offset: query.offset, limit: gameLimit, platform: query.platform, country: query.country },
        { ids },
        max,
      );
      // docs/product/casino.md#catalogue: groups with no games are dropped from group lists.
      if (games.total === 0) continue;
      const vendorIds = [...new Set(games.items.map((g) => String(g.vendor)))];
      const subGroups = groups
        .filter((g) => g.parentId === group.id)
        .map((g) => ({ id: g.id, name: g.name }));
      items.push(
        pick(
          {
            id: group.id,
            name: group.name,
            icon: group.icon,
            flags: group.flags,
            subGroups,
            vendors: vendorIds,
            games: { items: games.items, count: games.count, total: games.total },
          },
          fields,
        ),
      );
    }
    if (id && items.length === 0) throw notFound("Group not found");
    return { count: items.length, total: items.length, offset: query.offset, limit: gameLimit, items };
  }

  return {
    categories: async () => {
      const rows = await casinoStore.categories(db);
      return { count: rows.length, total: rows.length, offset: 0, limit: rows.length, items: rows };
    },
    games: (query: CatalogueRequest) => gamePage(query, {}, LIMITS.games),
    /** Jackpot games: the jackpot issue fills the pool; until then none are flagged and the list is empty. */
    jackpots: (query: CatalogueRequest) => gamePage(query, { jackpot: true }, LIMITS.games),
    groups: groupPage,
    vendors: (query: CatalogueRequest, id?: string) => vendorPage(query, false, id),
    subVendors: (query: CatalogueRequest, id?: string) => vendorPage(query, true, id),
    /** GET /api/vendor/{id}: a vendor or a sub-vendor, by id or slug, with its games. */
    vendor: (query: CatalogueRequest, id: string) => vendorPage({ ...query, expand: "games" }, null, id),
    /** The featured row: games staff marked featured, less those switched off in `country`. */
    highlighted: async (country?: string) => ({
      items: await toGames(
        (await casinoStore.games(db, { highlighted: true, country }, { offset: 0, limit: 50 })).rows,
      ),
    }),
    /**
     * One game by slug or id (for the studio and the feeds), or undefined; with `country`, also undefined where the
     * game is switched off there (docs/product/back-office.md#catalogue: no rounds in that country).
     */
    async game(key: string, country?: string): Promise<CasinoGame | undefined> {
      const read = async () => {
        const row = await casinoStore.gameBySlugOrId(db, key);
        return row ? { restricted: row.restrictedCountries, game: (await toGames([row]))[0]! } : null;
      };
      const found = cache ? await cache.remember(`game:${key}`, read) : await read();
      if (!found || (country && found.restricted.includes(country))) return undefined;
      return found.game;
    },
    /** Games by slug, in one query (the feeds). */
    async gamesBySlug(slugs: string[]): Promise<Map<string, CasinoGame>> {
      const unique = [...new Set(slugs)];
      const { rows } = await casinoStore.games(
        db,
        { slugs: unique },
        { offset: 0, limit: unique.length || 1 },
      );
      return new Map((await toGames(rows)).map((g) => [g.slug, g]));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
