import { CataloguePage } from "@casino/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

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
});
export type LobbyGame = z.infer<typeof LobbyGame>;

export interface GamesFilter {
  search?: string;
  group?: string;
  vendor?: string;
  slug?: string;
}

export const PAGE_SIZE = 24;

/** The `filter` parameter of /v1/casino/games as a JSON object (docs/games-feed.md). */
export function gamesFilter({ search, group, vendor, slug }: GamesFilter): string | undefined {
  const filter: Record<string, string> = {};
  if (search?.trim()) filter.name = search.trim();
  if (group) filter.group = group;
  if (vendor) filter.vendor = vendor;
  if (slug) filter.slug = slug;
  return Object.keys(filter).length ? JSON.stringify(filter) : undefined;
}

export async function getGames(filter: GamesFilter, offset: number, signal?: AbortSignal) {
  const page = await api("/v1/casino/games", CataloguePage, {
    query: { filter: gamesFilter(filter), offset, limit: PAGE_SIZE, platform: "PC" },
    signal,
  });
  const items = page.items.flatMap((item) => {
    const game = LobbyGame.safeParse(item);
    return game.success ? [game.data] : [];
  });
  return { ...page, items };
}

/** The lobby grid: one page at a time, "load more" asks the server for the next. */
export const useGames = (filter: GamesFilter) =>
  useInfiniteQuery({
    queryKey: ["casino", "games", filter],
    queryFn: ({ pageParam, signal }) => getGames(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.count < last.total ? last.offset + last.count : undefined,
    staleTime: 60_000,
  });

/** One game by its slug (the game page). */
export const useGame = (slug: string) =>
  useQuery({
    queryKey: ["casino", "game", slug],
    queryFn: async ({ signal }) => (await getGames({ slug }, 0, signal)).items[0] ?? null,
    staleTime: 300_000,
  });
