import { html, type SeedEntry } from "./seed-entry";

/** Casino promotions: welcome match, free spins and the weekly reload. Amounts in EUR (en-CA: CAD). */
export const CASINO_PROMOTIONS: SeedEntry[] = [
  {
    type: "promotion",
    slug: "welcome-match",
    sortOrder: 10,
    en: {
      title: "100% welcome match up to {{money:200}}",
      summary:
        "Double your first deposit: we match it 100% up to {{money:200}} in bonus money. Opt in when you deposit.",
      category: "casino",
      badge: "New players",
      bonusCode: "WELCOME100",
      image: { src: "/brand/art-welcome.svg", alt: "A gold star over a purple night sky" },
      cta: { label: "Register", action: "register" },
      content: html(
        "<p>Make your first deposit of {{money:10}} or more, select the welcome bonus in the cashier, and we add the same amount again as bonus money, up to {{money:200}}.</p>",
        "<p>Example: deposit {{money:50}} and play with {{money:50}} of your own money plus {{money:50}} bonus.</p>",
      ),
      terms: html(
        '<ul><li>New players only, aged 18 or over; one welcome bonus per person, household and device.</li><li>Minimum deposit {{money:10}}. Opt in before you deposit; the bonus cannot be added afterwards.</li><li>Wagering 30× the bonus amount within 30 days. Slots count 100%, dice 50%, roulette and blackjack 10%, live casino 0%.</li><li>Highest stake while the bonus is active: {{money:5}} per spin or hand.</li><li>You can cancel the bonus at any time; the bonus and winnings still tied to it are then removed.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ),
    },
    de: {
      title: "100 % Willkommensbonus bis {{money:200}}",
      summary:
        "Wir verdoppeln deine erste Einzahlung: 100 % Bonusgeld bis {{money:200}}. Wähle den Bonus bei der Einzahlung aus.",
      category: "casino",
      badge: "Neukunden",
      bonusCode: "WELCOME100",
      image: { src: "/brand/art-welcome.svg", alt: "Ein goldener Stern am violetten Nachthimmel" },
      cta: { label: "Registrieren", action: "register" },
      content: html(
        "<p>Zahle zum ersten Mal {{money:10}} oder mehr ein, wähle an der Kasse den Willkommensbonus, und wir legen denselben Betrag als Bonusgeld dazu, bis zu {{money:200}}.</p>",
        "<p>Beispiel: Du zahlst {{money:50}} ein und spielst mit {{money:50}} eigenem Geld plus {{money:50}} Bonus.</p>",
      ),
      terms: html(
        '<ul><li>Nur für neue Spieler ab 18 Jahren; ein Willkommensbonus pro Person, Haushalt und Gerät.</li><li>Mindesteinzahlung {{money:10}}. Wähle den Bonus vor der Einzahlung; nachträglich ist das nicht möglich.</li><li>Umsatz: 30-mal der Bonusbetrag innerhalb von 30 Tagen. Slots zählen 100 %, Dice 50 %, Roulette und Blackjack 10 %, Live-Casino 0 %.</li><li>Höchsteinsatz bei aktivem Bonus: {{money:5}} pro Drehung oder Hand.</li><li>Du kannst den Bonus jederzeit stornieren; Bonus und daran gebundene Gewinne werden dann entfernt.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ),
    },
  },
  {
    type: "promotion",
    slug: "free-spins-comet-cascade",
    sortOrder: 20,
    en: {
      title: "50 free spins on Comet Cascade",
      summary:
        "Deposit {{money:20}} or more this week and get 50 free spins on Comet Cascade, our cascading-reels slot.",
      category: "casino",
      badge: "This week",
      bonusCode: "COMET50",
      image: { src: "/brand/art-free-spins.svg", alt: "Comets falling across slot reels" },
      cta: { label: "Deposit", action: "deposit" },
      content: html(
        "<p>Opt in with the code COMET50 when you deposit {{money:20}} or more between Monday and Sunday. Your 50 free spins, worth {{money:0.20}} each, are added to Comet Cascade straight away.</p>",
        "<p>Comet Cascade is a high-volatility slot: wins are less frequent but can be larger. Its RTP and hit frequency are shown on the game page.</p>",
      ),
      terms: html(
        '<ul><li>Players aged 18 or over with a verified e-mail address. Once per player per week.</li><li>Free spins must be used within 7 days of being added.</li><li>Winnings from free spins are paid as bonus money with 20× wagering within 14 days, capped at {{money:100}}.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ),
    },
    de: {
      title: "50 Freidrehungen für Comet Cascade",
      summary:
        "Zahle diese Woche mindestens {{money:20}} ein und erhalte 50 Freidrehungen für Comet Cascade, unseren Slot mit fallenden Walzen.",
      category: "casino",
      badge: "Diese Woche",
      bonusCode: "COMET50",
      image: { src: "/brand/art-free-spins.svg", alt: "Kometen fallen über Slot-Walzen" },
      cta: { label: "Einzahlen", action: "deposit" },
      content: html(
        "<p>Gib zwischen Montag und Sonntag bei einer Einzahlung ab {{money:20}} den Code COMET50 ein. Deine 50 Freidrehungen zu je {{money:0.20}} werden sofort in Comet Cascade gutgeschrieben.</p>",
        "<p>Comet Cascade ist ein Slot mit hoher Volatilität: Gewinne kommen seltener, können aber höher ausfallen. Auszahlungsquote und Trefferhäufigkeit stehen auf der Spielseite.</p>",
      ),
      terms: html(
        '<ul><li>Für Spieler ab 18 Jahren mit bestätigter E-Mail-Adresse. Einmal pro Spieler und Woche.</li><li>Die Freidrehungen müssen innerhalb von 7 Tagen genutzt werden.</li><li>Gewinne aus Freidrehungen werden als Bonusgeld mit 20-fachem Umsatz innerhalb von 14 Tagen gutgeschrieben, höchstens {{money:100}}.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ),
    },
  },
  {
    type: "promotion",
    slug: "weekly-reload",
    sortOrder: 30,
    en: {
      title: "Friday reload: 50% up to {{money:100}}",
      summary: "Every Friday, get 50% extra on one deposit, up to {{money:100}} in bonus money.",
      category: "casino",
      badge: "Weekly",
      bonusCode: "RELOAD50",
      image: { src: "/brand/art-reload.svg", alt: "A purple coin with a circular arrow" },
      cta: { label: "Deposit", action: "deposit" },
      content: html(
        "<p>On Fridays (Europe/Amsterdam time), select the Friday reload in the cashier when you deposit {{money:20}} or more. We add 50% of your deposit as bonus money, up to {{money:100}}.</p>",
        "<p>Only deposit what fits your budget for the week — the offer comes back every Friday.</p>",
      ),
      terms: html(
        '<ul><li>Players aged 18 or over with at least one previous deposit. Once per Friday.</li><li>Wagering 30× the bonus amount within 14 days; game contributions as in the general bonus terms.</li><li>Highest stake while the bonus is active: {{money:5}}.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ),
    },
    de: {
      title: "Freitags-Reload: 50 % bis {{money:100}}",
      summary: "Jeden Freitag 50 % extra auf eine Einzahlung, bis zu {{money:100}} Bonusgeld.",
      category: "casino",
      badge: "Wöchentlich",
      bonusCode: "RELOAD50",
      image: { src: "/brand/art-reload.svg", alt: "Eine violette Münze mit kreisförmigem Pfeil" },
      cta: { label: "Einzahlen", action: "deposit" },
      content: html(
        "<p>Wähle freitags (Zeitzone Europe/Amsterdam) an der Kasse den Freitags-Reload, wenn du mindestens {{money:20}} einzahlst. Wir legen 50 % deiner Einzahlung als Bonusgeld dazu, bis zu {{money:100}}.</p>",
        "<p>Zahle nur ein, was in dein Wochenbudget passt — das Angebot kommt jeden Freitag wieder.</p>",
      ),
      terms: html(
        '<ul><li>Für Spieler ab 18 Jahren mit mindestens einer früheren Einzahlung. Einmal pro Freitag.</li><li>Umsatz: 30-mal der Bonusbetrag innerhalb von 14 Tagen; Spielgewichtung gemäß den allgemeinen Bonusbedingungen.</li><li>Höchsteinsatz bei aktivem Bonus: {{money:5}}.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ),
    },
  },
];
