import { canadian } from "./canadian";
import type { LegacyMoneyText } from "./legacy-money-texts";

// Data, not code: slide texts earlier seeds wrote that promised what the site does not have (issue 17, caught by
// promotions-backed.test.ts): dealers at the live casino (its tables are RNG games) and card and corner markets
// (the book offers none). The start-up upgrade replaces them with today's texts where they are still unedited.

const LIVE = {
  en: {
    title: "Live roulette and blackjack from our studio",
    subtitle: "Real dealers, table limits for every budget.",
  },
  de: {
    title: "Live-Roulette und Blackjack aus unserem Studio",
    subtitle: "Echte Croupiers, Tischlimits für jedes Budget.",
  },
};
const DERBY = {
  en: { subtitle: "Build your bet on goals, cards and corners." },
  de: { subtitle: "Stell deine Wette aus Toren, Karten und Ecken zusammen." },
};

/** Each field's old text in en, de and en-ca (the Canadian text was derived from the English one). */
function history(
  type: LegacyMoneyText["type"],
  slug: string,
  texts: { en: Record<string, string>; de: Record<string, string> },
) {
  const list = (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]]));
  const canadianFields = Object.fromEntries(
    Object.entries(texts.en).map(([field, text]) => [field, canadian(text)]),
  );
  return [
    { type, slug, locale: "en" as const, fields: list(texts.en) },
    { type, slug, locale: "de" as const, fields: list(texts.de) },
    { type, slug, locale: "en-ca" as const, fields: list(canadianFields) },
  ];
}

export const LEGACY_UNTRUE_TEXTS: LegacyMoneyText[] = [
  ...history("banner", "live-casino", LIVE),
  ...history("banner", "derby-weekend", DERBY),
];
