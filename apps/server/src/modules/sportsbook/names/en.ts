import type { SportsbookTexts } from "./texts";

export const en: SportsbookTexts = {
  numberLocale: "en-GB",
  sports: { football: "Football", tennis: "Tennis", basketball: "Basketball" },
  markets: {
    "1x2": "Match result",
    double_chance: "Double chance",
    total_goals: "Total goals {line}",
    btts: "Both teams to score",
    correct_score: "Correct score",
    asian_handicap: "Asian handicap {line}",
    match_winner: "Match winner",
    set_betting: "Set betting",
    total_games: "Total games {line}",
    moneyline: "Moneyline (incl. overtime)",
    spread: "Point spread {line}",
    total_points: "Total points {line}",
  },
  selections: {
    draw: "Draw",
    over: "Over {line}",
    under: "Under {line}",
    yes: "Yes",
    no: "No",
    otherScore: "Any other score",
    homeOrDraw: "{home} or draw",
    homeOrAway: "{home} or {away}",
    drawOrAway: "Draw or {away}",
  },
};
