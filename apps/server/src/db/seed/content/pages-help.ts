import { canadian } from "./canadian";
import { html, type SeedEntry } from "./seed-entry";

const external = (href: string, label: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`;

const responsibleEn = (help: string) =>
  html(
    "<h1>Responsible gambling</h1>",
    "<p>Gambling is a form of entertainment, not a way to make money. Most people gamble without problems, but for some it can take over. These tools and contacts help you stay in control.</p>",
    "<h2>Signs to watch for</h2>",
    "<ul><li>Spending more money or time than you planned, or chasing losses.</li><li>Borrowing money, or using money meant for bills, to gamble.</li><li>Feeling anxious, irritable or guilty about gambling, or hiding it from people close to you.</li></ul>",
    "<h2>Tools in your profile</h2>",
    "<ul><li><strong>Deposit, loss and wagering limits</strong> per day, week or month. A lower limit applies immediately; raising or removing a limit takes effect after 24 hours.</li><li><strong>Session limits</strong> end your session after the time you choose, and the <strong>reality check</strong> reminds you every hour how long you have been playing.</li><li><strong>Cool-off</strong> pauses your account for 24 hours up to six weeks.</li><li><strong>Self-exclusion</strong> closes your account for at least six months, or permanently. It cannot be reversed early, and we will not send you marketing while it lasts.</li></ul>",
    "<h2>Protecting minors</h2>",
    "<p>Only people aged 18 or over may play. We check every player's age. If children use your device, use parental-control software and never leave your account logged in.</p>",
    "<h2>Where to get help</h2>",
    help,
  );

const HELP_EN = `<ul><li>${external("https://www.begambleaware.org", "BeGambleAware")} — free, confidential advice and a directory of support services.</li><li>${external("https://www.gamcare.org.uk", "GamCare")} — support by phone and online chat.</li><li>${external("https://www.gamstop.co.uk", "GAMSTOP")} — exclude yourself from all participating gambling sites at once.</li></ul>`;
const HELP_CA = `<ul><li>${external("https://www.responsiblegambling.org", "Responsible Gambling Council")} — information and a directory of help in every province and territory.</li><li>${external("https://www.connexontario.ca", "ConnexOntario")} — free, confidential help for gambling, available around the clock.</li><li>Your provincial health services can refer you to local counselling.</li></ul>`;

/** Responsible gambling (with country-appropriate help contacts) and the FAQ. */
export const HELP_PAGES: SeedEntry[] = [
  {
    type: "page",
    slug: "responsible-gambling",
    en: {
      title: "Responsible gambling | Vela",
      description:
        "Limits, reality checks, cool-off and self-exclusion at Vela, signs of problem gambling and where to find help.",
      pageType: "HelpPage",
      path: "/responsible-gambling",
      content: responsibleEn(HELP_EN),
    },
    "en-ca": {
      ...canadian({
        title: "Responsible gambling | Vela",
        description:
          "Limits, reality checks, cool-off and self-exclusion at Vela, signs of problem gambling and where to find help.",
        pageType: "HelpPage",
        path: "/responsible-gambling",
      }),
      content: canadian(responsibleEn(HELP_CA)),
    },
    de: {
      title: "Verantwortungsvolles Spielen | Vela",
      description:
        "Limits, Realitätscheck, Spielpause und Selbstsperre bei Vela, Anzeichen für problematisches Spielen und wo du Hilfe findest.",
      pageType: "HelpPage",
      path: "/responsible-gambling",
      content: html(
        "<h1>Verantwortungsvolles Spielen</h1>",
        "<p>Glücksspiel ist Unterhaltung, keine Möglichkeit, Geld zu verdienen. Die meisten Menschen spielen ohne Probleme, doch bei manchen gerät es außer Kontrolle. Diese Werkzeuge und Kontakte helfen dir, die Kontrolle zu behalten.</p>",
        "<h2>Warnzeichen</h2>",
        "<ul><li>Du gibst mehr Geld oder Zeit aus als geplant oder versuchst, Verluste zurückzuholen.</li><li>Du leihst dir Geld oder nutzt Geld für Rechnungen zum Spielen.</li><li>Du fühlst dich beim Spielen unruhig, gereizt oder schuldig oder verheimlichst es vor nahestehenden Menschen.</li></ul>",
        "<h2>Werkzeuge in deinem Profil</h2>",
        "<ul><li><strong>Einzahlungs-, Verlust- und Einsatzlimits</strong> pro Tag, Woche oder Monat. Ein niedrigeres Limit gilt sofort; eine Erhöhung oder Aufhebung erst nach 24 Stunden.</li><li><strong>Sitzungslimits</strong> beenden deine Sitzung nach der gewählten Zeit, der <strong>Realitätscheck</strong> erinnert dich stündlich, wie lange du schon spielst.</li><li>Eine <strong>Spielpause</strong> sperrt dein Konto für 24 Stunden bis sechs Wochen.</li><li>Die <strong>Selbstsperre</strong> schließt dein Konto für mindestens sechs Monate oder dauerhaft. Sie kann nicht vorzeitig aufgehoben werden, und solange sie gilt, erhältst du keine Werbung.</li></ul>",
        "<h2>Schutz Minderjähriger</h2>",
        "<p>Spielen dürfen nur Personen ab 18 Jahren. Wir prüfen das Alter jedes Spielers. Wenn Kinder dein Gerät nutzen, verwende eine Kindersicherung und lass dein Konto nie eingeloggt.</p>",
        "<h2>Hier findest du Hilfe</h2>",
        `<ul><li>${external("https://www.check-dein-spiel.de", "Check dein Spiel")} — das kostenlose, anonyme Beratungsangebot der Bundeszentrale für gesundheitliche Aufklärung.</li><li>${external("https://www.begambleaware.org", "BeGambleAware")} — Informationen und Hilfe auf Englisch.</li><li>Spielerinnen und Spieler in Deutschland können sich zusätzlich über das bundesweite Sperrsystem OASIS für alle legalen Anbieter sperren lassen.</li></ul>`,
      ),
    },
  },
  {
    type: "page",
    slug: "faq",
    en: {
      title: "Frequently asked questions | Vela",
      description:
        "Answers about accounts, verification, deposits, withdrawals, bonuses and safer gambling at Vela.",
      pageType: "HelpPage",
      path: "/faq",
      content: html(
        "<h1>Frequently asked questions</h1>",
        "<h2>Account</h2>",
        "<h3>Why do you need my documents?</h3>",
        "<p>The law requires us to confirm your age and identity and to check where deposited money comes from. We ask only for what we need, and tell you why in the Documents section of your profile.</p>",
        "<h3>I forgot my password.</h3>",
        "<p>Choose “Forgot password” in the login window. We send a link to your e-mail address; it works once and expires after a short time.</p>",
        "<h2>Payments</h2>",
        "<h3>How long does a withdrawal take?</h3>",
        "<p>We review withdrawals within 24 hours, usually much faster. After approval, e-wallets pay within minutes, cards and bank transfers within one to three banking days.</p>",
        "<h3>Can I cancel a withdrawal?</h3>",
        "<p>Yes, while it is still pending you can cancel it in your transaction history; the money returns to your balance.</p>",
        "<h2>Bonuses</h2>",
        "<h3>Do I have to take a bonus?</h3>",
        "<p>No. Bonuses are always optional, and you can cancel an active one at any time under My bonuses.</p>",
        "<h3>What does “wagering 30×” mean?</h3>",
        "<p>Bonus money must be staked 30 times its amount before it becomes withdrawable real money. A {{money:10}} bonus with 30× wagering needs {{money:300}} of stakes on games that count in full.</p>",
        "<h2>Safer gambling</h2>",
        "<h3>How do I take a break?</h3>",
        "<p>In your profile under Responsible gaming, choose a cool-off from 24 hours to six weeks, or self-exclusion for six months or longer. You can also ask support to do it for you.</p>",
        "<h3>Are the games fair?</h3>",
        "<p>Our own games are provably fair: you can check every round with the seeds shown in the game. Their RTP is published on every game page.</p>",
      ),
    },
    de: {
      title: "Häufige Fragen | Vela",
      description:
        "Antworten zu Konto, Verifizierung, Ein- und Auszahlungen, Boni und sicherem Spielen bei Vela.",
      pageType: "HelpPage",
      path: "/faq",
      content: html(
        "<h1>Häufige Fragen</h1>",
        "<h2>Konto</h2>",
        "<h3>Warum braucht ihr meine Dokumente?</h3>",
        "<p>Das Gesetz verpflichtet uns, dein Alter und deine Identität zu bestätigen und die Herkunft eingezahlter Gelder zu prüfen. Wir fragen nur nach dem Nötigen und erklären im Bereich „Dokumente“ deines Profils, wozu.</p>",
        "<h3>Ich habe mein Passwort vergessen.</h3>",
        "<p>Wähle im Login-Fenster „Passwort vergessen“. Wir senden dir einen Link per E-Mail; er funktioniert einmal und läuft nach kurzer Zeit ab.</p>",
        "<h2>Zahlungen</h2>",
        "<h3>Wie lange dauert eine Auszahlung?</h3>",
        "<p>Wir prüfen Auszahlungen innerhalb von 24 Stunden, meist deutlich schneller. Nach der Freigabe zahlen E-Wallets in Minuten, Karten und Banküberweisungen in ein bis drei Bankarbeitstagen aus.</p>",
        "<h3>Kann ich eine Auszahlung stornieren?</h3>",
        "<p>Ja, solange sie noch aussteht, kannst du sie im Transaktionsverlauf stornieren; das Geld geht zurück auf dein Guthaben.</p>",
        "<h2>Boni</h2>",
        "<h3>Muss ich einen Bonus annehmen?</h3>",
        "<p>Nein. Boni sind immer freiwillig, und du kannst einen aktiven Bonus jederzeit unter „Meine Boni“ stornieren.</p>",
        "<h3>Was bedeutet „30-facher Umsatz“?</h3>",
        "<p>Bonusgeld muss 30-mal umgesetzt werden, bevor es zu auszahlbarem Echtgeld wird. Ein Bonus von {{money:10}} mit 30-fachem Umsatz erfordert {{money:300}} Einsätze in voll zählenden Spielen.</p>",
        "<h2>Sicheres Spielen</h2>",
        "<h3>Wie lege ich eine Pause ein?</h3>",
        "<p>Wähle in deinem Profil unter „Verantwortungsvolles Spielen“ eine Spielpause von 24 Stunden bis sechs Wochen oder eine Selbstsperre ab sechs Monaten. Du kannst auch den Kundendienst darum bitten.</p>",
        "<h3>Sind die Spiele fair?</h3>",
        "<p>Unsere eigenen Spiele sind nachweislich fair: Jede Runde lässt sich mit den im Spiel angezeigten Seeds prüfen. Die Auszahlungsquote steht auf jeder Spielseite.</p>",
      ),
    },
  },
];
