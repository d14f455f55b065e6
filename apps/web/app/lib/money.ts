import { FORMAT_LOCALE, type UrlLocale } from "@casino/contract";
import { numberFormat } from "../i18n/intl";

/**
 * An amount in major units as the player reads it: "€1,234.50" / "1.234,50 €" by the page's language.
 * `whole` drops the cents of a round amount ("£25" on a preset chip) and keeps them otherwise.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: UrlLocale,
  { whole = false }: { whole?: boolean } = {},
): string {
  const digits = whole && Number.isInteger(amount) ? 0 : 2;
  try {
    return numberFormat(FORMAT_LOCALE[locale], {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${amount} ${currency}`;
  }
}

/**
 * A typed amount in major units, or null when it is not a plain positive number with at most two decimals.
 * Accepts a comma as the decimal separator (German keyboards).
 */
export function parseAmountInput(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return value > 0 ? value : null;
}

/** An amount as text for an input, in the page's decimal separator: 25 → "25", 12.5 → "12,50" in German. */
export function amountInputText(amount: number, locale: UrlLocale): string {
  // Cents as an integer first: the text is exact whatever the float (12.5 → "12.50").
  const cents = Math.round(amount * 100);
  const text =
    cents % 100 === 0
      ? String(cents / 100)
      : `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;
  return locale === "de" ? text.replace(".", ",") : text;
}

/** A plain decimal (a dice roll, a percentage) in the page's language with a fixed number of digits. */
export function formatDecimal(value: number, locale: UrlLocale, digits = 2): string {
  return numberFormat(FORMAT_LOCALE[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
