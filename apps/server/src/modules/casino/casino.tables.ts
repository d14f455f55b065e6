import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** Lobby categories (casino, live casino, table games …), in display order. */
export const casinoCategories = pgTable("casino_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * Vendors and sub-vendors (docs/product/casino.md#catalogue). A sub-vendor has a parent; its slug is the name reduced
 * to lowercase letters only.
 */
export const casinoVendors = pgTable("casino_vendors", {
  id: text("id").primaryKey(),
  displayName: text("display_name").notNull(),
  slug: text("slug").notNull().unique(),
  image: text("image"),
  logo: text("logo"),
  parentId: text("parent_id"),
});

/** Game groups per source (docs/product/casino.md#catalogue): a row of the lobby, with sub-groups and flags. */
export const casinoGroups = pgTable("casino_groups", {
  id: text("id").primaryKey(),
  /** Which lobby asks for it: casino | live | popular | jackpot | … */
  source: text("source").notNull(),
  name: text("name").notNull(),
  icon: text("icon"),
  flags: text("flags").array().notNull().default(sql`ARRAY[]::text[]`),
  parentId: text("parent_id"),
  categoryId: text("category_id"),
  position: integer("position").notNull().default(0),
});

/** A game of the catalogue (docs/product/casino.md#catalogue), studio or imported. */
export const casinoGames = pgTable(
  "casino_games",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    gameCode: text("game_code").notNull(),
    name: text("name").notNull(),
    /** slot | roulette | blackjack | dice (played by the studio) | external (launched at `launchUrl`). */
    kind: text("kind").notNull(),
    vendorId: text("vendor_id").notNull(),
    subVendorId: text("sub_vendor_id"),
    categoryId: text("category_id"),
    /** Paths by icon size; key "114" is the icon. */
    thumbnails: jsonb("thumbnails").$type<Record<string, string>>().notNull(),
    hasFunMode: boolean("has_fun_mode").notNull().default(false),
    rtp: doublePrecision("rtp"),
    volatility: text("volatility"),
    tags: text("tags").array().notNull().default(sql`ARRAY[]::text[]`),
    platforms: text("platforms").array().notNull().default(sql`ARRAY['PC','Android']::text[]`),
    restrictedCountries: text("restricted_countries").array().notNull().default(sql`ARRAY[]::text[]`),
    /** Where the game is played; null = not launchable (left out of winners). */
    launchUrl: text("launch_url"),
    jackpot: boolean("jackpot").notNull().default(false),
    highlighted: boolean("highlighted").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("casino_games_vendor").on(t.vendorId)],
);

/** Membership of a game in a group, with its place in the row (the game's groupInfos). */
export const casinoGameGroups = pgTable(
  "casino_game_groups",
  {
    groupId: text("group_id").notNull(),
    gameId: text("game_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.gameId] }), index("casino_game_groups_game").on(t.gameId)],
);

/** A player's favourite games (docs/product/casino.md#favourites). */
export const casinoFavourites = pgTable(
  "casino_favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);
