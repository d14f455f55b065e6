import type { NavigationItem } from "@casino/contract";
import type { SeedEntry } from "./seed-entry";

type ItemOptions = { icon?: string; authenticated?: boolean; external?: boolean; items?: NavigationItem[] };

/** A navigation item; paths are without locale prefix (the app adds it), icons are lucide names. */
const item = (title: string, path: string, options: ItemOptions = {}): NavigationItem => ({
  title,
  path,
  icon: options.icon,
  authenticated: options.authenticated ?? false,
  external: options.external ?? false,
  items: options.items ?? [],
});

/** The words of each menu in one language; the structure is shared. */
interface Words {
  casino: string;
  allGames: string;
  live: string;
  sports: string;
  liveSports: string;
  promotions: string;
  tournaments: string;
  advent: string;
  loyalty: string;
  account: string;
  profile: string;
  deposit: string;
  bonuses: string;
  bets: string;
  rg: string;
  help: string;
  faq: string;
  contact: string;
  rgInfo: string;
  games: string;
  legal: string;
  terms: string;
  privacy: string;
  cookies: string;
  bonusTerms: string;
  bettingRules: string;
  casinoRules: string;
  helpOrg: { title: string; url: string };
}

const EN: Words = {
  casino: "Casino",
  allGames: "All games",
  live: "Live casino",
  sports: "Sports",
  liveSports: "Live sports",
  promotions: "Promotions",
  tournaments: "Tournaments",
  advent: "Advent calendar",
  loyalty: "Loyalty rewards",
  account: "My account",
  profile: "My profile",
  deposit: "Deposit",
  bonuses: "My bonuses",
  bets: "Betting history",
  rg: "Responsible gaming",
  help: "Help",
  faq: "FAQ",
  contact: "Contact us",
  rgInfo: "Responsible gambling",
  games: "Games",
  legal: "Legal",
  terms: "Terms and conditions",
  privacy: "Privacy policy",
  cookies: "Cookie policy",
  bonusTerms: "Bonus terms",
  bettingRules: "Betting rules (RO)",
  casinoRules: "Casino game rules (RO)",
  helpOrg: { title: "BeGambleAware", url: "https://www.begambleaware.org" },
};

const DE: Words = {
  casino: "Casino",
  allGames: "Alle Spiele",
  live: "Live-Casino",
  sports: "Sportwetten",
  liveSports: "Live-Wetten",
  promotions: "Aktionen",
  tournaments: "Turniere",
  advent: "Adventskalender",
  loyalty: "Treueprogramm",
  account: "Mein Konto",
  profile: "Mein Profil",
  deposit: "Einzahlen",
  bonuses: "Meine Boni",
  bets: "Wettverlauf",
  rg: "Verantwortungsvolles Spielen",
  help: "Hilfe",
  faq: "Häufige Fragen",
  contact: "Kontakt",
  rgInfo: "Spielerschutz",
  games: "Spiele",
  legal: "Rechtliches",
  terms: "AGB",
  privacy: "Datenschutz",
  cookies: "Cookie-Richtlinie",
  bonusTerms: "Bonusbedingungen",
  bettingRules: "Wettregeln (RO)",
  casinoRules: "Casino-Spielregeln (RO)",
  helpOrg: { title: "Check dein Spiel", url: "https://www.check-dein-spiel.de" },
};

const EN_CA: Words = {
  ...EN,
  helpOrg: { title: "Responsible Gambling Council", url: "https://www.responsiblegambling.org" },
};

const header = (w: Words) => ({
  title: "Header",
  items: [
    item(w.casino, "/casino", { icon: "dices" }),
    item(w.live, "/live-casino", { icon: "tv" }),
    item(w.sports, "/sports", { icon: "trophy" }),
    item(w.liveSports, "/sports/sporturi-live", { icon: "radio" }),
    item(w.promotions, "/promotions", { icon: "gift" }),
    item(w.bonuses, "/profile/bonuses", { icon: "badge-percent", authenticated: true }),
  ],
});

