import type { Sport } from "@casino/contract";

/** A team (or tennis player) of the built-in feed: an invented name and a strength from 0 (weakest) to 1. */
export interface TeamSeed {
  name: string;
  strength: number;
}

export interface LeagueSeed {
  id: string;
  sport: Sport;
  name: string;
  /** ISO 3166 alpha-2, or INT. */
  country: string;
  teams: TeamSeed[];
}

// Every league, club and player name here was made up for the product: none is a real club or person.
const teams = (names: string[]): TeamSeed[] =>
  names.map((name, i) => ({ name, strength: 0.9 - (i * 0.8) / Math.max(1, names.length - 1) }));

export const LEAGUES: LeagueSeed[] = [
  {
    id: "football-premier-division",
    sport: "football",
    name: "Premier Division",
    country: "GB",
    teams: teams([
      "Harbour City",
      "Brackwater Rovers",
      "Kestrel Vale",
      "Eastmere Albion",
      "Fenwick Harriers",
      "Northgate Athletic",
      "Marlow Cross",
      "Greyhollow Town",
      "Calder Heath",
      "Saltmarsh Wanderers",
    ]),
  },
  {
    id: "football-meisterliga",
    sport: "football",
    name: "Meisterliga",
    country: "DE",
    teams: teams([
      "FC Sturmhafen",
      "SV Kaltenbrück",
      "Eintracht Mühlbergen",
      "VfR Eisenau",
      "TSV Grauwasser",
      "SC Falkenried",
      "1. FC Wolkenstadt",
      "Fortuna Rabenfels",
      "SpVgg Lindenhain",
      "Borussia Sonnfeld",
    ]),
  },
  {
    id: "tennis-harbourside-open",
    sport: "tennis",
    name: "Harbourside Open",
    country: "INT",
    teams: teams([
      "Mateo Varga",
      "Jonas Lindqvist",
      "Theo Marchetti",
      "Idris Okonjo",
      "Felix Aumann",
      "Ruben Castellar",
      "Arvid Nyholm",
      "Luca Bertolani",
      "Emil Sandvik",
      "Paolo Ferrante",
      "Kasper Holmgaard",
      "Yannick Delorme",
    ]),
  },
  {
    id: "tennis-alpenhalle-masters",
    sport: "tennis",
    name: "Alpenhalle Masters",
    country: "AT",
    teams: teams([
      "Nadia Petrovska",
      "Elin Forsmark",
      "Camille Roussel",
      "Ayaka Morimura",
      "Sofia Brandauer",
      "Mira Kovalenko",
      "Ines Duarte",
      "Hanna Virtalo",
      "Talia Brennan",
      "Maren Eikeland",
      "Clara Vintner",
      "Yuna Takahara",
    ]),
  },
  {
    id: "basketball-continental-league",
    sport: "basketball",
    name: "Continental League",
    country: "INT",
    teams: teams([
      "Harbor City Comets",
      "Ridgeport Owls",
      "Silverlake Foxes",
      "Granite Bay Pioneers",
      "Ironvale Rangers",
      "Lakeshore Herons",
      "Port Alder Dockers",
      "Summit Peak Ravens",
      "Coral Bay Mariners",
      "Westmoor Bison",
      "Redcliff Hawks",
      "Pinecrest Lynx",
    ]),
  },
  {
    id: "basketball-korbliga-nord",
    sport: "basketball",
    name: "Korbliga Nord",
    country: "DE",
    teams: teams([
      "Sturmhafen Baskets",
      "Kaltenbrück Falcons",
      "Mühlbergen Lions",
      "Eisenau Giants",
      "Sonnfeld Towers",
      "Grauwasser Riders",
      "Rabenfels Wolves",
      "Falkenried Rockets",
      "Lindenhain Hornets",
      "Wolkenstadt Bears",
      "Brückhafen Sharks",
      "Tannenfeld Bulls",
    ]),
  },
];
