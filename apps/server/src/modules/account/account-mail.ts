import { isUrlLocale, type UrlLocale } from "@casino/contract";
import type { EmailMessage, Messenger } from "../../platform/mail";
import type { RequestContext } from "../../platform/request-context";

/**
 * The pages e-mailed links open (docs/product/shell.md#routes): activate-email and resetpassword, each with `?key=`.
 */
type LinkPage = "activate-email" | "resetpassword";

/** The e-mails this module sends (responsible-gambling mails belong to limits, contact-form mails to support). */
type AccountTemplate = Exclude<
  EmailMessage["template"],
  "cool_off_started" | "self_exclusion_started" | "support_request" | "support_confirmation"
>;

const LABELS: Record<AccountTemplate, Record<UrlLocale, string>> = {
  email_verification: { en: "Confirm e-mail", de: "E-Mail bestätigen", "en-ca": "Confirm e-mail" },
  email_change_verification: { en: "Confirm e-mail", de: "E-Mail bestätigen", "en-ca": "Confirm e-mail" },
  password_reset: {
    en: "Choose a new password",
    de: "Neues Passwort wählen",
    "en-ca": "Choose a new password",
  },
  password_changed: { en: "Open Vela", de: "Vela öffnen", "en-ca": "Open Vela" },
};

/** `${origin}/${locale}/${page}?key=…`, or the given same-origin base URL with the key added. */
export function keyLink(origin: string, locale: UrlLocale, page: LinkPage, key: string, base?: URL): string {
  const url = base ? new URL(base) : new URL(`${origin}/${locale}/${page}`);
  url.searchParams.set("key", key);
  return url.toString();
}

/** Sends one of the account e-mails with its localised button label. */
export function sendAccountMail(
  messenger: Messenger,
  message: { to: string; template: AccountTemplate; locale: UrlLocale; name: string; link?: string },
): Promise<void> {
  return messenger.sendEmail({
    to: message.to,
    template: message.template,
    locale: message.locale,
    vars: {
      name: message.name,
      link: message.link ?? "",
      linkLabel: LABELS[message.template][message.locale],
    },
  });
}

/** The language of a mail to a known player: the page they asked from (X-Locale), else their account's. */
export function mailLocale(
  context: Pick<RequestContext, "requestedLocale">,
  user: { locale: string },
): UrlLocale {
  return context.requestedLocale ?? (isUrlLocale(user.locale) ? user.locale : "en");
}
