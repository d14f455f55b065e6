/** Where each market type sits on the event page, in this order; the first of each sport is its main market. */
const LAYOUT: Record<string, { group: string; rank: number }> = {
  "1x2": { group: "main", rank: 0 },
  double_chance: { group: "main", rank: 1 },
  btts: { group: "goals", rank: 2 },
  total_goals: { group: "goals", rank: 3 },
  asian_handicap: { group: "handicap", rank: 4 },
  correct_score: { group: "scores", rank: 5 },
  match_winner: { group: "main", rank: 0 },
  set_betting: { group: "sets", rank: 1 },
  total_games: { group: "games", rank: 2 },
  moneyline: { group: "main", rank: 0 },
  spread: { group: "handicap", rank: 1 },
  total_points: { group: "points", rank: 2 },
};

/** The main market type of each sport (shown on event lists). */
export const MAIN_MARKET: Record<string, string> = {
  football: "1x2",
  tennis: "match_winner",
  basketball: "moneyline",
};

export const marketGroup = (type: string) => LAYOUT[type]?.group ?? "other";

/** Sort key of a market: its type's rank, then its line (lines run from −50 to +400 at most). */
export const marketOrder = (type: string, line: number | null) =>
  (LAYOUT[type]?.rank ?? 9) * 100_000 + Math.round(((line ?? 0) + 50) * 100);
