import type { UrlLocale } from "@casino/contract";
import type { MarketType } from "@casino/sports";
import { de } from "./de";
import { en } from "./en";
import { enCA } from "./en-ca";
import type { SportsbookTexts } from "./texts";

const TEXTS: Record<UrlLocale, SportsbookTexts> = { en, de, "en-ca": enCA };

export const textsFor = (locale: UrlLocale): SportsbookTexts => TEXTS[locale];

/** The teams of the event, for names that say "Harbour City" instead of "home". */
export interface Sides {
  home: string;
  away: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Line formats per number locale and sign, made once (an event page names dozens of markets, a bet each leg). */
const lineFormats = new Map<string, Intl.NumberFormat>();

/** A line as players read it: 2.5 / 2,5; handicaps with their sign (−0.75, +1.5, 0). */
function formatLine(texts: SportsbookTexts, line: number, signed: boolean): string {
  const key = `${texts.numberLocale}|${signed}`;
  let format = lineFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(texts.numberLocale, {
      maximumFractionDigits: 2,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    lineFormats.set(key, format);
  }
  return format.format(line);
}

const HANDICAPS = new Set<MarketType>(["asian_handicap", "spread"]);

/** "Total goals 2.5", "Asian handicap −0.75" (the home side's handicap), "Match result". */
export function marketName(locale: UrlLocale, market: { type: string; line: number | null }): string {
  const texts = textsFor(locale);
  const template = texts.markets[market.type as MarketType] ?? market.type;
  const line =
    market.line === null ? "" : formatLine(texts, market.line, HANDICAPS.has(market.type as MarketType));
  return fill(template, { line }).trim();
}

/** The selection as the slip shows it: a team name, "Draw", "Over 2.5", "Harbour City −0.75", "Alba 2-1". */
export function selectionName(
  locale: UrlLocale,
  market: { type: string; line: number | null },
  key: string,
  sides: Sides,
): string {
  const texts = textsFor(locale);
  const s = texts.selections;
  const line = market.line ?? 0;
  const values = { home: sides.home, away: sides.away, line: formatLine(texts, line, false) };
  if (HANDICAPS.has(market.type as MarketType) && (key === "home" || key === "away")) {
    const own = key === "home" ? line : -line;
    return `${sides[key]} ${formatLine(texts, own, true)}`;
  }
  if (market.type === "set_betting") {
    const [home = 0, away = 0] = key.split("-").map(Number);
    return `${home > away ? sides.home : sides.away} ${Math.max(home, away)}-${Math.min(home, away)}`;
  }
  switch (key) {
    case "home":
      return sides.home;
    case "away":
      return sides.away;
    case "draw":
      return s.draw;
    case "over":
      return fill(s.over, values);
    case "under":
      return fill(s.under, values);
    case "yes":
      return s.yes;
    case "no":
      return s.no;
    case "other":
      return s.otherScore;
    case "1X":
    case "home_draw":
      return fill(s.homeOrDraw, values);
    case "12":
    case "home_away":
      return fill(s.homeOrAway, values);
    case "X2":
    case "draw_away":
      return fill(s.drawOrAway, values);
    default:
      return key;
  }
}

/** Sport names in the locale (the menu). */
export const sportName = (locale: UrlLocale, sport: keyof SportsbookTexts["sports"]) =>
  textsFor(locale).sports[sport];
