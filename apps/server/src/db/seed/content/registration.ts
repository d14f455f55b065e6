import { html, type SeedEntry } from "./seed-entry";

const image = { src: "/brand/art-welcome.svg", alt: "" };

/**
 * The text beside each step of the sign-up modal (docs/product/accounts.md#sign-up: initial, SMS, personal
 * information, e-mail).
 */
export const REGISTRATION_CONTENT: SeedEntry[] = [
  {
    type: "registration-content",
    slug: "initial",
    sortOrder: 10,
    en: {
      step: "initial",
      title: "Join Vela in a few minutes",
      content: html(
        "<p>One account for the casino, live casino and sportsbook. Choose a username and a strong password to start.</p>",
      ),
      highlights: [
        "Games with published RTP",
        "Withdrawals reviewed within 24 hours",
        "Limits you set yourself",
      ],
      image,
    },
    de: {
      step: "initial",
      title: "In wenigen Minuten bei Vela",
      content: html(
        "<p>Ein Konto für Casino, Live-Casino und Sportwetten. Wähle einen Benutzernamen und ein sicheres Passwort.</p>",
      ),
      highlights: [
        "Spiele mit veröffentlichter Auszahlungsquote",
        "Auszahlungen in 24 Stunden geprüft",
        "Limits, die du selbst festlegst",
      ],
      image,
    },
  },
  {
    type: "registration-content",
    slug: "sms",
    sortOrder: 20,
    en: {
      step: "sms",
      title: "Confirm your mobile number",
      content: html(
        "<p>We have sent a six-digit code by SMS. It protects your account and lets us reach you about security matters only — no marketing unless you ask for it.</p>",
      ),
      highlights: [],
    },
    de: {
      step: "sms",
      title: "Bestätige deine Handynummer",
      content: html(
        "<p>Wir haben dir einen sechsstelligen Code per SMS geschickt. Er schützt dein Konto; wir nutzen die Nummer nur für Sicherheitsfragen — Werbung nur, wenn du es möchtest.</p>",
      ),
      highlights: [],
    },
  },
  {
    type: "registration-content",
    slug: "personal",
    sortOrder: 30,
    en: {
      step: "personal",
      title: "Tell us about yourself",
      content: html(
        "<p>Your name, date of birth and address must match your identity documents: we check them before your first withdrawal. Only players aged 18 or over may register.</p>",
      ),
      highlights: [],
    },
    de: {
      step: "personal",
      title: "Erzähl uns etwas über dich",
      content: html(
        "<p>Name, Geburtsdatum und Adresse müssen mit deinen Ausweisdokumenten übereinstimmen: Wir prüfen sie vor deiner ersten Auszahlung. Registrieren dürfen sich nur Personen ab 18 Jahren.</p>",
      ),
      highlights: [],
    },
  },
  {
    type: "registration-content",
    slug: "email",
    sortOrder: 40,
    en: {
      step: "email",
      title: "Check your inbox",
      content: html(
        "<p>Open the link we sent to your e-mail address to activate your account. Before your first deposit, you can set a deposit limit in your profile.</p>",
      ),
      highlights: [],
    },
    de: {
      step: "email",
      title: "Schau in dein Postfach",
      content: html(
        "<p>Öffne den Link, den wir an deine E-Mail-Adresse geschickt haben, um dein Konto zu aktivieren. Vor deiner ersten Einzahlung kannst du im Profil ein Einzahlungslimit festlegen.</p>",
      ),
      highlights: [],
    },
  },
];
