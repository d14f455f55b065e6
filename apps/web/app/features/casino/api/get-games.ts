import { casinoApi } from "@casino/contract";
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isBoolean, isNumber, isRecord, isString, nullable, optional } from "../../../lib/json/shape";
import type { ServerInit } from "./server-init";

/** The part of a catalogue game the lobby draws; lenient so an extra or expanded field never empties the grid. */
export interface LobbyGame {
  id: string;
  slug: string;
  name: string;
  kind: string;
  vendor?: unknown;
  hasFunMode: boolean;
  rtp?: number | null;
  volatility?: string | null;
  tags: string[];
  /**
   * Icon URLs by size key; an imported game's tile shows key 114 (docs/product/casino.md#lobby), studio titles are
   * drawn.
   */
  thumbnails?: Record<string, string> | null;
}

const isOptional = <T>(check: (value: unknown) => value is T) => optional(nullable(check));
const isThumbnails = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isString);

/**
 * A catalogue item as the lobby draws it, or undefined for one it cannot show (skipped, the rest of the page
 * stays). Written out so the casino page does not load zod; get-games.test.ts holds it to the schema it replaces.
 */
export function readLobbyGame(item: unknown): LobbyGame | undefined {
  if (!isRecord(item)) return undefined;
  const { id, slug, name, kind, vendor, hasFunMode, rtp, volatility, tags, thumbnails } = item;
  if (!isString(id) || !isString(slug) || !isString(name) || !isString(kind)) return undefined;
  if (!optional(isBoolean)(hasFunMode) || !isOptional(isNumber)(rtp) || !isOptional(isString)(volatility))
    return undefined;
  if (!(tags === undefined || (Array.isArray(tags) && tags.every(isString)))) return undefined;
  if (!isOptional(isThumbnails)(thumbnails)) return undefined;
  return {
    id,
    slug,
    name,
    kind,
    ...("vendor" in item ? { vendor } : {}),
    hasFunMode: hasFunMode ?? false,
    ...(rtp !== undefined ? { rtp } : {}),
    ...(volatility !== undefined ? { volatility } : {}),
    tags: tags ? [...tags] : [],
    ...(thumbnails !== undefined ? { thumbnails: thumbnails && { ...thumbnails } } : {}),
  };
}

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
  const page = await api(casinoApi.getCasinoGames, {
    origin: init.origin,
    query: { filter: gamesFilter(filter), offset, limit: PAGE_SIZE, platform: "PC" },
    signal: init.signal,
    headers: init.headers,
  });
  const items = page.items.flatMap((item) => {
    const game = readLobbyGame(item);
    return game ? [game] : [];
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
