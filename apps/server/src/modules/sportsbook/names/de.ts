import type { SportsbookTexts } from "./texts";

export const de: SportsbookTexts = {
  numberLocale: "de",
  sports: { football: "Fußball", tennis: "Tennis", basketball: "Basketball" },
  markets: {
    "1x2": "Spielausgang",
    double_chance: "Doppelte Chance",
    total_goals: "Tore gesamt {line}",
    btts: "Beide Teams treffen",
    correct_score: "Genaues Ergebnis",
    asian_handicap: "Asiatisches Handicap {line}",
    match_winner: "Sieger",
    set_betting: "Satzwette",
    total_games: "Spiele gesamt {line}",
    moneyline: "Sieger (inkl. Verlängerung)",
    spread: "Punkte-Handicap {line}",
    total_points: "Punkte gesamt {line}",
  },
  selections: {
    draw: "Unentschieden",
    over: "Über {line}",
    under: "Unter {line}",
    yes: "Ja",
    no: "Nein",
    otherScore: "Anderes Ergebnis",
    homeOrDraw: "{home} oder Unentschieden",
    homeOrAway: "{home} oder {away}",
    drawOrAway: "Unentschieden oder {away}",
  },
};
