import type { Currency, UrlLocale } from "@casino/contract";
import type { Db } from "../../platform/db";
import { type CountryRow, type CurrencyRow, referenceStore } from "./reference.store";

/** docs/product/i18n.md#currencies: with no usable country, guests see USD with 4 fraction digits. */
export const DEFAULT_CURRENCY: Currency = { code: "USD", fiat: true, fractionDigits: 4, symbol: "$" };

/** A currency as the session API shows it. */
export const toCurrency = (row: CurrencyRow): Currency => ({
  code: row.code,
  fiat: row.fiat,
  fractionDigits: row.fractionDigits,
  symbol: row.symbol,
});

const localName = (row: CountryRow, locale: UrlLocale) => row.name[locale] ?? row.name.en ?? row.code;

/** Reference data (currencies, countries, phone codes, states) from the seeded tables. */
export function createReferenceService(db: Db) {
  return {
    /** Currencies a player may choose. */
    async currencies() {
      const rows = await referenceStore.currencies(db, { enabledOnly: true });
      return rows.map((row) => ({ ...toCurrency(row), name: row.name }));
    },

    /** Countries with their names in `locale`, sorted by that name; `allowedOnly` keeps those that may register. */
    async countries(locale: UrlLocale, filter: { allowedOnly?: boolean } = {}) {
      const rows = await referenceStore.countries(db, filter);
      return rows
        .map((row) => ({
          code: row.code,
          name: localName(row, locale),
          phonePrefix: row.phonePrefix,
          currency: row.currency,
          registrationAllowed: row.registrationAllowed,
        }))
        .sort((a, b) => collatorOf(locale).compare(a.name, b.name));
    },

    /** Phone prefixes of the countries that may register. */
    async phoneCodes() {
      const rows = await referenceStore.countries(db, { allowedOnly: true });
      return rows.map((row) => ({ prefix: row.phonePrefix, country: row.code }));
    },

    async states(country: string) {
      return referenceStore.states(db, country);
    },

    async stateExists(country: string, code: string): Promise<boolean> {
      return referenceStore.stateExists(db, country, code);
    },

    async country(code: string): Promise<CountryRow | undefined> {
      return referenceStore.country(db, code.toUpperCase());
    },

    /** An enabled currency by code, or undefined. */
    async enabledCurrency(code: string): Promise<CurrencyRow | undefined> {
      const row = await referenceStore.currency(db, code.toUpperCase());
      return row?.enabled ? row : undefined;
    },

    /** Whether a prefix belongs to a country that may register. */
    async knownPhonePrefix(prefix: string): Promise<boolean> {
      const rows = await referenceStore.countries(db, { allowedOnly: true });
      return rows.some((row) => row.phonePrefix === prefix);
    },

    /**
     * A guest's country and currency: the first candidate that is a known country (else `fallback`), and that
     * country's currency when it takes players, else the default USD.
     */
    async guestDefaults(candidates: (string | undefined)[], fallback: string) {
      let country: CountryRow | undefined;
      for (const code of [...candidates, fallback]) {
        if (code && /^[A-Za-z]{2}$/.test(code))
          country = await referenceStore.country(db, code.toUpperCase());
        if (country) break;
      }
      const currency = country?.registrationAllowed
        ? await referenceStore.currency(db, country.currency)
        : undefined;
      const usd = currency ? undefined : await referenceStore.currency(db, DEFAULT_CURRENCY.code);
      return {
        country: country?.code ?? fallback.toUpperCase(),
        currency: currency ? toCurrency(currency) : usd ? toCurrency(usd) : DEFAULT_CURRENCY,
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

/** A collator per language, made once: `localeCompare` with a language made one for every comparison (6× slower). */
const collators = new Map<UrlLocale, Intl.Collator>();
function collatorOf(locale: UrlLocale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}
