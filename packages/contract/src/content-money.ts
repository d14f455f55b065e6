import type { UrlLocale } from "./locale";
import { FORMAT_LOCALE } from "./locale.api";

/**
 * Money in CMS text (docs/decisions/0138-money-in-content-is-rendered-per-viewer.md): editors write `{{money:200}}`
 * (or `{{money:0.20}}`) where an amount goes, never a symbol. The content service renders it in the viewer's currency
 * and the page's language before it answers ("£200", "200 €", "CA$200" on /en, "$200" on /en-ca), so a text can never
 * name the wrong currency. One nominal amount for every currency, like the bonus campaigns behind the texts (a 200
 * cap is 200 in the player's own currency).
 */
export const MONEY_PLACEHOLDER = /\{\{\s*money\s*:\s*(\d{1,9}(?:\.\d{1,2})?)\s*\}\}/g;

/** An amount in major units as a content text shows it: no cents on a whole amount ("£200", "£0.20"). */
export function formatContentMoney(amount: number, currency: string, locale: UrlLocale): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}|${currency}|${digits}`;
  try {
    let format = moneyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(FORMAT_LOCALE[locale], {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      moneyFormats.set(key, format);
    }
    return format.format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Formats made once per language, currency and digits: a page renders many texts, each amount through one. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One text with its money placeholders rendered. */
export function renderMoneyText(text: string, currency: string, locale: UrlLocale): string {
  if (!text.includes("{{")) return text;
  return text.replace(MONEY_PLACEHOLDER, (_, amount: string) =>
    formatContentMoney(Number(amount), currency, locale),
  );
}

/** Every string inside `value` with its money placeholders rendered (fields of an entry, nested or not). */
export function renderMoney<T>(value: T, currency: string, locale: UrlLocale): T {
  if (typeof value === "string") return renderMoneyText(value, currency, locale) as T;
  if (Array.isArray(value)) return value.map((item) => renderMoney(item, currency, locale)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renderMoney(item, currency, locale)]),
    ) as T;
  }
  return value;
}
