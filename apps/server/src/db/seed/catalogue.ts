import { type StudioGame, studioGames } from "@casino/games";
import { VELA_MEGA } from "../../modules/engagement";
import type { Db } from "../../platform/db";
import { casinoCategories, casinoGameGroups, casinoGames, casinoGroups, casinoVendors } from "../schema";

/**
 * Icon sizes of every thumbnail; 114 is the lobby icon (docs/product/casino.md#lobby). The web team draws the art at
 * these paths.
 */
export const THUMBNAIL_SIZES = [114, 228, 456] as const;

export const STUDIO_VENDOR = { id: "vela-studios", displayName: "Vela Studios", slug: "velastudios" };
const SUB_VENDORS = [
  { id: "vela-slots", displayName: "Vela Slots", slug: "velaslots", parentId: STUDIO_VENDOR.id },
  { id: "vela-tables", displayName: "Vela Tables", slug: "velatables", parentId: STUDIO_VENDOR.id },
];
const CATEGORIES = [
  { id: "casino", name: "Casino", position: 0 },
  { id: "table-games", name: "Table games", position: 1 },
];
const GROUPS = [
  { id: "popular", source: "casino", name: "Popular", icon: "flame", flags: ["featured"], position: 0 },
  { id: "slots", source: "casino", name: "Slots", icon: "cherry", flags: [], position: 1 },
  { id: "high-volatility", source: "casino", name: "High volatility", icon: "zap", flags: [], position: 2 },
  { id: "table-games", source: "casino", name: "Table games", icon: "spade", flags: [], position: 3 },
  { id: "popular-games", source: "popular", name: "Popular games", icon: "flame", flags: [], position: 0 },
  { id: "live-tables", source: "live", name: "Tables", icon: "spade", flags: [], position: 0 },
  // The games that feed and can win the in-house jackpot (the lobby's "Jackpot games" tab).
  { id: "jackpot-games", source: "jackpot", name: "Jackpot games", icon: "trophy", flags: [], position: 0 },
];

/** Thumbnail paths of a game by size key. */
export const thumbnailsOf = (slug: string): Record<string, string> =>
  Object.fromEntries(THUMBNAIL_SIZES.map((size) => [String(size), `/games/${slug}/thumb-${size}.svg`]));

/** Whether a studio game carries the in-house jackpot (its stakes feed it and its rounds can win it). */
const carriesJackpot = (game: StudioGame) => VELA_MEGA.games.includes(game.slug);

function groupsOf(game: StudioGame): string[] {
  if (game.kind !== "slot") return ["popular", "table-games", "popular-games", "live-tables"];
  return [
    "popular",
    "slots",
    "popular-games",
    ...(game.volatility === "high" ? ["high-volatility"] : []),
    ...(carriesJackpot(game) ? ["jackpot-games"] : []),
  ];
}

/**
 * The studio's catalogue: vendor, sub-vendors, categories, groups and every title of packages/games. Base data,
 * seeded at every start and in every test database; idempotent (existing rows are left as an operator edited them).
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(casinoVendors)
    .values([{ ...STUDIO_VENDOR, image: null, logo: null, parentId: null }, ...SUB_VENDORS])
    .onConflictDoNothing();
  await db.insert(casinoCategories).values(CATEGORIES).onConflictDoNothing();
  await db.insert(casinoGroups).values(GROUPS).onConflictDoNothing();
  await db
    .insert(casinoGames)
    .values(
      studioGames.map((game, position) => ({
        id: `vela-${game.slug}`,
        slug: game.slug,
        gameCode: game.slug.replace(/-/g, "_").toUpperCase(),
        name: game.name,
        kind: game.kind,
        vendorId: STUDIO_VENDOR.id,
        subVendorId: game.kind === "slot" ? "vela-slots" : "vela-tables",
        categoryId: game.kind === "slot" ? "casino" : "table-games",
        thumbnails: thumbnailsOf(game.slug),
        hasFunMode: true,
        rtp: game.rtp,
        volatility: game.volatility,
        tags: [game.kind, ...(game.volatility ? [game.volatility] : [])],
        launchUrl: `/casino/game/${game.slug}`,
        jackpot: carriesJackpot(game),
        highlighted: position < 6,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(casinoGameGroups)
    .values(
      studioGames.flatMap((game, position) =>
        groupsOf(game).map((groupId) => ({ groupId, gameId: `vela-${game.slug}`, position })),
      ),
    )
    .onConflictDoNothing();
}