const sidebar = (w: Words) => ({
  title: "Sidebar",
  items: [
    item(w.casino, "/casino", {
      icon: "dices",
      items: [item(w.allGames, "/casino"), item(w.live, "/live-casino")],
    }),
    item(w.sports, "/sports", {
      icon: "trophy",
      items: [
        item(w.sports, "/sports"),
        item(w.liveSports, "/sports/sporturi-live"),
        item(w.bettingRules, "/reguli-de-pariere"),
      ],
    }),
    item(w.promotions, "/promotions", { icon: "gift" }),
    item(w.tournaments, "/tournaments", { icon: "medal" }),
    item(w.advent, "/advent-calendar", { icon: "calendar-days" }),
    item(w.loyalty, "/profile/loyalty", { icon: "crown", authenticated: true }),
    item(w.account, "/profile", {
      icon: "user",
      authenticated: true,
      items: [
        item(w.profile, "/profile", { authenticated: true }),
        item(w.deposit, "/profile/transactions/depositmoney", { authenticated: true }),
        item(w.bonuses, "/profile/bonuses", { authenticated: true }),
        item(w.loyalty, "/profile/loyalty", { authenticated: true }),
        item(w.bets, "/profile/mybets", { authenticated: true }),
        item(w.rg, "/profile/responsiblegambling", { authenticated: true }),
      ],
    }),
    item(w.help, "/faq", {
      icon: "life-buoy",
      items: [
        item(w.faq, "/faq"),
        item(w.contact, "/contact"),
        item(w.rgInfo, "/responsible-gambling"),
        item(w.helpOrg.title, w.helpOrg.url, { external: true, icon: "external-link" }),
      ],
    }),
  ],
});

const footer = (w: Words) => ({
  title: "Footer columns",
  items: [
    item(w.games, "/casino", {
      items: [
        item(w.casino, "/casino"),
        item(w.live, "/live-casino"),
        item(w.sports, "/sports"),
        item(w.liveSports, "/sports/sporturi-live"),
        item(w.promotions, "/promotions"),
        item(w.tournaments, "/tournaments"),
      ],
    }),
    item(w.help, "/faq", {
      items: [item(w.faq, "/faq"), item(w.contact, "/contact"), item(w.bonusTerms, "/bonus-terms")],
    }),
    item(w.legal, "/terms-and-conditions", {
      items: [
        item(w.terms, "/terms-and-conditions"),
        item(w.privacy, "/privacy-policy"),
        item(w.cookies, "/cookie-policy"),
        item(w.bettingRules, "/reguli-de-pariere"),
        item(w.casinoRules, "/regulamente-jocuri-casino"),
      ],
    }),
    item(w.rgInfo, "/responsible-gambling", {
      items: [
        item(w.rgInfo, "/responsible-gambling"),
        item(w.helpOrg.title, w.helpOrg.url, { external: true }),
      ],
    }),
  ],
});

// docs/product/shell.md#bottom-bar: the mobile bottom bar holds casino, promotions, sports and live sports.
const bottomBar = (w: Words) => ({
  title: "Mobile bottom bar",
  items: [
    item(w.casino, "/casino", { icon: "dices" }),
    item(w.promotions, "/promotions", { icon: "gift" }),
    item(w.sports, "/sports", { icon: "trophy" }),
    item(w.liveSports, "/sports/sporturi-live", { icon: "radio" }),
  ],
});

const MENUS: Array<[string, (w: Words) => { title: string; items: NavigationItem[] }]> = [
  ["header", header],
  ["sidebar", sidebar],
  ["footer", footer],
  ["bottom-bar", bottomBar],
];

/** The header, sidebar, footer and bottom-bar menus (GET /api/nav/{slug}). */
export const NAVIGATION: SeedEntry[] = MENUS.map(([slug, build]) => ({
  type: "navigation",
  slug,
  en: build(EN),
  de: build(DE),
  "en-ca": build(EN_CA),
}));
