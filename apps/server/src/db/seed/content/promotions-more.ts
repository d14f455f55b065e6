import { html, type SeedEntry } from "./seed-entry";

/** Live-casino cashback, the sports free bet and the slots tournament. */
export const MORE_PROMOTIONS: SeedEntry[] = [
  {
    type: "promotion",
    slug: "live-cashback",
    sortOrder: 40,
    en: {
      title: "10% weekly cashback on live casino",
      summary:
        "Get 10% of your net live-casino losses back every Monday, up to {{money:50}}, as real money with no wagering.",
      category: "live-casino",
      badge: "Weekly",
      bonusCode: "CASHBACK10",
      image: { src: "/brand/art-cashback.svg", alt: "A roulette wheel with a returning arrow" },
      cta: { label: "Go to live casino", link: "/live-casino" },
      content: html(
        "<p>Cashback is worked out from Monday 00:00 to Sunday 23:59 (Europe/Amsterdam): your live-casino stakes minus your live-casino wins. If the result is a loss, 10% of it is paid to your real-money balance on Monday, up to {{money:50}}.</p>",
        "<p>Cashback softens a losing week; it does not make playing free of risk. Treat losses as the cost of entertainment and never try to win them back.</p>",
      ),
      terms: html(
        "<ul><li>Players aged 18 or over who opted in under My bonuses; losses count from the moment you opt in until you opt out.</li><li>Minimum net loss {{money:10}}; cashback is capped at {{money:50}} per week.</li><li>Paid as real money without wagering. Stakes placed with bonus money do not count.</li><li>A cool-off or self-exclusion ends your opt-in, and no cashback is paid for that week.</li></ul>",
      ),
    },
    de: {
      title: "10 % wöchentliches Cashback im Live-Casino",
      summary:
        "Jeden Montag 10 % deiner Netto-Verluste im Live-Casino zurück, bis {{money:50}}, als Echtgeld ohne Umsatzbedingung.",
      category: "live-casino",
      badge: "Wöchentlich",
      bonusCode: "CASHBACK10",
      image: { src: "/brand/art-cashback.svg", alt: "Ein Roulettekessel mit zurückführendem Pfeil" },
      cta: { label: "Zum Live-Casino", link: "/live-casino" },
      content: html(
        "<p>Das Cashback wird von Montag 00:00 bis Sonntag 23:59 (Europe/Amsterdam) berechnet: deine Einsätze im Live-Casino abzüglich deiner Gewinne dort. Ergibt sich ein Verlust, erhältst du am Montag 10 % davon als Echtgeld, bis zu {{money:50}}.</p>",
        "<p>Cashback mildert eine verlustreiche Woche, nimmt dem Spielen aber nicht sein Risiko. Betrachte Verluste als Preis der Unterhaltung und versuche nie, sie zurückzugewinnen.</p>",
      ),
      terms: html(
        "<ul><li>Für Spieler ab 18 Jahren, die unter „Meine Boni“ teilnehmen; Verluste zählen ab deiner Teilnahme, bis du dich abmeldest.</li><li>Mindest-Nettoverlust {{money:10}}; höchstens {{money:50}} Cashback pro Woche.</li><li>Auszahlung als Echtgeld ohne Umsatzbedingung. Einsätze mit Bonusgeld zählen nicht.</li><li>Eine Spielpause oder Selbstsperre beendet deine Teilnahme, und für diese Woche wird kein Cashback gezahlt.</li></ul>",
      ),
    },
  },
  {
    type: "promotion",
    slug: "sports-free-bet",
    sortOrder: 50,
    en: {
      title: "Bet {{money:10}}, get a {{money:5}} free bet",
      summary:
        "Place your first sports bet of {{money:10}} or more at odds of 1.50 or higher and receive a {{money:5}} free bet once it settles.",
      category: "sports",
      badge: "Sports",
      bonusCode: "FREEBET5",
      image: { src: "/brand/art-sports.svg", alt: "A ball on a floodlit pitch" },
      cta: { label: "Open sportsbook", link: "/sports" },
      content: html(
        "<p>Opt in, then place a single or combination bet of {{money:10}} or more with total odds of at least 1.50. When it settles — win or lose — we add a {{money:5}} free bet to your account.</p>",
        "<p>A free bet's stake is not returned with the winnings: a {{money:5}} free bet at odds of 3.00 pays {{money:10}}.</p>",
      ),
      terms: html(
        '<ul><li>New sportsbook customers aged 18 or over; first settled sports bet only.</li><li>Cash-out and void bets do not qualify.</li><li>The free bet must be used within 7 days on odds of 1.50 or higher.</li><li><a href="/reguli-de-pariere">Betting rules</a> and the <a href="/bonus-terms">general bonus terms</a> apply.</li></ul>',
      ),
    },
    de: {
      title: "Wette {{money:10}}, erhalte eine Gratiswette über {{money:5}}",
      summary:
        "Platziere deine erste Sportwette ab {{money:10}} zu einer Quote ab 1,50 und erhalte nach der Abrechnung eine Gratiswette über {{money:5}}.",
      category: "sports",
      badge: "Sport",
      bonusCode: "FREEBET5",
      image: { src: "/brand/art-sports.svg", alt: "Ein Fußball auf einem Flutlichtplatz" },
      cta: { label: "Zu den Sportwetten", link: "/sports" },
      content: html(
        "<p>Nimm teil und platziere eine Einzel- oder Kombiwette ab {{money:10}} mit einer Gesamtquote von mindestens 1,50. Nach der Abrechnung — ob Gewinn oder Verlust — erhältst du eine Gratiswette über {{money:5}}.</p>",
        "<p>Bei einer Gratiswette wird der Einsatz nicht mit ausgezahlt: Eine Gratiswette über {{money:5}} zur Quote 3,00 bringt {{money:10}}.</p>",
      ),
      terms: html(
        '<ul><li>Für neue Sportwetten-Kunden ab 18 Jahren; nur die erste abgerechnete Sportwette zählt.</li><li>Cash-out und ungültige Wetten zählen nicht.</li><li>Die Gratiswette muss innerhalb von 7 Tagen zu einer Quote ab 1,50 genutzt werden.</li><li>Es gelten die <a href="/reguli-de-pariere">Wettregeln</a> und die <a href="/bonus-terms">allgemeinen Bonusbedingungen</a>.</li></ul>',
      ),
    },
  },
  {
    type: "promotion",
    slug: "polar-lights-tournament",
    sortOrder: 60,
    en: {
      title: "Polar Lights tournament: {{money:1700}} in bonus prizes",
      summary:
        "Enter with a TICKET_POLAR ticket and climb the leaderboard with your biggest single-spin win multiplier on Polar Lights. The top 3 share {{money:1700}} in bonus money.",
      category: "casino",
      badge: "Tournament",
      image: { src: "/brand/art-tournament.svg", alt: "A trophy under the northern lights" },
      cta: { label: "See the tournament", link: "/tournaments/polar-lights" },
      content: html(
        "<p>Every real-money spin on Polar Lights during the tournament week scores its win multiplier. Your best single multiplier counts, so a bigger stake does not buy a better position.</p>",
        '<table><thead><tr><th scope="col">Place</th><th scope="col">Prize (bonus money)</th></tr></thead><tbody><tr><td>1st</td><td>{{money:1000}}</td></tr><tr><td>2nd</td><td>{{money:500}}</td></tr><tr><td>3rd</td><td>{{money:200}}</td></tr></tbody></table>',
      ),
      terms: html(
        "<ul><li>Players aged 18 or over. Entry needs the TICKET_POLAR tournament ticket from your bonuses; spins before you enter do not count.</li><li>Prizes are paid once as bonus money when the tournament ends, and wagered like any bonus (see My bonuses). Ties go to the player who reached the score first.</li><li>Players in a cool-off or self-exclusion are removed from the leaderboard.</li></ul>",
      ),
    },
    de: {
      title: "Polar-Lights-Turnier: {{money:1700}} in Bonuspreisen",
      summary:
        "Nimm mit einem TICKET_POLAR-Ticket teil und steig mit deinem höchsten Gewinnmultiplikator einer einzelnen Drehung in Polar Lights auf. Die besten 3 teilen sich {{money:1700}} Bonusgeld.",
      category: "casino",
      badge: "Turnier",
      image: { src: "/brand/art-tournament.svg", alt: "Ein Pokal unter Polarlichtern" },
      cta: { label: "Zum Turnier", link: "/tournaments/polar-lights" },
      content: html(
        "<p>Jede Echtgeld-Drehung in Polar Lights während der Turnierwoche wird mit ihrem Gewinnmultiplikator gewertet. Es zählt dein bester Einzelmultiplikator — ein höherer Einsatz bringt also keinen besseren Platz.</p>",
        '<table><thead><tr><th scope="col">Platz</th><th scope="col">Preis (Bonusgeld)</th></tr></thead><tbody><tr><td>1.</td><td>{{money:1000}}</td></tr><tr><td>2.</td><td>{{money:500}}</td></tr><tr><td>3.</td><td>{{money:200}}</td></tr></tbody></table>',
      ),
      terms: html(
        "<ul><li>Für Spieler ab 18 Jahren. Die Teilnahme braucht das Turnierticket TICKET_POLAR aus deinen Boni; Drehungen vor der Teilnahme zählen nicht.</li><li>Die Preise werden einmalig bei Turnierende als Bonusgeld gutgeschrieben und wie jeder Bonus umgesetzt (siehe Meine Boni). Bei Gleichstand gewinnt, wer die Punktzahl zuerst erreicht hat.</li><li>Spieler in einer Spielpause oder Selbstsperre werden von der Bestenliste entfernt.</li></ul>",
      ),
    },
  },
];
