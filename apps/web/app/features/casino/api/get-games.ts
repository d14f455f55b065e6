import { CataloguePage, casinoApi } from "@casino/contract";
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { apiUrl, type ServerInit } from "./server-init";

/** The part of a catalogue game the lobby draws; lenient so an extra or expanded field never empties the grid. */
export const LobbyGame = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  vendor: z.unknown().optional(),
  hasFunMode: z.boolean().default(false),
  rtp: z.number().nullable().optional(),
  volatility: z.string().nullable().optional(),
  tags: z.array(z.string()).default([]),
  /**
   * Icon URLs by size key; an imported game's tile shows key 114 (docs/product/casino.md#lobby), studio titles are
   * drawn.
   */
  thumbnails: z.record(z.string(), z.string()).nullable().optional(),
});
export type LobbyGame = z.infer<typeof LobbyGame>;

export interface GamesFilter {
  search?: string;
  group?: string;
  vendor?: string;
  slug?: string;
}

/** A page of the grid: a multiple of 2, 3, 4 and 6 columns, so every page ends on a full row. */
export const PAGE_SIZE = 48;

/** The `filter` parameter of /v1/casino/games as a JSON object (docs/games-feed.md). */
export function gamesFilter({ search, group, vendor, slug }: GamesFilter): string | undefined {
  const filter: Record<string, string> = {};
  if (search?.trim()) filter.name = search.trim();
  if (group) filter.group = group;
  if (vendor) filter.vendor = vendor;
  if (slug) filter.slug = slug;
  return Object.keys(filter).length ? JSON.stringify(filter) : undefined;
}

export type GamesPage = Awaited<ReturnType<typeof getGames>>;

export async function getGames(filter: GamesFilter, offset: number, init: ServerInit = {}) {
  const page = await api(apiUrl(casinoApi.getCasinoGames.path, init), CataloguePage, {
    query: { filter: gamesFilter(filter), offset, limit: PAGE_SIZE, platform: "PC" },
    signal: init.signal,
    headers: init.headers,
  });
  const items = page.items.flatMap((item) => {
    const game = LobbyGame.safeParse(item);
    return game.success ? [game.data] : [];
  });
  return { ...page, items };
}

/** The lobby's filter as the query key has it: every field present, so the server's seed and the page agree. */
export const lobbyFilter = ({ search = "", group = "", vendor = "" }: GamesFilter = {}) => ({
  search,
  group,
  vendor,
});

/** The grid: one page at a time; scrolling near the end (or "load more") asks the server for the next. */
export const gamesQueryOptions = (filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: ["casino", "games", lobbyFilter(filter)],
    queryFn: ({ pageParam, signal }) => getGames(filter, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: GamesPage) =>
      last.offset + last.count < last.total ? last.offset + last.count : undefined,
    staleTime: 60_000,
  });

/** A first page fetched by a loader, in the shape the infinite query keeps. */
export const firstPageData = (page: GamesPage): InfiniteData<GamesPage, number> => ({
  pages: [page],
  pageParams: [0],
});

/**
 * The grid's games. While a new search or filter loads, the previous results stay on screen (marked busy) instead
 * of turning into skeletons: typing does not make the grid flash or jump, and a heart being clicked stays put.
 */
export const useGames = (filter: GamesFilter) =>
  useInfiniteQuery({ ...gamesQueryOptions(filter), placeholderData: keepPreviousData });

export const gameQueryKey = (slug: string) => ["casino", "game", slug] as const;

/** One game by its slug, or null when the catalogue has none (the API answers 404). */
export async function getGame(slug: string, init: ServerInit = {}): Promise<LobbyGame | null> {
  try {
    return (await getGames({ slug }, 0, init)).items[0] ?? null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** One game by its slug (the game page; seeded by its loader). */
export const useGame = (slug: string) =>
  useQuery({
    queryKey: gameQueryKey(slug),
    queryFn: ({ signal }) => getGame(slug, { signal }),
    staleTime: 300_000,
  });
