import type { ContentType, UrlLocale } from "@casino/contract";

// Data, not code: the texts earlier versions of this seed wrote with a literal amount ("€200", and "CA$200" in
// Canadian English) where today's seed has a {{money:N}} placeholder the server renders in the viewer's currency.
// Taken from every earlier version of db/seed/content in the repository's history (issue 17). The upgrade
// (money-text-upgrade.ts) replaces a stored field with today's text only when it is exactly one of these, so an
// operator's edit is never touched.

/** One seeded entry's fields and, for each, every text an earlier seed wrote into it. */
export interface LegacyMoneyText {
  type: ContentType;
  slug: string;
  locale: UrlLocale;
  fields: Record<string, string[]>;
}

export const LEGACY_MONEY_TEXTS: LegacyMoneyText[] = [
  {
    type: "banner",
    slug: "reload-players",
    locale: "de",
    fields: {
      title: ["Freitags-Reload: 50 % bis 100 €"],
    },
  },
  {
    type: "banner",
    slug: "reload-players",
    locale: "en",
    fields: {
      title: ["Friday reload: 50% up to €100"],
    },
  },
  {
    type: "banner",
    slug: "reload-players",
    locale: "en-ca",
    fields: {
      title: ["Friday reload: 50% up to CA$100"],
    },
  },
  {
    type: "banner",
    slug: "welcome-guests",
    locale: "de",
    fields: {
      title: ["Deine erste Einzahlung, verdoppelt bis 200 €"],
    },
  },
  {
    type: "banner",
    slug: "welcome-guests",
    locale: "en",
    fields: {
      title: ["Your first deposit, matched 100% up to €200"],
    },
  },
  {
    type: "banner",
    slug: "welcome-guests",
    locale: "en-ca",
    fields: {
      title: ["Your first deposit, matched 100% up to CA$200"],
    },
  },
  {
    type: "page",
    slug: "bonus-terms",
    locale: "de",
    fields: {
      content: [
        '<h1>Allgemeine Bonusbedingungen</h1>\n<p>Diese Bedingungen gelten für jeden Bonus und jede Freidrehung bei Vela, zusammen mit den Bedingungen des jeweiligen Angebots. Weichen beide voneinander ab, gelten die Bedingungen des Angebots.</p>\n<h2>Teilnahme</h2>\n<p>Kein Bonus wird ohne deine Entscheidung gutgeschrieben. Wähle ihn an der Kasse oder unter „Meine Boni“ aus oder gib seinen Code ein. Wählst du keinen Bonus, spielst du ausschließlich mit deinem eigenen Geld.</p>\n<h2>Umsatzbedingungen</h2>\n<p>Bonusgeld muss mehrfach umgesetzt werden, bevor es zu Echtgeld wird, zum Beispiel 30-mal der Bonusbetrag. Zuerst wird immer dein Echtgeld verwendet, Bonusgeld erst, wenn das Echtgeldguthaben aufgebraucht ist. Den Fortschritt siehst du unter „Meine Boni“.</p>\n<table><thead><tr><th scope="col">Spielart</th><th scope="col">Anteil am Umsatz</th></tr></thead><tbody><tr><td>Slots</td><td>100 %</td></tr><tr><td>Dice</td><td>50 %</td></tr><tr><td>Roulette und Blackjack</td><td>10 %</td></tr><tr><td>Live-Casino</td><td>0 %</td></tr></tbody></table>\n<h2>Grenzen während eines aktiven Bonus</h2>\n<ul><li>Der höchste Einsatz pro Drehung oder Hand beträgt 5 € (oder den Gegenwert in deiner Kontowährung).</li><li>Bonus und Gewinne verfallen, wenn der Umsatz nicht innerhalb der im Angebot genannten Frist erreicht wird, meist 30 Tage.</li><li>Gewinne aus Freidrehungen werden als Bonusgeld mit der im Angebot genannten Umsatzbedingung gutgeschrieben.</li></ul>\n<h2>Stornierung</h2>\n<p>Du kannst einen aktiven Bonus jederzeit stornieren. Der Bonus und noch daran gebundene Gewinne werden entfernt, dein Echtgeld bleibt unberührt. Eine Auszahlungsanfrage während eines aktiven Bonus storniert diesen Bonus.</p>\n<h2>Faire Nutzung</h2>\n<p>Angebote dienen deiner persönlichen Unterhaltung. Wir können einen Bonus zurückhalten, wenn mehrere Konten genutzt werden oder Wetten nur platziert werden, um den Bonus ohne echtes Risiko zu erhalten (etwa alle Ausgänge einer Roulette-Runde abzudecken). Unsere Entscheidung begründen wir immer.</p>',
      ],
    },
  },
  {
    type: "page",
    slug: "bonus-terms",
    locale: "en",
    fields: {
      content: [
        '<h1>General bonus terms</h1>\n<p>These terms apply to every bonus and free spin at Vela, together with the terms of the individual offer. Where the two differ, the offer\'s own terms apply.</p>\n<h2>Opting in</h2>\n<p>No bonus is added without your choice. Select it in the cashier or under My bonuses, or enter its code. You can play with your own money only by not selecting a bonus.</p>\n<h2>Wagering requirements</h2>\n<p>Bonus money must be wagered a number of times before it turns into real money, for example 30 times the bonus amount. Your real money is always used first; bonus money is used once your real balance is empty. The progress is shown under My bonuses.</p>\n<table><thead><tr><th scope="col">Game type</th><th scope="col">Counts towards wagering</th></tr></thead><tbody><tr><td>Slots</td><td>100%</td></tr><tr><td>Dice</td><td>50%</td></tr><tr><td>Roulette and blackjack</td><td>10%</td></tr><tr><td>Live casino</td><td>0%</td></tr></tbody></table>\n<h2>Limits while a bonus is active</h2>\n<ul><li>The highest stake per spin or hand is €5 (or the equivalent in your account currency).</li><li>A bonus and its winnings expire if the wagering is not completed within the time stated in the offer, usually 30 days.</li><li>Winnings from free spins are paid as bonus money with the wagering stated in the offer.</li></ul>\n<h2>Cancelling</h2>\n<p>You may cancel an active bonus at any time. The bonus and any winnings still tied to it are removed; your real-money balance stays untouched. Asking for a withdrawal while a bonus is active cancels that bonus.</p>\n<h2>Fair use</h2>\n<p>Offers are for personal entertainment. We may withhold a bonus where several accounts are used, or where bets are placed to extract the bonus without real risk (for example, covering every outcome of a roulette spin). We will always explain our decision.</p>',
      ],
    },
  },
  {
    type: "page",
    slug: "bonus-terms",
    locale: "en-ca",
    fields: {
      content: [
        '<h1>General bonus terms</h1>\n<p>These terms apply to every bonus and free spin at Vela, together with the terms of the individual offer. Where the two differ, the offer\'s own terms apply.</p>\n<h2>Opting in</h2>\n<p>No bonus is added without your choice. Select it in the cashier or under My bonuses, or enter its code. You can play with your own money only by not selecting a bonus.</p>\n<h2>Wagering requirements</h2>\n<p>Bonus money must be wagered a number of times before it turns into real money, for example 30 times the bonus amount. Your real money is always used first; bonus money is used once your real balance is empty. The progress is shown under My bonuses.</p>\n<table><thead><tr><th scope="col">Game type</th><th scope="col">Counts towards wagering</th></tr></thead><tbody><tr><td>Slots</td><td>100%</td></tr><tr><td>Dice</td><td>50%</td></tr><tr><td>Roulette and blackjack</td><td>10%</td></tr><tr><td>Live casino</td><td>0%</td></tr></tbody></table>\n<h2>Limits while a bonus is active</h2>\n<ul><li>The highest stake per spin or hand is CA$5 (or the equivalent in your account currency).</li><li>A bonus and its winnings expire if the wagering is not completed within the time stated in the offer, usually 30 days.</li><li>Winnings from free spins are paid as bonus money with the wagering stated in the offer.</li></ul>\n<h2>Cancelling</h2>\n<p>You may cancel an active bonus at any time. The bonus and any winnings still tied to it are removed; your real-money balance stays untouched. Asking for a withdrawal while a bonus is active cancels that bonus.</p>\n<h2>Fair use</h2>\n<p>Offers are for personal entertainment. We may withhold a bonus where several accounts are used, or where bets are placed to extract the bonus without real risk (for example, covering every outcome of a roulette spin). We will always explain our decision.</p>',
      ],
    },
  },
  {
    type: "page",
    slug: "faq",
    locale: "de",
    fields: {
      content: [
        "<h1>Häufige Fragen</h1>\n<h2>Konto</h2>\n<h3>Warum braucht ihr meine Dokumente?</h3>\n<p>Das Gesetz verpflichtet uns, dein Alter und deine Identität zu bestätigen und die Herkunft eingezahlter Gelder zu prüfen. Wir fragen nur nach dem Nötigen und erklären im Bereich „Dokumente“ deines Profils, wozu.</p>\n<h3>Ich habe mein Passwort vergessen.</h3>\n<p>Wähle im Login-Fenster „Passwort vergessen“. Wir senden dir einen Link per E-Mail; er funktioniert einmal und läuft nach kurzer Zeit ab.</p>\n<h2>Zahlungen</h2>\n<h3>Wie lange dauert eine Auszahlung?</h3>\n<p>Wir prüfen Auszahlungen innerhalb von 24 Stunden, meist deutlich schneller. Nach der Freigabe zahlen E-Wallets in Minuten, Karten und Banküberweisungen in ein bis drei Bankarbeitstagen aus.</p>\n<h3>Kann ich eine Auszahlung stornieren?</h3>\n<p>Ja, solange sie noch aussteht, kannst du sie im Transaktionsverlauf stornieren; das Geld geht zurück auf dein Guthaben.</p>\n<h2>Boni</h2>\n<h3>Muss ich einen Bonus annehmen?</h3>\n<p>Nein. Boni sind immer freiwillig, und du kannst einen aktiven Bonus jederzeit unter „Meine Boni“ stornieren.</p>\n<h3>Was bedeutet „30-facher Umsatz“?</h3>\n<p>Bonusgeld muss 30-mal umgesetzt werden, bevor es zu auszahlbarem Echtgeld wird. Ein Bonus von 10 € mit 30-fachem Umsatz erfordert 300 € Einsätze in voll zählenden Spielen.</p>\n<h2>Sicheres Spielen</h2>\n<h3>Wie lege ich eine Pause ein?</h3>\n<p>Wähle in deinem Profil unter „Verantwortungsvolles Spielen“ eine Spielpause von 24 Stunden bis sechs Wochen oder eine Selbstsperre ab sechs Monaten. Du kannst auch den Kundendienst darum bitten.</p>\n<h3>Sind die Spiele fair?</h3>\n<p>Unsere eigenen Spiele sind nachweislich fair: Jede Runde lässt sich mit den im Spiel angezeigten Seeds prüfen. Die Auszahlungsquote steht auf jeder Spielseite.</p>",
      ],
    },
  },
  {
    type: "page",
    slug: "faq",
    locale: "en",
    fields: {
      content: [
        "<h1>Frequently asked questions</h1>\n<h2>Account</h2>\n<h3>Why do you need my documents?</h3>\n<p>The law requires us to confirm your age and identity and to check where deposited money comes from. We ask only for what we need, and tell you why in the Documents section of your profile.</p>\n<h3>I forgot my password.</h3>\n<p>Choose “Forgot password” in the login window. We send a link to your e-mail address; it works once and expires after a short time.</p>\n<h2>Payments</h2>\n<h3>How long does a withdrawal take?</h3>\n<p>We review withdrawals within 24 hours, usually much faster. After approval, e-wallets pay within minutes, cards and bank transfers within one to three banking days.</p>\n<h3>Can I cancel a withdrawal?</h3>\n<p>Yes, while it is still pending you can cancel it in your transaction history; the money returns to your balance.</p>\n<h2>Bonuses</h2>\n<h3>Do I have to take a bonus?</h3>\n<p>No. Bonuses are always optional, and you can cancel an active one at any time under My bonuses.</p>\n<h3>What does “wagering 30×” mean?</h3>\n<p>Bonus money must be staked 30 times its amount before it becomes withdrawable real money. A €10 bonus with 30× wagering needs €300 of stakes on games that count in full.</p>\n<h2>Safer gambling</h2>\n<h3>How do I take a break?</h3>\n<p>In your profile under Responsible gaming, choose a cool-off from 24 hours to six weeks, or self-exclusion for six months or longer. You can also ask support to do it for you.</p>\n<h3>Are the games fair?</h3>\n<p>Our own games are provably fair: you can check every round with the seeds shown in the game. Their RTP is published on every game page.</p>",
      ],
    },
  },
  {
    type: "page",
    slug: "faq",
    locale: "en-ca",
    fields: {
      content: [
        "<h1>Frequently asked questions</h1>\n<h2>Account</h2>\n<h3>Why do you need my documents?</h3>\n<p>The law requires us to confirm your age and identity and to check where deposited money comes from. We ask only for what we need, and tell you why in the Documents section of your profile.</p>\n<h3>I forgot my password.</h3>\n<p>Choose “Forgot password” in the login window. We send a link to your e-mail address; it works once and expires after a short time.</p>\n<h2>Payments</h2>\n<h3>How long does a withdrawal take?</h3>\n<p>We review withdrawals within 24 hours, usually much faster. After approval, e-wallets pay within minutes, cards and bank transfers within one to three banking days.</p>\n<h3>Can I cancel a withdrawal?</h3>\n<p>Yes, while it is still pending you can cancel it in your transaction history; the money returns to your balance.</p>\n<h2>Bonuses</h2>\n<h3>Do I have to take a bonus?</h3>\n<p>No. Bonuses are always optional, and you can cancel an active one at any time under My bonuses.</p>\n<h3>What does “wagering 30×” mean?</h3>\n<p>Bonus money must be staked 30 times its amount before it becomes withdrawable real money. A CA$10 bonus with 30× wagering needs CA$300 of stakes on games that count in full.</p>\n<h2>Safer gambling</h2>\n<h3>How do I take a break?</h3>\n<p>In your profile under Responsible gaming, choose a cool-off from 24 hours to six weeks, or self-exclusion for six months or longer. You can also ask support to do it for you.</p>\n<h3>Are the games fair?</h3>\n<p>Our own games are provably fair: you can check every round with the seeds shown in the game. Their RTP is published on every game page.</p>",
      ],
    },
  },
  {
    type: "popup",
    slug: "welcome",
    locale: "de",
    fields: {
      content: [
        "<p>Casino, Live-Casino und Sportwetten mit einem Konto — mit überprüfbaren Spielen und Limits, die du bestimmst.</p>\n<p>Neu hier? Deine erste Einzahlung kann bis 200 € verdoppelt werden. 18+, es gelten die Bedingungen.</p>",
      ],
    },
  },
  {
    type: "popup",
    slug: "welcome",
    locale: "en",
    fields: {
      content: [
        "<p>Casino, live casino and sports in one account, with games you can check and limits you control.</p>\n<p>New here? Your first deposit can be matched 100% up to €200. 18+, terms apply.</p>",
      ],
    },
  },
  {
    type: "popup",
    slug: "welcome",
    locale: "en-ca",
    fields: {
      content: [
        "<p>Casino, live casino and sports in one account, with games you can check and limits you control.</p>\n<p>New here? Your first deposit can be matched 100% up to CA$200. 18+, terms apply.</p>",
      ],
    },
  },
  {
    type: "promotion",
    slug: "free-spins-comet-cascade",
    locale: "de",
    fields: {
      content: [
        "<p>Gib zwischen Montag und Sonntag bei einer Einzahlung ab 20 € den Code COMET50 ein. Deine 50 Freidrehungen zu je 0,20 € werden sofort in Comet Cascade gutgeschrieben.</p>\n<p>Comet Cascade ist ein Slot mit hoher Volatilität: Gewinne kommen seltener, können aber höher ausfallen. Auszahlungsquote und Trefferhäufigkeit stehen auf der Spielseite.</p>",
      ],
      summary: [
        "Zahle diese Woche mindestens 20 € ein und erhalte 50 Freidrehungen für Comet Cascade, unseren Slot mit fallenden Walzen.",
      ],
      terms: [
        '<ul><li>Für Spieler ab 18 Jahren mit bestätigter E-Mail-Adresse. Einmal pro Spieler und Woche.</li><li>Die Freidrehungen müssen innerhalb von 7 Tagen genutzt werden.</li><li>Gewinne aus Freidrehungen werden als Bonusgeld mit 20-fachem Umsatz innerhalb von 14 Tagen gutgeschrieben, höchstens 100 €.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ],
    },
  },
  {
    type: "promotion",
    slug: "free-spins-comet-cascade",
    locale: "en",
    fields: {
      content: [
        "<p>Opt in with the code COMET50 when you deposit €20 or more between Monday and Sunday. Your 50 free spins, worth €0.20 each, are added to Comet Cascade straight away.</p>\n<p>Comet Cascade is a high-volatility slot: wins are less frequent but can be larger. Its RTP and hit frequency are shown on the game page.</p>",
      ],
      summary: [
        "Deposit €20 or more this week and get 50 free spins on Comet Cascade, our cascading-reels slot.",
      ],
      terms: [
        '<ul><li>Players aged 18 or over with a verified e-mail address. Once per player per week.</li><li>Free spins must be used within 7 days of being added.</li><li>Winnings from free spins are paid as bonus money with 20× wagering within 14 days, capped at €100.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
    },
  },
  {
    type: "promotion",
    slug: "free-spins-comet-cascade",
    locale: "en-ca",
    fields: {
      content: [
        "<p>Opt in with the code COMET50 when you deposit CA$20 or more between Monday and Sunday. Your 50 free spins, worth CA$0.20 each, are added to Comet Cascade straight away.</p>\n<p>Comet Cascade is a high-volatility slot: wins are less frequent but can be larger. Its RTP and hit frequency are shown on the game page.</p>",
      ],
      summary: [
        "Deposit CA$20 or more this week and get 50 free spins on Comet Cascade, our cascading-reels slot.",
      ],
      terms: [
        '<ul><li>Players of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec) with a verified e-mail address. Once per player per week.</li><li>Free spins must be used within 7 days of being added.</li><li>Winnings from free spins are paid as bonus money with 20× wagering within 14 days, capped at CA$100.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
    },
  },
  {
    type: "promotion",
    slug: "live-cashback",
    locale: "de",
    fields: {
      content: [
        "<p>Das Cashback wird von Montag 00:00 bis Sonntag 23:59 (Europe/Amsterdam) berechnet: deine Einsätze im Live-Casino abzüglich deiner Gewinne dort. Ergibt sich ein Verlust, erhältst du am Montag 10 % davon als Echtgeld, bis zu 50 €.</p>\n<p>Cashback mildert eine verlustreiche Woche, nimmt dem Spielen aber nicht sein Risiko. Betrachte Verluste als Preis der Unterhaltung und versuche nie, sie zurückzugewinnen.</p>",
      ],
      summary: [
        "Jeden Montag 10 % deiner Netto-Verluste im Live-Casino zurück, bis 50 €, als Echtgeld ohne Umsatzbedingung.",
      ],
      terms: [
        "<ul><li>Für Spieler ab 18 Jahren, die vor Wochenbeginn unter „Meine Boni“ teilgenommen haben.</li><li>Mindest-Nettoverlust 10 €; höchstens 50 € Cashback pro Woche.</li><li>Auszahlung als Echtgeld ohne Umsatzbedingung. Einsätze mit Bonusgeld zählen nicht.</li><li>Während einer Spielpause oder Selbstsperre wird kein Cashback gezahlt.</li></ul>",
        "<ul><li>Für Spieler ab 18 Jahren, die unter „Meine Boni“ teilnehmen; Verluste zählen ab deiner Teilnahme, bis du dich abmeldest.</li><li>Mindest-Nettoverlust 10 €; höchstens 50 € Cashback pro Woche.</li><li>Auszahlung als Echtgeld ohne Umsatzbedingung. Einsätze mit Bonusgeld zählen nicht.</li><li>Eine Spielpause oder Selbstsperre beendet deine Teilnahme, und für diese Woche wird kein Cashback gezahlt.</li></ul>",
      ],
    },
  },
  {
    type: "promotion",
    slug: "live-cashback",
    locale: "en",
    fields: {
      content: [
        "<p>Cashback is worked out from Monday 00:00 to Sunday 23:59 (Europe/Amsterdam): your live-casino stakes minus your live-casino wins. If the result is a loss, 10% of it is paid to your real-money balance on Monday, up to €50.</p>\n<p>Cashback softens a losing week; it does not make playing free of risk. Treat losses as the cost of entertainment and never try to win them back.</p>",
      ],
      summary: [
        "Get 10% of your net live-casino losses back every Monday, up to €50, as real money with no wagering.",
      ],
      terms: [
        "<ul><li>Players aged 18 or over who opted in under My bonuses before the week started.</li><li>Minimum net loss €10; cashback is capped at €50 per week.</li><li>Paid as real money without wagering. Stakes placed with bonus money do not count.</li><li>No cashback is paid while a cool-off or self-exclusion is active.</li></ul>",
        "<ul><li>Players aged 18 or over who opted in under My bonuses; losses count from the moment you opt in until you opt out.</li><li>Minimum net loss €10; cashback is capped at €50 per week.</li><li>Paid as real money without wagering. Stakes placed with bonus money do not count.</li><li>A cool-off or self-exclusion ends your opt-in, and no cashback is paid for that week.</li></ul>",
      ],
    },
  },
  {
    type: "promotion",
    slug: "live-cashback",
    locale: "en-ca",
    fields: {
      content: [
        "<p>Cashback is worked out from Monday 00:00 to Sunday 23:59 (Europe/Amsterdam): your live-casino stakes minus your live-casino wins. If the result is a loss, 10% of it is paid to your real-money balance on Monday, up to CA$50.</p>\n<p>Cashback softens a losing week; it does not make playing free of risk. Treat losses as the cost of entertainment and never try to win them back.</p>",
      ],
      summary: [
        "Get 10% of your net live-casino losses back every Monday, up to CA$50, as real money with no wagering.",
      ],
      terms: [
        "<ul><li>Players of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec) who opted in under My bonuses before the week started.</li><li>Minimum net loss CA$10; cashback is capped at CA$50 per week.</li><li>Paid as real money without wagering. Stakes placed with bonus money do not count.</li><li>No cashback is paid while a cool-off or self-exclusion is active.</li></ul>",
        "<ul><li>Players of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec) who opted in under My bonuses; losses count from the moment you opt in until you opt out.</li><li>Minimum net loss CA$10; cashback is capped at CA$50 per week.</li><li>Paid as real money without wagering. Stakes placed with bonus money do not count.</li><li>A cool-off or self-exclusion ends your opt-in, and no cashback is paid for that week.</li></ul>",
      ],
    },
  },
  {
    type: "promotion",
    slug: "polar-lights-tournament",
    locale: "de",
    fields: {
      content: [
        '<p>Jede Echtgeld-Drehung ab 0,20 € in Polar Lights während der Turnierwoche wird mit ihrem Gewinnmultiplikator gewertet. Es zählt dein bester Einzelmultiplikator — ein höherer Einsatz bringt also keinen besseren Platz.</p>\n<table><thead><tr><th scope="col">Platz</th><th scope="col">Preis</th></tr></thead><tbody><tr><td>1.</td><td>500 €</td></tr><tr><td>2.</td><td>300 €</td></tr><tr><td>3.</td><td>200 €</td></tr><tr><td>4.–10.</td><td>50 €</td></tr><tr><td>11.–50.</td><td>16,25 €</td></tr></tbody></table>',
        '<p>Jede Echtgeld-Drehung in Polar Lights während der Turnierwoche wird mit ihrem Gewinnmultiplikator gewertet. Es zählt dein bester Einzelmultiplikator — ein höherer Einsatz bringt also keinen besseren Platz.</p>\n<table><thead><tr><th scope="col">Platz</th><th scope="col">Preis (Bonusgeld)</th></tr></thead><tbody><tr><td>1.</td><td>1.000 €</td></tr><tr><td>2.</td><td>500 €</td></tr><tr><td>3.</td><td>200 €</td></tr></tbody></table>',
      ],
      summary: [
        "Steig mit deinem höchsten Gewinnmultiplikator einer einzelnen Drehung in Polar Lights auf. Die besten 50 teilen sich 2.000 €.",
        "Nimm mit einem TICKET_POLAR-Ticket teil und steig mit deinem höchsten Gewinnmultiplikator einer einzelnen Drehung in Polar Lights auf. Die besten 3 teilen sich 1.700 € Bonusgeld.",
      ],
      title: ["Polar-Lights-Turnier: 2.000 € Preispool", "Polar-Lights-Turnier: 1.700 € in Bonuspreisen"],
    },
  },
  {
    type: "promotion",
    slug: "polar-lights-tournament",
    locale: "en",
    fields: {
      content: [
        '<p>Every real-money spin of €0.20 or more on Polar Lights during the tournament week scores its win multiplier. Your best single multiplier counts, so a bigger stake does not buy a better position.</p>\n<table><thead><tr><th scope="col">Place</th><th scope="col">Prize</th></tr></thead><tbody><tr><td>1st</td><td>€500</td></tr><tr><td>2nd</td><td>€300</td></tr><tr><td>3rd</td><td>€200</td></tr><tr><td>4th–10th</td><td>€50</td></tr><tr><td>11th–50th</td><td>€16.25</td></tr></tbody></table>',
        '<p>Every real-money spin on Polar Lights during the tournament week scores its win multiplier. Your best single multiplier counts, so a bigger stake does not buy a better position.</p>\n<table><thead><tr><th scope="col">Place</th><th scope="col">Prize (bonus money)</th></tr></thead><tbody><tr><td>1st</td><td>€1,000</td></tr><tr><td>2nd</td><td>€500</td></tr><tr><td>3rd</td><td>€200</td></tr></tbody></table>',
      ],
      summary: [
        "Climb the leaderboard with your biggest single-spin win multiplier on Polar Lights. Top 50 players share €2,000.",
        "Enter with a TICKET_POLAR ticket and climb the leaderboard with your biggest single-spin win multiplier on Polar Lights. The top 3 share €1,700 in bonus money.",
      ],
      title: [
        "Polar Lights tournament: €2,000 prize pool",
        "Polar Lights tournament: €1,700 in bonus prizes",
      ],
    },
  },
  {
    type: "promotion",
    slug: "polar-lights-tournament",
    locale: "en-ca",
    fields: {
      content: [
        '<p>Every real-money spin of CA$0.20 or more on Polar Lights during the tournament week scores its win multiplier. Your best single multiplier counts, so a bigger stake does not buy a better position.</p>\n<table><thead><tr><th scope="col">Place</th><th scope="col">Prize</th></tr></thead><tbody><tr><td>1st</td><td>CA$500</td></tr><tr><td>2nd</td><td>CA$300</td></tr><tr><td>3rd</td><td>CA$200</td></tr><tr><td>4th–10th</td><td>CA$50</td></tr><tr><td>11th–50th</td><td>CA$16.25</td></tr></tbody></table>',
        '<p>Every real-money spin on Polar Lights during the tournament week scores its win multiplier. Your best single multiplier counts, so a bigger stake does not buy a better position.</p>\n<table><thead><tr><th scope="col">Place</th><th scope="col">Prize (bonus money)</th></tr></thead><tbody><tr><td>1st</td><td>CA$1,000</td></tr><tr><td>2nd</td><td>CA$500</td></tr><tr><td>3rd</td><td>CA$200</td></tr></tbody></table>',
      ],
      summary: [
        "Climb the leaderboard with your biggest single-spin win multiplier on Polar Lights. Top 50 players share CA$2,000.",
        "Enter with a TICKET_POLAR ticket and climb the leaderboard with your biggest single-spin win multiplier on Polar Lights. The top 3 share CA$1,700 in bonus money.",
      ],
      title: [
        "Polar Lights tournament: CA$2,000 prize pool",
        "Polar Lights tournament: CA$1,700 in bonus prizes",
      ],
    },
  },
  {
    type: "promotion",
    slug: "sports-free-bet",
    locale: "de",
    fields: {
      content: [
        "<p>Nimm teil und platziere eine Einzel- oder Kombiwette ab 10 € mit einer Gesamtquote von mindestens 1,50. Nach der Abrechnung — ob Gewinn oder Verlust — erhältst du eine Gratiswette über 5 €.</p>\n<p>Bei einer Gratiswette wird der Einsatz nicht mit ausgezahlt: Eine 5-€-Gratiswette zur Quote 3,00 bringt 10 €.</p>",
      ],
      summary: [
        "Platziere deine erste Sportwette ab 10 € zu einer Quote ab 1,50 und erhalte nach der Abrechnung eine Gratiswette über 5 €.",
      ],
      title: ["Wette 10 €, erhalte eine 5-€-Gratiswette"],
    },
  },
  {
    type: "promotion",
    slug: "sports-free-bet",
    locale: "en",
    fields: {
      content: [
        "<p>Opt in, then place a single or combination bet of €10 or more with total odds of at least 1.50. When it settles — win or lose — we add a €5 free bet to your account.</p>\n<p>A free bet's stake is not returned with the winnings: a €5 free bet at odds of 3.00 pays €10.</p>",
      ],
      summary: [
        "Place your first sports bet of €10 or more at odds of 1.50 or higher and receive a €5 free bet once it settles.",
      ],
      title: ["Bet €10, get a €5 free bet"],
    },
  },
  {
    type: "promotion",
    slug: "sports-free-bet",
    locale: "en-ca",
    fields: {
      content: [
        "<p>Opt in, then place a single or combination bet of CA$10 or more with total odds of at least 1.50. When it settles — win or lose — we add a CA$5 free bet to your account.</p>\n<p>A free bet's stake is not returned with the winnings: a CA$5 free bet at odds of 3.00 pays CA$10.</p>",
      ],
      summary: [
        "Place your first sports bet of CA$10 or more at odds of 1.50 or higher and receive a CA$5 free bet once it settles.",
      ],
      title: ["Bet CA$10, get a CA$5 free bet"],
    },
  },
  {
    type: "promotion",
    slug: "weekly-reload",
    locale: "de",
    fields: {
      content: [
        "<p>Wähle freitags (Zeitzone Europe/Amsterdam) an der Kasse den Freitags-Reload, wenn du mindestens 20 € einzahlst. Wir legen 50 % deiner Einzahlung als Bonusgeld dazu, bis zu 100 €.</p>\n<p>Zahle nur ein, was in dein Wochenbudget passt — das Angebot kommt jeden Freitag wieder.</p>",
      ],
      summary: ["Jeden Freitag 50 % extra auf eine Einzahlung, bis zu 100 € Bonusgeld."],
      terms: [
        '<ul><li>Für Spieler ab 18 Jahren mit mindestens einer früheren Einzahlung. Einmal pro Freitag.</li><li>Umsatz: 30-mal der Bonusbetrag innerhalb von 14 Tagen; Spielgewichtung gemäß den allgemeinen Bonusbedingungen.</li><li>Höchsteinsatz bei aktivem Bonus: 5 €.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ],
      title: ["Freitags-Reload: 50 % bis 100 €"],
    },
  },
  {
    type: "promotion",
    slug: "weekly-reload",
    locale: "en",
    fields: {
      content: [
        "<p>On Fridays (Europe/Amsterdam time), select the Friday reload in the cashier when you deposit €20 or more. We add 50% of your deposit as bonus money, up to €100.</p>\n<p>Only deposit what fits your budget for the week — the offer comes back every Friday.</p>",
      ],
      summary: ["Every Friday, get 50% extra on one deposit, up to €100 in bonus money."],
      terms: [
        '<ul><li>Players aged 18 or over with at least one previous deposit. Once per Friday.</li><li>Wagering 30× the bonus amount within 14 days; game contributions as in the general bonus terms.</li><li>Highest stake while the bonus is active: €5.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
      title: ["Friday reload: 50% up to €100"],
    },
  },
  {
    type: "promotion",
    slug: "weekly-reload",
    locale: "en-ca",
    fields: {
      content: [
        "<p>On Fridays (Europe/Amsterdam time), select the Friday reload in the cashier when you deposit CA$20 or more. We add 50% of your deposit as bonus money, up to CA$100.</p>\n<p>Only deposit what fits your budget for the week — the offer comes back every Friday.</p>",
      ],
      summary: ["Every Friday, get 50% extra on one deposit, up to CA$100 in bonus money."],
      terms: [
        '<ul><li>Players of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec) with at least one previous deposit. Once per Friday.</li><li>Wagering 30× the bonus amount within 14 days; game contributions as in the general bonus terms.</li><li>Highest stake while the bonus is active: CA$5.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
      title: ["Friday reload: 50% up to CA$100"],
    },
  },
  {
    type: "promotion",
    slug: "welcome-match",
    locale: "de",
    fields: {
      content: [
        "<p>Zahle zum ersten Mal 10 € oder mehr ein, wähle an der Kasse den Willkommensbonus, und wir legen denselben Betrag als Bonusgeld dazu, bis zu 200 €.</p>\n<p>Beispiel: Du zahlst 50 € ein und spielst mit 50 € eigenem Geld plus 50 € Bonus.</p>",
      ],
      summary: [
        "Wir verdoppeln deine erste Einzahlung: 100 % Bonusgeld bis 200 €. Wähle den Bonus bei der Einzahlung aus.",
      ],
      terms: [
        '<ul><li>Nur für neue Spieler ab 18 Jahren; ein Willkommensbonus pro Person, Haushalt und Gerät.</li><li>Mindesteinzahlung 10 €. Wähle den Bonus vor der Einzahlung; nachträglich ist das nicht möglich.</li><li>Umsatz: 30-mal der Bonusbetrag innerhalb von 30 Tagen. Slots zählen 100 %, Dice 50 %, Roulette und Blackjack 10 %, Live-Casino 0 %.</li><li>Höchsteinsatz bei aktivem Bonus: 5 € pro Drehung oder Hand.</li><li>Du kannst den Bonus jederzeit stornieren; Bonus und daran gebundene Gewinne werden dann entfernt.</li><li>Es gelten die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ],
      title: ["100 % Willkommensbonus bis 200 €"],
    },
  },
  {
    type: "promotion",
    slug: "welcome-match",
    locale: "en",
    fields: {
      content: [
        "<p>Make your first deposit of €10 or more, select the welcome bonus in the cashier, and we add the same amount again as bonus money, up to €200.</p>\n<p>Example: deposit €50 and play with €50 of your own money plus €50 bonus.</p>",
      ],
      summary: [
        "Double your first deposit: we match it 100% up to €200 in bonus money. Opt in when you deposit.",
      ],
      terms: [
        '<ul><li>New players only, aged 18 or over; one welcome bonus per person, household and device.</li><li>Minimum deposit €10. Opt in before you deposit; the bonus cannot be added afterwards.</li><li>Wagering 30× the bonus amount within 30 days. Slots count 100%, dice 50%, roulette and blackjack 10%, live casino 0%.</li><li>Highest stake while the bonus is active: €5 per spin or hand.</li><li>You can cancel the bonus at any time; the bonus and winnings still tied to it are then removed.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
      title: ["100% welcome match up to €200"],
    },
  },
  {
    type: "promotion",
    slug: "welcome-match",
    locale: "en-ca",
    fields: {
      content: [
        "<p>Make your first deposit of CA$10 or more, select the welcome bonus in the cashier, and we add the same amount again as bonus money, up to CA$200.</p>\n<p>Example: deposit CA$50 and play with CA$50 of your own money plus CA$50 bonus.</p>",
      ],
      summary: [
        "Double your first deposit: we match it 100% up to CA$200 in bonus money. Opt in when you deposit.",
      ],
      terms: [
        '<ul><li>New players only, of legal gambling age in your province (19, or 18 in Alberta, Manitoba and Quebec); one welcome bonus per person, household and device.</li><li>Minimum deposit CA$10. Opt in before you deposit; the bonus cannot be added afterwards.</li><li>Wagering 30× the bonus amount within 30 days. Slots count 100%, dice 50%, roulette and blackjack 10%, live casino 0%.</li><li>Highest stake while the bonus is active: CA$5 per spin or hand.</li><li>You can cancel the bonus at any time; the bonus and winnings still tied to it are then removed.</li><li><a href="/bonus-terms">General bonus terms</a> apply.</li></ul>',
      ],
      title: ["100% welcome match up to CA$200"],
    },
  },
  {
    type: "promotion-banner",
    slug: "promotions-sports",
    locale: "de",
    fields: {
      subtitle: [
        "Wette 10 € zu einer Quote ab 1,50 und erhalte eine 5-€-Gratiswette. 18+, es gelten die Bedingungen.",
      ],
    },
  },
  {
    type: "promotion-banner",
    slug: "promotions-sports",
    locale: "en",
    fields: {
      subtitle: ["Bet €10 at odds of 1.50 or more and get a €5 free bet. 18+, terms apply."],
    },
  },
  {
    type: "promotion-banner",
    slug: "promotions-sports",
    locale: "en-ca",
    fields: {
      subtitle: ["Bet CA$10 at odds of 1.50 or more and get a CA$5 free bet. 18+, terms apply."],
    },
  },
];
