import { html, type SeedEntry } from "./seed-entry";

/** The SEO texts of the home, casino and live-casino pages (shown collapsed in the footer, SPEC §2). */
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
      title: "Live casino: roulette and blackjack with real dealers | Vela",
      description:
        "Live roulette and blackjack streamed from our studio, with real dealers, table limits for every " +
        "budget and the same account as the rest of Vela.",
      pageType: "CasinoLivePage",
      path: "/live-casino",
      content: html(
        "<h2>Live tables, streamed in HD</h2>",
        "<p>Our live casino brings roulette wheels and blackjack tables to your screen, run by trained " +
          "dealers in real time. You place your bets through the on-screen table and watch the result as it " +
          "happens.</p>",
        "<h3>Tables for every budget</h3>",
        "<p>Each table shows its minimum and maximum stake before you sit down. Low-limit tables suit a " +
          "relaxed evening; higher limits are available for experienced players. Bet behind on blackjack " +
          "when every seat is taken.</p>",
        "<h3>How live results are decided</h3>",
        "<p>Live games are decided by the physical wheel and cards on the table, not by a random number " +
          "generator. Studio procedures, camera coverage and audits make sure every round is played by the " +
          "rules.</p>",
        "<h3>Stay in control</h3>",
        "<p>Live games move quickly. Decide how much you want to spend beforehand, take breaks, and use the " +
          "limits in your profile. Chat politely with dealers and other players: abusive messages are " +
          "removed.</p>",
      ),
    },
    de: {
      title: "Live-Casino: Roulette und Blackjack mit echten Croupiers | Vela",
      description:
        "Live-Roulette und Live-Blackjack aus unserem Studio, mit echten Croupiers, Tischlimits für jedes " +
        "Budget und demselben Konto wie im übrigen Vela.",
      pageType: "CasinoLivePage",
      path: "/live-casino",
      content: html(
        "<h2>Live-Tische in HD</h2>",
        "<p>Unser Live-Casino bringt Roulettekessel und Blackjack-Tische auf deinen Bildschirm, geleitet " +
          "von geschulten Croupiers in Echtzeit. Du setzt über den Tisch auf dem Bildschirm und siehst das " +
          "Ergebnis in dem Moment, in dem es fällt.</p>",
        "<h3>Tische für jedes Budget</h3>",
        "<p>Jeder Tisch zeigt Mindest- und Höchsteinsatz, bevor du Platz nimmst. Tische mit niedrigen Limits " +
          "passen zu einem entspannten Abend, höhere Limits gibt es für erfahrene Spieler. Sind alle Plätze " +
          "besetzt, kannst du bei Blackjack hinter einem Spieler mitsetzen.</p>",
        "<h3>Wie Live-Ergebnisse entstehen</h3>",
        "<p>Live-Spiele entscheiden der echte Kessel und die echten Karten auf dem Tisch, kein " +
          "Zufallsgenerator. Studioabläufe, Kameraüberwachung und Prüfungen sorgen dafür, dass jede Runde " +
          "regelgerecht gespielt wird.</p>",
        "<h3>Behalte die Kontrolle</h3>",
        "<p>Live-Spiele sind schnell. Lege vorher fest, wie viel du ausgeben möchtest, mach Pausen und nutze " +
          "die Limits in deinem Profil. Bleib im Chat freundlich zu Croupiers und Mitspielern — beleidigende " +
          "Nachrichten werden entfernt.</p>",
      ),
    },
  },
];
