import { LOCALE_TAG, type UrlLocale } from "@casino/contract";

/** An amount in major units as the player reads it: "€1,234.50" / "1.234,50 €" by the page's language. */
export function formatMoney(amount: number, currency: string, locale: UrlLocale): string {
  try {
    return new Intl.NumberFormat(LOCALE_TAG[locale], {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
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
