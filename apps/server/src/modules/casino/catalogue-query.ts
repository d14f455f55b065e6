import { badRequest } from "../../platform/errors";
import type { GameFilter } from "./casino.store";

// Parsing of the game-content API's `filter`, `fields` and `expand` (format in docs/games-feed.md).

const STRING_KEYS = [
  "id",
  "slug",
  "vendor",
  "subVendor",
  "category",
  "group",
  "kind",
  "tag",
  "name",
] as const;
const BOOLEAN_KEYS = ["hasFunMode", "jackpot", "highlighted"] as const;

/**
 * Caps per endpoint (docs/product/casino.md#game-content-api): sub-vendor lists 1000, popular-group lists 2000,
 * jackpot game lookups 10000.
 */
export const LIMITS = { default: 50, subVendors: 1000, groups: 2000, games: 10_000 } as const;

/** `filter` as `key:value,key:value` or as a JSON object of the same keys. */
export function parseFilter(raw: string | undefined): GameFilter {
  if (!raw) return {};
  let pairs: [string, unknown][];
  if (raw.trim().startsWith("{")) {
    try {
      pairs = Object.entries(JSON.parse(raw) as Record<string, unknown>);
    } catch {
      throw badRequest("filter is not valid JSON");
    }
  } else {
    pairs = raw.split(",").map((part) => {
      const at = part.indexOf(":");
      if (at < 1) throw badRequest(`filter part "${part}" is not key:value`);
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    });
  }
  const filter: GameFilter = {};
  for (const [key, value] of pairs) {
    if ((STRING_KEYS as readonly string[]).includes(key)) {
      filter[key as (typeof STRING_KEYS)[number]] = String(value);
    } else if ((BOOLEAN_KEYS as readonly string[]).includes(key)) {
      if (value !== true && value !== false && value !== "true" && value !== "false") {
        throw badRequest(`filter ${key} must be true or false`);
      }
      filter[key as (typeof BOOLEAN_KEYS)[number]] = value === true || value === "true";
    } else {
      throw badRequest(`unknown filter key "${key}"`);
    }
  }
  return filter;
}

/** A comma list as a set (empty set = no selection given). */
export const listOf = (raw: string | undefined): Set<string> =>
  new Set(
    (raw ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Keeps only the requested top-level fields (all when none were asked for). */
export function pick(item: Record<string, unknown>, fields: Set<string>): Record<string, unknown> {
  if (fields.size === 0) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => fields.has(key)));
}

/** Page bounds: the requested limit, capped by the endpoint's maximum. */
export const pageOf = (query: { offset: number; limit?: number | undefined }, max: number) => ({
  offset: query.offset,
  limit: Math.min(query.limit ?? LIMITS.default, max),
});

/**
 * The `pagination` parameter (docs/product/casino.md#game-content-api), in the two forms `filter` takes:
 * `offset:0,limit:2` or `{"offset":0,"limit":2}`. Where it is given it decides the page; `offset`/`limit` as their
 * own parameters still work without it.
 */
export function withPagination<
  Q extends { offset: number; limit?: number | undefined; pagination?: string | undefined },
>(query: Q): Q {
  const raw = query.pagination?.trim();
  if (!raw) return query;
  let pairs: [string, unknown][];
  if (raw.startsWith("{")) {
    try {
      pairs = Object.entries(JSON.parse(raw) as Record<string, unknown>);
    } catch {
      throw badRequest("pagination is not valid JSON");
    }
  } else {
    pairs = raw.split(",").map((part) => {
      const at = part.indexOf(":");
      if (at < 1) throw badRequest(`pagination part "${part}" is not key:value`);
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    });
  }
  const page: { offset: number; limit?: number | undefined } = { offset: query.offset, limit: query.limit };
  for (const [key, value] of pairs) {
    if (key !== "offset" && key !== "limit") throw badRequest(`unknown pagination key "${key}"`);
    const n =
      typeof value === "number" ? value : /^\d{1,9}$/.test(String(value)) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < (key === "limit" ? 1 : 0) || n > 1_000_000_000)
      throw badRequest(`pagination ${key} must be a whole number${key === "limit" ? " of at least 1" : ""}`);
    page[key] = n;
  }
  return { ...query, ...page };
}
