import { COMPANY_NAME, LICENCE_NUMBER } from "@casino/contract";
import { canadian } from "./canadian";
import { html, type SeedEntry } from "./seed-entry";

// Logos are drawn for the project (apps/web/public/brand); no third-party marks. Operators replace the company
// and licence details, and point the social links at their own accounts.
const seals = (ageLabel: string, rgLabel: string, licenceLabel: string) => [
  { name: licenceLabel, icon: "/brand/seal-license.svg", link: "/terms-and-conditions", target: "_self" },
  { name: ageLabel, icon: "/brand/badge-18plus.svg", link: "/responsible-gambling", target: "_self" },
  {
    name: rgLabel,
    icon: "/brand/badge-play-responsibly.svg",
    link: "/responsible-gambling",
    target: "_self",
  },
];

const SOCIAL = [
  {
    name: "Instagram",
    icon: "/brand/social-photos.svg",
    link: "https://www.instagram.com/",
    target: "_blank",
  },
  { name: "YouTube", icon: "/brand/social-video.svg", link: "https://www.youtube.com/", target: "_blank" },
  { name: "Telegram", icon: "/brand/social-chat.svg", link: "https://telegram.org/", target: "_blank" },
];

const PROVIDERS = [
  { name: "Vela Originals", icon: "/brand/provider-vela-originals.svg", link: "/casino", target: "_self" },
  { name: "Vela Live", icon: "/brand/provider-vela-live.svg", link: "/live-casino", target: "_self" },
  { name: "Vela Sportsbook", icon: "/brand/provider-vela-sportsbook.svg", link: "/sports", target: "_self" },
];

const FOOTER_EN = {
  seals: seals("Adults only (18+)", "Play responsibly", "Licensed operator"),
  social: SOCIAL,
  providers: PROVIDERS,
  copyright: `${COMPANY_NAME} All rights reserved.`,
  license: html(
    `<p>Vela is operated by ${COMPANY_NAME}, company number C 00000, licensed and regulated under licence ${LICENCE_NUMBER}. Gambling can be addictive: please play responsibly and only with money you can afford to lose.</p>`,
    '<p>Only players aged 18 or over may open an account. Need support? Visit our <a href="/responsible-gambling">responsible gambling</a> page.</p>',
  ),
};

/** The footer's logo rows and licence text (one entry, slug "main"). */
export const FOOTER: SeedEntry[] = [
  {
    type: "footer",
    slug: "main",
    en: FOOTER_EN,
    // The gambling age differs by province: 19, or 18 in Alberta, Manitoba and Quebec.
    "en-ca": {
      ...canadian(FOOTER_EN),
      seals: seals("Adults only (19+, 18+ in AB, MB, QC)", "Play responsibly", "Licensed operator"),
    },
    de: {
      seals: seals("Spielen ab 18 Jahren", "Verantwortungsvoll spielen", "Lizenzierter Anbieter"),
      social: SOCIAL,
      providers: PROVIDERS,
      copyright: `${COMPANY_NAME} Alle Rechte vorbehalten.`,
      license: html(
        `<p>Vela wird von der ${COMPANY_NAME}, Handelsregisternummer C 00000, betrieben und ist unter der Lizenz ${LICENCE_NUMBER} zugelassen und reguliert. Glücksspiel kann süchtig machen: Spiele verantwortungsvoll und nur mit Geld, dessen Verlust du dir leisten kannst.</p>`,
        '<p>Ein Konto dürfen nur Personen ab 18 Jahren eröffnen. Du brauchst Unterstützung? Besuche unsere Seite <a href="/responsible-gambling">Verantwortungsvolles Spielen</a>.</p>',
      ),
    },
  },
];

const method = (
  slug: string,
  sortOrder: number,
  icon: string,
  usage: string[],
  en: [string, string],
  de: [string, string],
): SeedEntry => ({
  type: "payment-method",
  slug,
  sortOrder,
  en: { name: en[0], processingTime: en[1], link: "/faq", target: "_self", icons: [icon], usage },
  de: { name: de[0], processingTime: de[1], link: "/faq", target: "_self", icons: [icon], usage },
});

/** Payment methods (GET /api/payment-method and the footer's payment row), drawn generically. */
export const PAYMENT_METHODS: SeedEntry[] = [
  method(
    "card",
    10,
    "/brand/pay-card.svg",
    ["deposit", "withdrawal"],
    ["Card", "Deposits instant, withdrawals 1–3 banking days"],
    ["Karte", "Einzahlung sofort, Auszahlung in 1–3 Bankarbeitstagen"],
  ),
  method(
    "bank-transfer",
    20,
    "/brand/pay-bank-transfer.svg",
    ["deposit", "withdrawal"],
    ["Bank transfer", "1–3 banking days"],
    ["Banküberweisung", "1–3 Bankarbeitstage"],
  ),
  method(
    "e-wallet",
    30,
    "/brand/pay-ewallet.svg",
    ["deposit", "withdrawal"],
    ["E-wallet", "Within minutes after approval"],
    ["E-Wallet", "Wenige Minuten nach der Freigabe"],
  ),
  method(
    "instant-banking",
    40,
    "/brand/pay-instant-banking.svg",
    ["deposit"],
    ["Instant banking", "Instant"],
    ["Online-Banking", "Sofort"],
  ),
  method(
    "prepaid-voucher",
    50,
    "/brand/pay-voucher.svg",
    ["deposit"],
    ["Prepaid voucher", "Instant"],
    ["Prepaid-Gutschein", "Sofort"],
  ),
];
