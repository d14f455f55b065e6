import { randomInt } from "node:crypto";
import type { SupportContactRequest, UrlLocale } from "@casino/contract";
import type { Db } from "../../platform/db";
import type { Messenger } from "../../platform/mail";
import { supportStore } from "./support.store";

/** Unambiguous characters for a reference read out over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `VS-7K2M9Q`: short enough to quote, random enough (31^6 ≈ 887 million) never to be guessed. */
export function supportReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `VS-${code}`;
}

/** Who sent a contact request, as far as the server knows. */
export interface ContactSender {
  /** The logged-in player's username and id, or null for a guest. */
  player: { userId: string; username: string } | null;
  /** The page's language: the confirmation is written in it. */
  locale: UrlLocale;
}

/**
 * The e-mail support channel (docs/product/support.md#contact-form): the message goes to the operator's support
 * address, with Reply-To set to the sender so the team answers with one click, and a confirmation with the reference
 * goes to the sender. The confirmation repeats none of the sender's text but the name, so the form cannot be used to
 * mail arbitrary content to a stranger's address. The ticket is stored too, so the team has a record beside the
 * mailbox.
 */
export function createSupportService(deps: { db: Db; messenger: Messenger; supportEmail: string }) {
  const { messenger, supportEmail } = deps;
  return {
    async contact(request: SupportContactRequest, sender: ContactSender): Promise<{ reference: string }> {
      const reference = supportReference();
      const player = sender.player ? `${sender.player.username} (${sender.player.userId})` : "guest";
      await supportStore.insertTicket(deps.db, {
        reference,
        channel: "email",
        userId: sender.player?.userId ?? null,
        name: request.name,
        email: request.email,
        subject: request.subject,
        message: request.message,
        locale: sender.locale,
      });
      // The team reads English; the sender's text is passed through as-is (the mail renderer escapes it).
      await messenger.sendEmail({
        to: supportEmail,
        template: "support_request",
        locale: "en",
        replyTo: request.email,
        vars: { reference, player, language: sender.locale, ...request },
      });
      await messenger.sendEmail({
        to: request.email,
        template: "support_confirmation",
        locale: sender.locale,
        vars: { reference, name: request.name },
      });
      return { reference };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
