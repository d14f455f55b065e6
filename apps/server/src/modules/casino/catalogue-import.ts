import { z } from "zod";
import type { EventBus } from "../../platform/bus";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { casinoStore, type GameInsert, type VendorRow } from "./casino.store";
import { announceCatalogueChange } from "./catalogue-cache";

// The JSON feed an operator loads an aggregator's catalogue from. Format documented in docs/games-feed.md.

const Id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** A vendor of the feed, with its sub-vendors (studios distributed through it). */
const FeedVendor = z.object({
  id: Id,
  displayName: z.string().min(1).max(100),
  logo: z.string().max(500).optional(),
  image: z.string().max(500).optional(),
  subVendors: z.array(z.object({ id: Id, displayName: z.string().min(1).max(100) })).default([]),
});

/** A game of the feed; imported games are launched at `launchUrl` (kind "external"). */
const FeedGame = z.object({
  id: Id,
  slug: z.string().regex(/^[a-z0-9-]{1,100}$/),
  gameCode: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  vendor: Id,
  subVendor: Id.optional(),
  category: z.string().max(50).optional(),
  thumbnails: z.record(z.string(), z.string().max(500)).refine((t) => "114" in t, "needs the icon (key 114)"),
  hasFunMode: z.boolean().default(false),
  rtp: z.number().min(0).max(1).optional(),
  volatility: z.enum(["low", "medium", "high"]).optional(),
  tags: z.array(z.string().max(50)).default([]),
  platforms: z.array(z.enum(["PC", "Android"])).default(["PC", "Android"]),
  restrictedCountries: z.array(z.string().length(2)).default([]),
  launchUrl: z.string().max(1000).optional(),
  jackpot: z.boolean().default(false),
  /** Ids of existing groups to list the game in. */
  groups: z.array(z.string()).default([]),
});

/** The whole feed. */
export const GamesFeed = z.object({ vendors: z.array(FeedVendor).default([]), games: z.array(FeedGame) });
export type GamesFeed = z.input<typeof GamesFeed>;

/** docs/product/casino.md#catalogue: a (sub-)vendor's slug is its name reduced to lowercase letters only. */
export const vendorSlug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Validates the feed, then inserts or updates its vendors, games and group memberships in one transaction (a bad
 * feed changes nothing). Studio games keep their own rows: the feed may not overwrite a studio slug's kind. Once
 * committed, the change is announced on `bus` (when given), so every running server drops its cached catalogue pages.
 */
export async function importGamesFeed(
  db: Db,
  input: unknown,
  options: { bus?: EventBus } = {},
): Promise<{ vendors: number; games: number }> {
  const feed = GamesFeed.parse(input);
  const vendors: VendorRow[] = feed.vendors.flatMap((v) => [
    {
      id: v.id,
      displayName: v.displayName,
      slug: vendorSlug(v.displayName),
      logo: v.logo ?? null,
      image: v.image ?? null,
      parentId: null,
    },
    ...v.subVendors.map((s) => ({
      id: s.id,
      displayName: s.displayName,
      slug: vendorSlug(s.displayName),
      logo: null,
      image: null,
      parentId: v.id,
    })),
  ]);
  const games: GameInsert[] = feed.games.map((g, i) => ({
    id: g.id,
    slug: g.slug,
    gameCode: g.gameCode,
    name: g.name,
    kind: "external",
    vendorId: g.vendor,
    subVendorId: g.subVendor ?? null,
    categoryId: g.category ?? "casino",
    thumbnails: g.thumbnails,
    hasFunMode: g.hasFunMode,
    rtp: g.rtp ?? null,
    volatility: g.volatility ?? null,
    tags: g.tags,
    platforms: g.platforms,
    restrictedCountries: g.restrictedCountries.map((c) => c.toUpperCase()),
    launchUrl: g.launchUrl ?? null,
    jackpot: g.jackpot,
    position: 1000 + i,
  }));
  const memberships = feed.games.flatMap((g) => g.groups.map((groupId) => ({ groupId, gameId: g.id })));
  await inTransaction(db, (tx) => casinoStore.upsertImport(tx, { vendors, games, memberships }));
  if (options.bus) await announceCatalogueChange(options.bus);
  return { vendors: vendors.length, games: games.length };
}
