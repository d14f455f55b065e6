import type { Market } from "@casino/contract";

/** The event page's sections in reading order; groups the book adds later follow in the order they come. */
export const GROUP_ORDER = ["main", "goals", "handicap", "scores", "sets", "games", "points", "totals"];

export interface MarketGroup {
  group: string;
  markets: Market[];
}

/** Markets in their sections, known sections first, each keeping the book's market order. */
export function groupMarkets(markets: Market[]): MarketGroup[] {
  const groups = new Map<string, Market[]>();
  for (const market of markets) {
    const list = groups.get(market.group) ?? [];
    list.push(market);
    groups.set(market.group, list);
  }
  const rank = (group: string) => {
    const index = GROUP_ORDER.indexOf(group);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([group, list]) => ({ group, markets: list }))
    .sort((a, b) => rank(a.group) - rank(b.group));
}
