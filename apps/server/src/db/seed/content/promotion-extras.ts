import { html, type SeedEntry } from "./seed-entry";

/** The promotions page around the cards: its banner, its intro and the text under the list. */
export const PROMOTION_EXTRAS: SeedEntry[] = [
  {
    type: "promotion-banner",
    slug: "promotions-hero",
    sortOrder: 10,
    en: {
      title: "Offers with the terms up front",
      subtitle: "Every bonus is optional, and every card shows its wagering before you opt in.",
      image: { src: "/brand/art-tournament.svg", alt: "A trophy under the northern lights" },
      cta: { label: "General bonus terms", link: "/bonus-terms" },
    },
    de: {
      title: "Angebote mit klaren Bedingungen",
      subtitle: "Jeder Bonus ist freiwillig, und jede Karte zeigt den Umsatz, bevor du teilnimmst.",
      image: { src: "/brand/art-tournament.svg", alt: "Ein Pokal unter Polarlichtern" },
      cta: { label: "Allgemeine Bonusbedingungen", link: "/bonus-terms" },
    },
  },
  {
    type: "promotion-banner",
    slug: "promotions-sports",
    sortOrder: 20,
    targeting: { audience: "identified" },
    en: {
      title: "New to the sportsbook?",
      subtitle: "Bet {{money:10}} at odds of 1.50 or more and get a {{money:5}} free bet. 18+, terms apply.",
      image: { src: "/brand/art-sports.svg", alt: "A ball on a floodlit pitch" },
      cta: { label: "Open sportsbook", link: "/sports" },
    },
    de: {
      title: "Neu bei den Sportwetten?",
      subtitle:
        "Wette {{money:10}} zu einer Quote ab 1,50 und erhalte eine Gratiswette über {{money:5}}. 18+, es gelten die Bedingungen.",
      image: { src: "/brand/art-sports.svg", alt: "Ein Ball auf einem Flutlichtplatz" },
      cta: { label: "Zu den Sportwetten", link: "/sports" },
    },
  },
  {
    type: "promotion-content",
    slug: "promotions-intro",
    en: {
      title: "Promotions",
      content: html(
        "<p>Pick the offers that suit the way you play — or none at all. Each card lists the minimum deposit, the wagering requirement and the time limit; the full terms are one tap away.</p>",
      ),
    },
    de: {
      title: "Aktionen",
      content: html(
        "<p>Wähle die Angebote, die zu deinem Spiel passen — oder gar keines. Jede Karte nennt Mindesteinzahlung, Umsatzbedingung und Frist; die vollständigen Bedingungen sind nur einen Klick entfernt.</p>",
      ),
    },
  },
  {
    type: "promotion-bottom",
    slug: "promotions-footer-note",
    en: {
      title: "Before you opt in",
      content: html(
        "<p>Bonus money can only be withdrawn after its wagering requirement is met, and it expires if the time limit passes. Your own deposit is always played first and is always yours to withdraw.</p>",
        '<p>Set a deposit limit before you claim an offer, and never deposit more to reach a bonus threshold than you planned to spend. Read the <a href="/bonus-terms">general bonus terms</a> and our <a href="/responsible-gambling">responsible gambling</a> page.</p>',
      ),
    },
    de: {
      title: "Bevor du teilnimmst",
      content: html(
        "<p>Bonusgeld kann erst ausgezahlt werden, wenn die Umsatzbedingung erfüllt ist, und es verfällt nach Ablauf der Frist. Deine eigene Einzahlung wird immer zuerst verwendet und gehört immer dir.</p>",
        '<p>Lege ein Einzahlungslimit fest, bevor du ein Angebot nutzt, und zahle nie mehr ein als geplant, nur um eine Bonusschwelle zu erreichen. Lies die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a> und unsere Seite <a href="/responsible-gambling">Verantwortungsvolles Spielen</a>.</p>',
      ),
    },
  },
];
