/**
 * Shared Intl formatters, one per language and options. Building an `Intl.NumberFormat` or `DateTimeFormat` costs far
 * more than formatting with one, and a sportsbook page formats hundreds of prices and times on every odds update (on
 * a phone at 4× CPU slowdown, formatters built per price were most of /en/sports' blocking time; issue 21).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    // An invalid option (an unknown currency) throws here, and nothing is kept.
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
