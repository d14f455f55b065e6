import type { SeedEntry } from "./seed-entry";

const art = (name: string, alt: string) => ({ src: `/brand/art-${name}.svg`, alt });

/**
 * The home carousel: one slide of each kind (docs/product/content.md#slides), with targeting examples — the welcome
 * offer for guests only, the reload for logged-in players only, the free-spins reminder for holders of its bonus
 * code.
 */
export const BANNERS: SeedEntry[] = [
  {
    type: "banner",
    slug: "welcome-guests",
    sortOrder: 10,
    targeting: { audience: "guests" },
    en: {
      kind: "cta-slide",
      title: "Your first deposit, matched 100% up to {{money:200}}",
      subtitle: "18+. Opt in, 30× wagering within 30 days. Terms apply.",
      image: art("welcome", "A gold star over a purple night sky"),
      cta: { label: "Join Vela", link: "/register" },
    },
    de: {
      kind: "cta-slide",
      title: "Deine erste Einzahlung, verdoppelt bis {{money:200}}",
      subtitle: "18+. Teilnahme erforderlich, 30-facher Umsatz in 30 Tagen. Es gelten die Bedingungen.",
      image: art("welcome", "Ein goldener Stern am violetten Nachthimmel"),
      cta: { label: "Jetzt registrieren", link: "/register" },
    },
  },
  {
    type: "banner",
    slug: "reload-players",
    sortOrder: 20,
    targeting: { audience: "authenticated" },
    en: {
      kind: "action-slide",
      title: "Friday reload: 50% up to {{money:100}}",
      subtitle: "Select it in the cashier on any Friday. 30× wagering, 14 days. Terms apply.",
      image: art("reload", "A purple coin with a circular arrow"),
      cta: { label: "Deposit", action: "deposit" },
    },
    de: {
      kind: "action-slide",
      title: "Freitags-Reload: 50 % bis {{money:100}}",
      subtitle: "Freitags an der Kasse auswählen. 30-facher Umsatz, 14 Tage. Es gelten die Bedingungen.",
      image: art("reload", "Eine violette Münze mit kreisförmigem Pfeil"),
      cta: { label: "Einzahlen", action: "deposit" },
    },
  },
  {
    type: "banner",
    slug: "live-casino",
    sortOrder: 30,
    en: {
      kind: "link-slide",
      title: "Shared roulette tables and blackjack from our studio",
      subtitle: "RNG games: one spin for everyone at the table, with table limits for every budget.",
      image: art("live", "A roulette wheel under studio lights"),
      link: "/live-casino",
      target: "_self",
    },
    de: {
      kind: "link-slide",
      title: "Gemeinsame Roulette-Tische und Blackjack aus unserem Studio",
      subtitle: "RNG-Spiele: ein Dreh für alle am Tisch, mit Tischlimits für jedes Budget.",
      image: art("live", "Ein Roulettekessel im Studiolicht"),
      link: "/live-casino",
      target: "_self",
    },
  },
  {
    type: "banner",
    slug: "derby-weekend",
    sortOrder: 40,
    en: {
      kind: "event-slide",
      title: "Premier Division: pre-match and live odds",
      subtitle: "Build your bet on the result, goals and both teams to score.",
      image: art("sports", "A ball on a floodlit pitch"),
      event: { competitionId: "football-premier-division" },
      cta: { label: "See the odds", link: "/sports" },
    },
    de: {
      kind: "event-slide",
      title: "Premier Division: Quoten vor dem Spiel und live",
      subtitle: "Stell deine Wette aus Ergebnis, Toren und „Beide Teams treffen“ zusammen.",
      image: art("sports", "Ein Ball auf einem Flutlichtplatz"),
      event: { competitionId: "football-premier-division" },
      cta: { label: "Zu den Quoten", link: "/sports" },
    },
  },
  {
    type: "banner",
    slug: "mega-jackpot",
    sortOrder: 50,
    en: {
      kind: "jackpot-slide",
      title: "Vela Mega Jackpot",
      subtitle: "Any spin on a jackpot slot can trigger it.",
      image: art("jackpot", "A treasure chest overflowing with gold"),
      jackpot: { name: "Vela Mega Jackpot", jackpotId: "vela-mega", currency: "EUR", amount: 125430.5 },
      cta: { label: "Jackpot games", link: "/casino" },
    },
    de: {
      kind: "jackpot-slide",
      title: "Vela Mega Jackpot",
      subtitle: "Jede Drehung an einem Jackpot-Slot kann ihn auslösen.",
      image: art("jackpot", "Eine Schatztruhe voller Gold"),
      jackpot: { name: "Vela Mega Jackpot", jackpotId: "vela-mega", currency: "EUR", amount: 125430.5 },
      cta: { label: "Jackpot-Spiele", link: "/casino" },
    },
  },
  {
    type: "banner",
    slug: "comet-spins-reminder",
    sortOrder: 60,
    targeting: { audience: "authenticated", bonusCodes: ["COMET50"] },
    en: {
      kind: "cta-slide",
      title: "Your 50 free spins are waiting",
      subtitle: "Use them on Comet Cascade within 7 days.",
      image: art("free-spins", "Comets falling across slot reels"),
      cta: { label: "Play Comet Cascade", link: "/casino" },
    },
    de: {
      kind: "cta-slide",
      title: "Deine 50 Freidrehungen warten",
      subtitle: "Nutze sie innerhalb von 7 Tagen in Comet Cascade.",
      image: art("free-spins", "Kometen fallen über Slot-Walzen"),
      cta: { label: "Comet Cascade spielen", link: "/casino" },
    },
  },
];
