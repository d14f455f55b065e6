import { html, type SeedEntry } from "./seed-entry";

/**
 * The SEO texts of the home, casino and live-casino pages (shown collapsed in the footer,
 * docs/product/shell.md#footer).
 */
export const LOBBY_PAGES: SeedEntry[] = [
  {
    type: "page",
    slug: "home",
    en: {
      title: "Vela — online casino and sportsbook",
      description:
        "Slots, table games, live casino and sports betting in one account at Vela. Clear bonus terms, fast " +
        "withdrawals and tools that keep your play in check.",
      pageType: "HomePage",
      path: "/",
      content: html(
        "<h2>Casino and sportsbook in one place</h2>",
        "<p>Vela brings our own studio's slots, classic table games and a live casino together with a full " +
          "sportsbook, all from a single account and a single balance. Switch from a round of " +
          "<strong>European Roulette</strong> to the evening's football fixtures without moving money " +
          "between wallets.</p>",
        "<h3>Games you can check</h3>",
        "<p>Every in-house game publishes its return to player, and every round is provably fair: before you " +
          "play you receive a fingerprint of the server's seed, and afterwards you can verify that the result " +
          "was not changed. Titles such as <em>Comet Cascade</em>, <em>Fjord Raiders</em> and " +
          "<em>Polar Lights</em> show their volatility, so you know whether to expect frequent small wins " +
          "or rarer large ones.</p>",
        "<h3>Offers with plain terms</h3>",
        "<p>Our promotions list the wagering requirement, the time limit and the games that count on the " +
          "card itself, before you opt in. You can decline any bonus and play with your own money only.</p>",
        "<h3>Play on your terms</h3>",
        "<p>Set deposit, loss, wagering and session limits in your profile, take a short break, or exclude " +
          "yourself for longer. Gambling should stay entertainment: if it stops being fun, our " +
          '<a href="/responsible-gambling">responsible gambling</a> page explains where to find support.</p>',
      ),
    },
    de: {
      title: "Vela — Online-Casino und Sportwetten",
      description:
        "Slots, Tischspiele, Live-Casino und Sportwetten mit einem Konto bei Vela. Klare Bonusbedingungen, " +
        "schnelle Auszahlungen und Werkzeuge, mit denen du dein Spiel im Griff behältst.",
      pageType: "HomePage",
      path: "/",
      content: html(
        "<h2>Casino und Sportwetten an einem Ort</h2>",
        "<p>Bei Vela findest du die Slots unseres eigenen Studios, klassische Tischspiele und ein Live-Casino " +
          "zusammen mit einem vollständigen Wettangebot — mit einem Konto und einem Guthaben. Wechsle von " +
          "einer Runde <strong>Europäisches Roulette</strong> zu den Fußballspielen des Abends, ohne Geld " +
          "zwischen Wallets zu verschieben.</p>",
        "<h3>Spiele, die du überprüfen kannst</h3>",
        "<p>Jedes Spiel aus unserem Studio veröffentlicht seine Auszahlungsquote, und jede Runde ist " +
          "nachweislich fair: Vor dem Spiel erhältst du einen Fingerabdruck des Server-Seeds, danach kannst " +
          "du prüfen, dass das Ergebnis nicht verändert wurde. Titel wie <em>Comet Cascade</em>, " +
          "<em>Fjord Raiders</em> und <em>Polar Lights</em> zeigen ihre Volatilität — so weißt du, ob " +
          "häufige kleine oder seltenere große Gewinne zu erwarten sind.</p>",
        "<h3>Angebote mit klaren Bedingungen</h3>",
        "<p>Unsere Aktionen nennen Umsatzbedingung, Frist und zählende Spiele direkt auf der Karte, bevor du " +
          "teilnimmst. Du kannst jeden Bonus ablehnen und ausschließlich mit deinem eigenen Geld spielen.</p>",
        "<h3>Spiel nach deinen Regeln</h3>",
        "<p>Lege in deinem Profil Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits fest, gönn dir eine " +
          "Pause oder sperre dich für längere Zeit. Glücksspiel soll Unterhaltung bleiben: Wenn es keinen " +
          'Spaß mehr macht, findest du auf unserer Seite <a href="/responsible-gambling">Verantwortungsvolles ' +
          "Spielen</a> Hilfe und Beratungsstellen.</p>",
      ),
    },
  },
  {
    type: "page",
    slug: "casino",
    en: {
      title: "Online casino: slots, roulette and blackjack | Vela",
      description:
        "Play Vela's own slots and table games with published RTPs and provably fair rounds. Try many of " +
        "them in demo mode before you play for money.",
      pageType: "CasinoPage",
      path: "/casino",
      content: html(
        "<h2>The Vela casino lobby</h2>",
        "<p>The lobby groups our games by type: video slots with free-spin rounds, cascading reels and " +
          "multipliers; table games such as <strong>European Roulette</strong> with a single zero and " +
          "<strong>Blackjack</strong> dealt from a six-deck shoe; and quick games like <strong>Dice</strong>, " +
          "where you choose your own odds.</p>",
        "<h3>Know what you are playing</h3>",
        "<p>Each game page shows the return to player (RTP) worked out from the game's own maths, its " +
          "volatility and how often a round wins something. An RTP of 96% is a long-run average over " +
          "millions of rounds; it does not mean you will get 96% of a single session's stakes back.</p>",
        "<h3>Demo play</h3>",
        "<p>Most slots can be opened in demo mode with play credits, so you can learn the features before " +
          "you stake real money. Demo results are produced by the same engine as real rounds.</p>",
        "<h3>Keep it fun</h3>",
        "<p>Set a budget before you start and stick to it. Your session timer and the hourly reality check " +
          "show how long you have been playing, and you can set limits at any time in your profile.</p>",
      ),
    },
    de: {
      title: "Online-Casino: Slots, Roulette und Blackjack | Vela",
      description:
        "Spiele Velas eigene Slots und Tischspiele mit veröffentlichten Auszahlungsquoten und nachweislich " +
        "fairen Runden. Viele davon kannst du vorher im Demo-Modus testen.",
      pageType: "CasinoPage",
      path: "/casino",
      content: html(
        "<h2>Die Casino-Lobby von Vela</h2>",
        "<p>In der Lobby sind unsere Spiele nach Art sortiert: Video-Slots mit Freispielrunden, fallenden " +
          "Walzen und Multiplikatoren; Tischspiele wie <strong>Europäisches Roulette</strong> mit einer " +
          "einzigen Null und <strong>Blackjack</strong> aus einem Schuh mit sechs Decks; und schnelle Spiele " +
          "wie <strong>Dice</strong>, bei dem du deine Gewinnchance selbst wählst.</p>",
        "<h3>Wisse, was du spielst</h3>",
        "<p>Jede Spielseite zeigt die Auszahlungsquote (RTP), berechnet aus der Mathematik des Spiels, " +
          "dazu die Volatilität und wie oft eine Runde etwas gewinnt. Eine RTP von 96 % ist ein " +
          "langfristiger Durchschnitt über Millionen Runden — sie bedeutet nicht, dass du in einer einzelnen " +
          "Sitzung 96 % deiner Einsätze zurückbekommst.</p>",
        "<h3>Demo-Modus</h3>",
        "<p>Die meisten Slots lassen sich im Demo-Modus mit Spielguthaben öffnen. So lernst du die Funktionen " +
          "kennen, bevor du echtes Geld einsetzt. Demo-Runden laufen auf derselben Engine wie echte Runden.</p>",
        "<h3>Spaß steht an erster Stelle</h3>",
        "<p>Lege vor dem Spielen ein Budget fest und halte dich daran. Der Sitzungstimer und der stündliche " +
          "Realitätscheck zeigen dir, wie lange du schon spielst; Limits kannst du jederzeit im Profil " +
          "setzen.</p>",
      ),
    },
  },
  {
    type: "page",
    slug: "live-casino",
    en: {
      title: "Live casino: shared RNG roulette and money-wheel tables | Vela",
      description:
        "Shared roulette and money-wheel tables where every player at the table sees the same round: bets close on a timer and " +
        "a certified random number generator draws the result. No video stream, no dealer.",
      pageType: "CasinoLivePage",
      path: "/live-casino",
      content: html(
        "<h2>Shared tables, drawn by our RNG</h2>",
        "<p>Our live casino tables are shared rounds: every player at a table bets on the same spin, bets close " +
          "when the countdown runs out, and the result is shown to everyone at once. There is no video stream " +
          "and no dealer: each result comes from our certified random number generator.</p>",
        "<h3>How each result is decided</h3>",
        "<p>Before a round takes bets, the table fixes a secret server seed and shows its hash. When the round " +
          "ends the seed is published with the result, so anyone can check that the winning number follows " +
          "from it and was fixed before the first bet.</p>",
        "<h3>Stakes</h3>",
        "<p>Each table shows its minimum and maximum bet. A bet counts once it is confirmed before " +
          "\u201cno more bets\u201d; a bet that arrives later is refused and nothing is taken from your balance.</p>",
        "<h3>Stay in control</h3>",
        "<p>Rounds come quickly. Decide how much you want to spend beforehand, take breaks, and use the limits " +
          "in your profile.</p>",
      ),
    },
    de: {
      title: "Live-Casino: gemeinsame RNG-Tische mit Roulette und Glücksrad | Vela",
      description:
        "Gemeinsame Roulette- und Glücksradtische, an denen alle Spieler dieselbe Runde sehen: Einsätze schließen nach Ablauf " +
        "der Zeit, das Ergebnis zieht ein zertifizierter Zufallszahlengenerator. Kein Videostream, kein Croupier.",
      pageType: "CasinoLivePage",
      path: "/live-casino",
      content: html(
        "<h2>Gemeinsame Tische, gezogen von unserem RNG</h2>",
        "<p>An unseren Live-Casino-Tischen spielen alle dieselbe Runde: Alle Spieler setzen auf denselben " +
          "Dreh, die Einsätze schließen, wenn der Countdown abgelaufen ist, und das Ergebnis sehen alle " +
          "gleichzeitig. Es gibt keinen Videostream und keinen Croupier: Jedes Ergebnis stammt aus unserem " +
          "zertifizierten Zufallszahlengenerator.</p>",
        "<h3>Wie jedes Ergebnis entsteht</h3>",
        "<p>Bevor eine Runde Einsätze annimmt, legt der Tisch einen geheimen Server-Seed fest und zeigt seinen " +
          "Hash. Am Ende der Runde wird der Seed mit dem Ergebnis veröffentlicht, so kann jeder prüfen, dass " +
          "die Gewinnzahl daraus folgt und vor dem ersten Einsatz feststand.</p>",
        "<h3>Einsätze</h3>",
        "<p>Jeder Tisch zeigt Mindest- und Höchsteinsatz. Ein Einsatz zählt, wenn er vor \u201eNichts geht " +
          "mehr\u201c bestätigt ist; ein späterer Einsatz wird abgelehnt und nichts wird abgebucht.</p>",
        "<h3>Behalte die Kontrolle</h3>",
        "<p>Die Runden folgen schnell aufeinander. Lege vorher fest, wie viel du ausgeben möchtest, mach Pausen " +
          "und nutze die Limits in deinem Profil.</p>",
      ),
    },
  },
];
