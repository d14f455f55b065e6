import { COMPANY_NAME, type UrlLocale } from "@casino/contract";

/** Every e-mail and SMS the product sends, in each locale. `{{name}}` placeholders are filled from `vars`. */
export type MessageTemplate =
  | "email_verification"
  | "password_reset"
  | "password_changed"
  | "email_change_verification"
  | "cool_off_started"
  | "self_exclusion_started"
  | "support_request"
  | "support_confirmation"
  | "sms_code";

interface Texts {
  subject: string;
  /** Paragraphs; a paragraph that is exactly `{{link}}` becomes a button in the HTML part. */
  body: string[];
}

type Catalogue = Record<MessageTemplate, Texts>;

const en: Catalogue = {
  email_verification: {
    subject: "Confirm your e-mail address",
    body: [
      "Hi {{name}},",
      "Welcome to Vela! Please confirm your e-mail address so we can keep your account safe.",
      "{{link}}",
      "The link works for 48 hours. If you did not create an account, ignore this message.",
    ],
  },
  email_change_verification: {
    subject: "Confirm your new e-mail address",
    body: ["Hi {{name}},", "Please confirm this is your new e-mail address for Vela.", "{{link}}"],
  },
  password_reset: {
    subject: "Reset your password",
    body: [
      "Hi {{name}},",
      "Someone (hopefully you) asked to reset your Vela password. Choose a new one here:",
      "{{link}}",
      "The link works once, for one hour. If you did not ask for it, ignore this message — your password stays as it is.",
    ],
  },
  password_changed: {
    subject: "Your password was changed",
    body: [
      "Hi {{name}},",
      "The password of your Vela account was just changed and every other session was signed out.",
      "If this was not you, reset your password at once and contact our support team.",
    ],
  },
  cool_off_started: {
    subject: "Your break from Vela has started",
    body: [
      "Hi {{name}},",
      "Your cool-off has started. You cannot log in, deposit or play {{until}}, and the break cannot be shortened.",
      "We have stopped all marketing to you. Your money stays yours: pending withdrawals are still paid, and our support team pays out your balance on request.",
      "If you are worried about your gambling, free and confidential help is available at BeGambleAware.org and GamCare.org.uk.",
    ],
  },
  self_exclusion_started: {
    subject: "Your self-exclusion has started",
    body: [
      "Hi {{name}},",
      "You have excluded yourself from Vela {{until}}. You cannot log in, deposit or play during this time, and the self-exclusion cannot be shortened or lifted.",
      "We have stopped all marketing to you. Pending withdrawals are still paid; to receive the rest of your balance, write to our support team and we will pay it out to you.",
      "If you are worried about your gambling, free and confidential help is available at BeGambleAware.org and GamCare.org.uk.",
    ],
  },
  support_request: {
    subject: "[{{reference}}] {{subject}}",
    body: [
      "New message from the contact form ({{reference}}).",
      "From: {{name}} <{{email}}>",
      "Player account: {{player}}",
      "Language: {{language}}",
      "Subject: {{subject}}",
      "{{message}}",
      "Reply to this e-mail to answer the sender.",
    ],
  },
  support_confirmation: {
    subject: "We have received your message ({{reference}})",
    body: [
      "Hi {{name}},",
      "Thank you for writing to Vela support. Your message has reached our team and we will reply to this address, usually within 24 hours.",
      "Your reference is {{reference}}. Please quote it if you write to us again about the same matter.",
      "If you did not contact us, you can ignore this e-mail.",
    ],
  },
  sms_code: { subject: "", body: ["Your Vela code is {{code}}. It expires in 10 minutes."] },
};

