import { COMPANY_NAME } from "@casino/contract";
import { html, type SeedEntry } from "./seed-entry";

/**
 * Privacy policy and cookie policy (the cookie categories match the consent banner,
 * docs/product/shell.md#cookie-banner).
 */
export const PRIVACY_PAGES: SeedEntry[] = [
  {
    type: "page",
    slug: "privacy-policy",
    en: {
      title: "Privacy policy | Vela",
      description: "Which personal data Vela collects, why, how long we keep it and how to use your rights.",
      pageType: "LegalPage",
      path: "/privacy-policy",
      content: html(
        "<h1>Privacy policy</h1>",
        `<p>${COMPANY_NAME} is the controller of the personal data described here. We collect only what we need to run your account, meet our legal duties and, where you agree, tell you about offers.</p>`,
        "<h2>What we collect</h2>",
        "<ul><li><strong>Identity and contact details:</strong> name, date of birth, address, e-mail address and mobile phone number.</li><li><strong>Verification documents</strong> you upload, and the results of identity and age checks.</li><li><strong>Account activity:</strong> deposits, withdrawals, bets, bonuses, limits and log-in history.</li><li><strong>Technical data:</strong> IP address, device and browser type, needed for security and fraud prevention.</li></ul>",
        "<h2>Why we use it</h2>",
        "<p>To provide the games and the account (contract); to verify your age and identity, prevent money laundering and protect players at risk (legal obligation); to keep the service secure (legitimate interest); and to send marketing messages only when you have opted in (consent), which you can withdraw in your profile at any time.</p>",
        "<h2>How long we keep it</h2>",
        "<p>Gambling and anti-money-laundering rules require us to keep account and transaction records for at least five years after an account is closed. Records of a self-exclusion are kept for as long as the exclusion lasts, so it can be enforced. Marketing preferences are deleted as soon as you withdraw consent.</p>",
        "<h2>Who we share it with</h2>",
        "<p>Payment providers, identity-verification services, our regulator and, where the law requires it, public authorities. We never sell your data.</p>",
        "<h2>Your rights</h2>",
        '<p>You can ask for a copy of your data, have it corrected, object to its use, ask for it to be erased where no legal duty requires us to keep it, and complain to your data protection authority. Write to <a href="mailto:privacy@vela.example">privacy@vela.example</a>.</p>',
      ),
    },
    de: {
      title: "Datenschutzerklärung | Vela",
      description:
        "Welche personenbezogenen Daten Vela erhebt, wozu, wie lange wir sie speichern und wie du deine Rechte nutzt.",
      pageType: "LegalPage",
      path: "/privacy-policy",
      content: html(
        "<h1>Datenschutzerklärung</h1>",
        `<p>Verantwortlich für die hier beschriebenen personenbezogenen Daten ist die ${COMPANY_NAME} Wir erheben nur, was wir für dein Konto und unsere gesetzlichen Pflichten brauchen und — wenn du zustimmst — um dich über Angebote zu informieren.</p>`,
        "<h2>Was wir erheben</h2>",
        "<ul><li><strong>Identitäts- und Kontaktdaten:</strong> Name, Geburtsdatum, Adresse, E-Mail-Adresse und Handynummer.</li><li><strong>Nachweise</strong>, die du hochlädst, und die Ergebnisse der Identitäts- und Altersprüfung.</li><li><strong>Kontoaktivität:</strong> Ein- und Auszahlungen, Wetten, Boni, Limits und Login-Verlauf.</li><li><strong>Technische Daten:</strong> IP-Adresse, Geräte- und Browsertyp, für Sicherheit und Betrugsprävention.</li></ul>",
        "<h2>Wozu wir sie nutzen</h2>",
        "<p>Zur Bereitstellung der Spiele und des Kontos (Vertrag); zur Prüfung von Alter und Identität, zur Geldwäscheprävention und zum Schutz gefährdeter Spieler (gesetzliche Pflicht); für die Sicherheit des Dienstes (berechtigtes Interesse); und für Werbenachrichten nur mit deiner Einwilligung, die du jederzeit im Profil widerrufen kannst.</p>",
        "<h2>Wie lange wir sie speichern</h2>",
        "<p>Glücksspiel- und Geldwäscheregeln verpflichten uns, Konto- und Transaktionsdaten mindestens fünf Jahre nach der Kontoschließung aufzubewahren. Eine Selbstsperre wird so lange gespeichert, wie sie gilt, damit sie durchgesetzt werden kann. Werbeeinstellungen löschen wir, sobald du deine Einwilligung widerrufst.</p>",
        "<h2>An wen wir sie weitergeben</h2>",
        "<p>An Zahlungsdienstleister, Dienste zur Identitätsprüfung, unsere Aufsichtsbehörde und, wo das Gesetz es verlangt, an Behörden. Wir verkaufen deine Daten nie.</p>",
        "<h2>Deine Rechte</h2>",
        '<p>Du kannst Auskunft über deine Daten verlangen, sie berichtigen lassen, der Nutzung widersprechen, die Löschung verlangen, soweit keine Aufbewahrungspflicht besteht, und dich bei deiner Datenschutzbehörde beschweren. Schreib an <a href="mailto:privacy@vela.example">privacy@vela.example</a>.</p>',
      ),
    },
  },
  {
    type: "page",
    slug: "cookie-policy",
    en: {
      title: "Cookie policy | Vela",
      description: "The cookies Vela uses, what each group does, and how to change your choice.",
      pageType: "LegalPage",
      path: "/cookie-policy",
      content: html(
        "<h1>Cookie policy</h1>",
        "<p>Cookies are small files a website stores in your browser. We group ours into four categories. Only essential cookies are set without your consent; you choose the others in the cookie banner and can change your choice at any time from the link in the footer. Your choice is remembered for 365 days.</p>",
        '<table><thead><tr><th scope="col">Category</th><th scope="col">What it does</th><th scope="col">Can be switched off</th></tr></thead><tbody><tr><td>Essential</td><td>Keeps you logged in (session cookie), remembers your cookie choice, theme and language, protects forms against abuse.</td><td>No</td></tr><tr><td>Functional</td><td>Remembers preferences such as the sidebar state and recently played games, and runs the live chat.</td><td>Yes</td></tr><tr><td>Marketing and analytics</td><td>Measures which pages and games are used so we can improve them, and which campaign brought you to us.</td><td>Yes</td></tr><tr><td>Advertising</td><td>Lets advertising partners show you Vela offers on other websites and measure them.</td><td>Yes</td></tr></tbody></table>',
        "<h2>Our session cookie</h2>",
        "<p>The session cookie holds a random identifier only. It is marked HttpOnly and SameSite, so scripts on the page cannot read it and other websites cannot send it. It expires when you log out or after a period without activity.</p>",
        "<h2>Changing your mind</h2>",
        "<p>Open the cookie preferences from the footer, or delete the cookies in your browser settings. Deleting essential cookies will log you out.</p>",
      ),
    },
    de: {
      title: "Cookie-Richtlinie | Vela",
      description: "Welche Cookies Vela verwendet, wozu jede Gruppe dient und wie du deine Wahl änderst.",
      pageType: "LegalPage",
      path: "/cookie-policy",
      content: html(
        "<h1>Cookie-Richtlinie</h1>",
        "<p>Cookies sind kleine Dateien, die eine Website in deinem Browser speichert. Unsere sind in vier Kategorien eingeteilt. Ohne deine Einwilligung setzen wir nur notwendige Cookies; die übrigen wählst du im Cookie-Banner und kannst deine Wahl jederzeit über den Link in der Fußzeile ändern. Deine Wahl wird 365 Tage gespeichert.</p>",
        '<table><thead><tr><th scope="col">Kategorie</th><th scope="col">Wozu</th><th scope="col">Abschaltbar</th></tr></thead><tbody><tr><td>Notwendig</td><td>Hält dich eingeloggt (Sitzungs-Cookie), speichert deine Cookie-Wahl, Design und Sprache, schützt Formulare vor Missbrauch.</td><td>Nein</td></tr><tr><td>Funktional</td><td>Speichert Einstellungen wie den Zustand der Seitenleiste und zuletzt gespielte Spiele und betreibt den Live-Chat.</td><td>Ja</td></tr><tr><td>Marketing und Analyse</td><td>Misst, welche Seiten und Spiele genutzt werden, damit wir sie verbessern können, und über welche Kampagne du zu uns gekommen bist.</td><td>Ja</td></tr><tr><td>Werbung</td><td>Ermöglicht Werbepartnern, dir Vela-Angebote auf anderen Websites zu zeigen und diese zu messen.</td><td>Ja</td></tr></tbody></table>',
        "<h2>Unser Sitzungs-Cookie</h2>",
        "<p>Das Sitzungs-Cookie enthält nur eine zufällige Kennung. Es ist als HttpOnly und SameSite gekennzeichnet: Skripte auf der Seite können es nicht lesen, andere Websites können es nicht mitsenden. Es läuft beim Logout oder nach einer Zeit ohne Aktivität ab.</p>",
        "<h2>Deine Wahl ändern</h2>",
        "<p>Öffne die Cookie-Einstellungen in der Fußzeile oder lösche die Cookies in deinem Browser. Wenn du notwendige Cookies löschst, wirst du ausgeloggt.</p>",
      ),
    },
  },
];
