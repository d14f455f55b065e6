/**
 * Currencies players can hold. USD is the default when nothing else applies (docs/product/i18n.md#currencies: 4
 * fraction digits shown).
 */
export const CURRENCIES = [
  { code: "EUR", name: "Euro", symbol: "€", fractionDigits: 2 },
  { code: "GBP", name: "Pound sterling", symbol: "£", fractionDigits: 2 },
  { code: "USD", name: "US dollar", symbol: "$", fractionDigits: 4 },
  { code: "CAD", name: "Canadian dollar", symbol: "CA$", fractionDigits: 2 },
  { code: "RON", name: "Romanian leu", symbol: "lei", fractionDigits: 2 },
  { code: "CHF", name: "Swiss franc", symbol: "CHF", fractionDigits: 2 },
  { code: "SEK", name: "Swedish krona", symbol: "kr", fractionDigits: 2 },
  { code: "NOK", name: "Norwegian krone", symbol: "kr", fractionDigits: 2 },
  { code: "DKK", name: "Danish krone", symbol: "kr", fractionDigits: 2 },
  { code: "PLN", name: "Polish złoty", symbol: "zł", fractionDigits: 2 },
];

type CountrySeed = {
  code: string;
  en: string;
  de: string;
  phonePrefix: string;
  currency: string;
  allowed?: boolean;
};

/**
 * Countries. `allowed: false` marks markets where we do not take players (US: not licensed; FR, ES, IT, NL, BE:
 * national licences we do not hold) — they can still be listed for addresses, but not register.
 */
export const COUNTRIES: CountrySeed[] = [
  { code: "GB", en: "United Kingdom", de: "Vereinigtes Königreich", phonePrefix: "+44", currency: "GBP" },
  { code: "IE", en: "Ireland", de: "Irland", phonePrefix: "+353", currency: "EUR" },
  { code: "MT", en: "Malta", de: "Malta", phonePrefix: "+356", currency: "EUR" },
  { code: "DE", en: "Germany", de: "Deutschland", phonePrefix: "+49", currency: "EUR" },
  { code: "AT", en: "Austria", de: "Österreich", phonePrefix: "+43", currency: "EUR" },
  { code: "CH", en: "Switzerland", de: "Schweiz", phonePrefix: "+41", currency: "CHF" },
  { code: "RO", en: "Romania", de: "Rumänien", phonePrefix: "+40", currency: "RON" },
  { code: "CA", en: "Canada", de: "Kanada", phonePrefix: "+1", currency: "CAD" },
  { code: "SE", en: "Sweden", de: "Schweden", phonePrefix: "+46", currency: "SEK" },
  { code: "NO", en: "Norway", de: "Norwegen", phonePrefix: "+47", currency: "NOK" },
  { code: "DK", en: "Denmark", de: "Dänemark", phonePrefix: "+45", currency: "DKK" },
  { code: "FI", en: "Finland", de: "Finnland", phonePrefix: "+358", currency: "EUR" },
  { code: "PL", en: "Poland", de: "Polen", phonePrefix: "+48", currency: "PLN" },
  { code: "LU", en: "Luxembourg", de: "Luxemburg", phonePrefix: "+352", currency: "EUR" },
  {
    code: "US",
    en: "United States",
    de: "Vereinigte Staaten",
    phonePrefix: "+1",
    currency: "USD",
    allowed: false,
  },
  { code: "FR", en: "France", de: "Frankreich", phonePrefix: "+33", currency: "EUR", allowed: false },
  { code: "ES", en: "Spain", de: "Spanien", phonePrefix: "+34", currency: "EUR", allowed: false },
  { code: "IT", en: "Italy", de: "Italien", phonePrefix: "+39", currency: "EUR", allowed: false },
  { code: "NL", en: "Netherlands", de: "Niederlande", phonePrefix: "+31", currency: "EUR", allowed: false },
  { code: "BE", en: "Belgium", de: "Belgien", phonePrefix: "+32", currency: "EUR", allowed: false },
];

/** States/provinces/counties where the address needs one. */
export const STATES: { country: string; code: string; name: string }[] = [
  ...[
    ["AB", "Alberta"],
    ["BC", "British Columbia"],
    ["MB", "Manitoba"],
    ["NB", "New Brunswick"],
    ["NL", "Newfoundland and Labrador"],
    ["NS", "Nova Scotia"],
    ["NT", "Northwest Territories"],
    ["NU", "Nunavut"],
    ["ON", "Ontario"],
    ["PE", "Prince Edward Island"],
    ["QC", "Quebec"],
    ["SK", "Saskatchewan"],
    ["YT", "Yukon"],
  ].map(([code, name]) => ({ country: "CA", code: code!, name: name! })),
  ...[
    ["B", "București"],
    ["CJ", "Cluj"],
    ["TM", "Timiș"],
    ["IS", "Iași"],
    ["CT", "Constanța"],
    ["BV", "Brașov"],
    ["DJ", "Dolj"],
    ["PH", "Prahova"],
    ["SB", "Sibiu"],
    ["AR", "Arad"],
  ].map(([code, name]) => ({ country: "RO", code: code!, name: name! })),
  ...[
    ["BW", "Baden-Württemberg"],
    ["BY", "Bayern"],
    ["BE", "Berlin"],
    ["BB", "Brandenburg"],
    ["HB", "Bremen"],
    ["HH", "Hamburg"],
    ["HE", "Hessen"],
    ["MV", "Mecklenburg-Vorpommern"],
    ["NI", "Niedersachsen"],
    ["NW", "Nordrhein-Westfalen"],
    ["RP", "Rheinland-Pfalz"],
    ["SL", "Saarland"],
    ["SN", "Sachsen"],
    ["ST", "Sachsen-Anhalt"],
    ["SH", "Schleswig-Holstein"],
    ["TH", "Thüringen"],
  ].map(([code, name]) => ({ country: "DE", code: code!, name: name! })),
];

/** The consents players answer. T&C must be accepted; the marketing ones are optional and restrict marketing. */
export const CONSENTS = [
  {
    tagCode: "termsandconditions",
    version: 1,
    mustAccept: true,
    marketing: false,
    sortOrder: 1,
    description: {
      en: "I am over 18 and accept the Terms & Conditions and the Privacy Policy.",
      de: "Ich bin über 18 Jahre alt und akzeptiere die AGB und die Datenschutzerklärung.",
      "en-ca": "I am of legal age in my province and accept the Terms & Conditions and the Privacy Policy.",
    },
  },
  {
    tagCode: "emailmarketing",
    version: 1,
    mustAccept: false,
    marketing: true,
    sortOrder: 2,
    description: {
      en: "Send me offers and news by e-mail.",
      de: "Senden Sie mir Angebote und Neuigkeiten per E-Mail.",
      "en-ca": "Send me offers and news by e-mail.",
    },
  },
  {
    tagCode: "sms",
    version: 1,
    mustAccept: false,
    marketing: true,
    sortOrder: 3,
    description: {
      en: "Send me offers by text message.",
      de: "Senden Sie mir Angebote per SMS.",
      "en-ca": "Send me offers by text message.",
    },
  },
  {
    tagCode: "3rdparty",
    version: 1,
    mustAccept: false,
    marketing: true,
    sortOrder: 4,
    description: {
      en: "Share my details with selected partners for their offers.",
      de: "Meine Daten für Angebote an ausgewählte Partner weitergeben.",
      "en-ca": "Share my details with selected partners for their offers.",
    },
  },
];