const de: Catalogue = {
  email_verification: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    body: [
      "Hallo {{name}},",
      "willkommen bei Vela! Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto schützen können.",
      "{{link}}",
      "Der Link ist 48 Stunden gültig. Wenn Sie kein Konto eröffnet haben, ignorieren Sie diese Nachricht.",
    ],
  },
  email_change_verification: {
    subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
    body: [
      "Hallo {{name}},",
      "bitte bestätigen Sie, dass dies Ihre neue E-Mail-Adresse für Vela ist.",
      "{{link}}",
    ],
  },
  password_reset: {
    subject: "Passwort zurücksetzen",
    body: [
      "Hallo {{name}},",
      "jemand (hoffentlich Sie) möchte Ihr Vela-Passwort zurücksetzen. Hier wählen Sie ein neues:",
      "{{link}}",
      "Der Link gilt einmal und eine Stunde lang. Wenn Sie das nicht waren, ignorieren Sie diese Nachricht – Ihr Passwort bleibt unverändert.",
    ],
  },
  password_changed: {
    subject: "Ihr Passwort wurde geändert",
    body: [
      "Hallo {{name}},",
      "das Passwort Ihres Vela-Kontos wurde soeben geändert, alle anderen Sitzungen wurden abgemeldet.",
      "Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie unseren Support.",
    ],
  },
  cool_off_started: {
    subject: "Ihre Spielpause bei Vela hat begonnen",
    body: [
      "Hallo {{name}},",
      "Ihre Spielpause hat begonnen. Sie können sich {{until}} nicht anmelden, einzahlen oder spielen; die Pause kann nicht verkürzt werden.",
      "Wir haben alle Werbung an Sie eingestellt. Ihr Geld bleibt Ihres: Offene Auszahlungen werden ausgeführt, und unser Support zahlt Ihnen Ihr Guthaben auf Wunsch aus.",
      "Wenn Sie sich Sorgen um Ihr Spielverhalten machen, finden Sie kostenlose und vertrauliche Hilfe unter check-dein-spiel.de oder telefonisch unter 0800 1 37 27 00.",
    ],
  },
  self_exclusion_started: {
    subject: "Ihre Selbstsperre ist aktiv",
    body: [
      "Hallo {{name}},",
      "Sie haben sich {{until}} bei Vela gesperrt. In dieser Zeit können Sie sich nicht anmelden, einzahlen oder spielen; die Sperre kann weder verkürzt noch aufgehoben werden.",
      "Wir haben alle Werbung an Sie eingestellt. Offene Auszahlungen werden ausgeführt; für die Auszahlung Ihres restlichen Guthabens schreiben Sie bitte unserem Support.",
      "Wenn Sie sich Sorgen um Ihr Spielverhalten machen, finden Sie kostenlose und vertrauliche Hilfe unter check-dein-spiel.de oder telefonisch unter 0800 1 37 27 00.",
    ],
  },
  support_request: {
    subject: "[{{reference}}] {{subject}}",
    body: [
      "Neue Nachricht über das Kontaktformular ({{reference}}).",
      "Von: {{name}} <{{email}}>",
      "Spielerkonto: {{player}}",
      "Sprache: {{language}}",
      "Betreff: {{subject}}",
      "{{message}}",
      "Antworten Sie auf diese E-Mail, um dem Absender zu schreiben.",
    ],
  },
  support_confirmation: {
    subject: "Wir haben Ihre Nachricht erhalten ({{reference}})",
    body: [
      "Hallo {{name}},",
      "vielen Dank für Ihre Nachricht an den Vela-Support. Sie ist bei unserem Team angekommen; wir antworten an diese Adresse, in der Regel innerhalb von 24 Stunden.",
      "Ihre Referenz lautet {{reference}}. Bitte geben Sie sie an, wenn Sie uns erneut zu diesem Anliegen schreiben.",
      "Wenn Sie uns nicht kontaktiert haben, können Sie diese E-Mail ignorieren.",
    ],
  },
  sms_code: { subject: "", body: ["Ihr Vela-Code lautet {{code}}. Er ist 10 Minuten gültig."] },
};

/** Canadian English: the English texts (no wording differs in these messages). */
const CATALOGUES: Record<UrlLocale, Catalogue> = { en, de, "en-ca": en };

export function renderTemplate(template: MessageTemplate, locale: UrlLocale, vars: Record<string, string>) {
  const texts = CATALOGUES[locale][template];
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => vars[key] ?? "");
  const paragraphs = texts.body.map(fill);
  const text = paragraphs.join("\n\n");
  const html = renderHtml(fill(texts.subject), texts.body, vars, fill);
  return { subject: fill(texts.subject), text, html };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function renderHtml(
  subject: string,
  body: string[],
  vars: Record<string, string>,
  fill: (t: string) => string,
) {
  const blocks = body.map((paragraph) => {
    if (paragraph === "{{link}}" && vars.link) {
      const href = escapeHtml(vars.link);
      return `<p style="margin:24px 0"><a href="${href}" style="background:#6d4ef0;color:#fff;padding:12px 22px;border-radius:10px;text-decoration:none;font-weight:700">${escapeHtml(vars.linkLabel ?? "Open")}</a></p><p style="font-size:12px;color:#6b7596">${href}</p>`;
    }
    // pre-wrap keeps the line breaks of a paragraph (a support message) in the HTML part too.
    return `<p style="margin:0 0 14px;white-space:pre-wrap">${escapeHtml(fill(paragraph))}</p>`;
  });
  return `<!doctype html><html><body style="margin:0;background:#0a0e1a;padding:32px 12px;font-family:Segoe UI,Roboto,sans-serif"><div style="max-width:520px;margin:auto;background:#ffffff;border-radius:16px;padding:32px;color:#141a2e"><h1 style="font-size:20px;margin:0 0 18px">${escapeHtml(subject)}</h1>${blocks.join("")}<p style="font-size:12px;color:#6b7596;margin-top:28px">${escapeHtml(COMPANY_NAME)} · 18+ · Play responsibly</p></div></body></html>`;
}
