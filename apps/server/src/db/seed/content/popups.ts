import { html, type SeedEntry } from "./seed-entry";

/**
 * Popups: a welcome for guests, the daily prize wheel for players, a brand-ambassador message, and one draft
 * (visible only in preview: `draft=2587` with a preview role) to show the editorial flow. The wheel's segments are
 * its prizes (engagement/calendar.config.ts WHEEL_PRIZES); the wheel itself says what they are, from the server.
 */
export const POPUPS: SeedEntry[] = [
  {
    type: "popup",
    slug: "welcome",
    sortOrder: 10,
    targeting: { audience: "guests" },
    en: {
      kind: "welcome",
      title: "Welcome to Vela",
      content: html(
        "<p>Casino, live casino and sports in one account, with games you can check and limits you control.</p>",
        "<p>New here? Your first deposit can be matched 100% up to {{money:200}}. 18+, terms apply.</p>",
      ),
      image: { src: "/brand/art-welcome.svg", alt: "" },
      cta: { label: "Create account", action: "register" },
      frequency: "once",
      delaySeconds: 3,
    },
    de: {
      kind: "welcome",
      title: "Willkommen bei Vela",
      content: html(
        "<p>Casino, Live-Casino und Sportwetten mit einem Konto — mit überprüfbaren Spielen und Limits, die du bestimmst.</p>",
        "<p>Neu hier? Deine erste Einzahlung kann bis {{money:200}} verdoppelt werden. 18+, es gelten die Bedingungen.</p>",
      ),
      image: { src: "/brand/art-welcome.svg", alt: "" },
      cta: { label: "Konto erstellen", action: "register" },
      frequency: "once",
      delaySeconds: 3,
    },
  },
  {
    type: "popup",
    slug: "daily-wheel",
    sortOrder: 20,
    targeting: { audience: "authenticated" },
    en: {
      kind: "prize-wheel",
      title: "Your daily spin of the Vela wheel",
      content: html(
        "<p>One free spin a day, no deposit needed. What you win is credited at once.</p>",
        "<p>What you win is decided on our server before the wheel turns; the animation only shows the result.</p>",
      ),
      wheel: {
        segments: [
          "50 loyalty points",
          "1.00 cash",
          "200 loyalty points",
          "5 free spins",
          "5.00 bonus money",
          "No prize this time",
          "10.00 cash",
          "50.00 cash",
        ],
        spinLabel: "Spin",
      },
      frequency: "session",
      delaySeconds: 5,
    },
    de: {
      kind: "prize-wheel",
      title: "Dein täglicher Dreh am Vela-Rad",
      content: html(
        "<p>Ein kostenloser Dreh pro Tag, ohne Einzahlung. Was du gewinnst, wird sofort gutgeschrieben.</p>",
        "<p>Was du gewinnst, entscheidet unser Server, bevor sich das Rad dreht; die Animation zeigt nur das Ergebnis.</p>",
      ),
      wheel: {
        segments: [
          "50 Treuepunkte",
          "1,00 Echtgeld",
          "200 Treuepunkte",
          "5 Freidrehungen",
          "5,00 Bonusgeld",
          "Diesmal kein Preis",
          "10,00 Echtgeld",
          "50,00 Echtgeld",
        ],
        spinLabel: "Drehen",
      },
      frequency: "session",
      delaySeconds: 5,
    },
  },
  {
    type: "popup",
    slug: "ambassador-mara",
    sortOrder: 30,
    en: {
      kind: "brand-ambassador",
      title: "A word from our ambassador",
      content: html(
        "<p>Mara joins Vela to talk about keeping sport and games fun. Read her tips on setting a budget in our responsible gambling guide.</p>",
      ),
      image: { src: "/brand/art-ambassador.svg", alt: "Portrait illustration of Mara Lindqvist" },
      ambassador: {
        name: "Mara Lindqvist",
        role: "Vela ambassador and former handball goalkeeper",
        quote:
          "On the pitch I always knew the score. I play the same way now: I decide my budget before the game starts, not during it.",
      },
      cta: { label: "Read the guide", link: "/responsible-gambling" },
      frequency: "once",
      delaySeconds: 10,
    },
    de: {
      kind: "brand-ambassador",
      title: "Ein Wort von unserer Botschafterin",
      content: html(
        "<p>Mara spricht für Vela darüber, wie Sport und Spiel Spaß bleiben. Ihre Tipps zum Budget findest du in unserem Ratgeber zum verantwortungsvollen Spielen.</p>",
      ),
      image: { src: "/brand/art-ambassador.svg", alt: "Porträt-Illustration von Mara Lindqvist" },
      ambassador: {
        name: "Mara Lindqvist",
        role: "Vela-Botschafterin und ehemalige Handball-Torhüterin",
        quote:
          "Auf dem Spielfeld kannte ich immer den Spielstand. So spiele ich heute noch: Mein Budget lege ich vor dem Spiel fest, nicht währenddessen.",
      },
      cta: { label: "Zum Ratgeber", link: "/responsible-gambling" },
      frequency: "once",
      delaySeconds: 10,
    },
  },
  {
    type: "popup",
    slug: "dice-launch",
    status: "draft",
    sortOrder: 40,
    en: {
      kind: "announcement",
      title: "New: Dice with odds you choose",
      content: html(
        "<p>Pick your target and direction, see your chance and payout before you roll. Provably fair like every Vela Original.</p>",
      ),
      cta: { label: "Play Dice", link: "/casino" },
      frequency: "once",
      delaySeconds: 2,
    },
    de: {
      kind: "announcement",
      title: "Neu: Dice mit selbst gewählter Gewinnchance",
      content: html(
        "<p>Wähle Ziel und Richtung und sieh Gewinnchance und Auszahlung, bevor du würfelst. Nachweislich fair wie jedes Vela Original.</p>",
      ),
      cta: { label: "Dice spielen", link: "/casino" },
      frequency: "once",
      delaySeconds: 2,
    },
  },
];
