import type { UrlLocale } from "@casino/contract";
import nodemailer from "nodemailer";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { outboxStore } from "../outbox/outbox.store";
import { type MessageTemplate, renderTemplate } from "./templates";

export interface EmailMessage {
  to: string;
  template: Exclude<MessageTemplate, "sms_code">;
  locale: UrlLocale;
  /** Placeholders: name, link, linkLabel, … */
  vars: Record<string, string>;
  /** Where replies go instead of the sender (a support request: the player's address). */
  replyTo?: string;
}

export interface SmsMessage {
  /** E.164, e.g. +4915112345678. */
  to: string;
  template: "sms_code";
  locale: UrlLocale;
  vars: Record<string, string>;
}

export interface Messenger {
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

/**
 * E-mail and SMS. Every message is recorded in the outbox table first (the audit trail, and the dev outbox at
 * /dev/outbox); e-mail is then delivered over SMTP when SMTP_URL is set. SMS has no gateway configured yet, so the
 * outbox row is the delivery (a gateway adapter plugs in here).
 */
export function createMessenger(options: {
  db: Db;
  clock: Clock;
  smtpUrl?: string | undefined;
  from?: string;
}): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? "Vela <no-reply@vela.example>";
  return {
    async sendEmail(message) {
      const rendered = renderTemplate(message.template, message.locale, message.vars);
      const row = await outboxStore.insert(options.db, {
        channel: "email",
        recipient: message.to.toLowerCase(),
        template: message.template,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        locale: message.locale,
        createdAt: options.clock.now(),
      });
      if (!transport) return;
      const error = await transport
        .sendMail({
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
        })
        .then(
          () => null,
          (err: Error) => err.message,
        );
      await outboxStore.markSent(options.db, row.id, options.clock.now(), error);
    },
    async sendSms(message) {
      const rendered = renderTemplate(message.template, message.locale, message.vars);
      await outboxStore.insert(options.db, {
        channel: "sms",
        recipient: message.to,
        template: message.template,
        text: rendered.text,
        locale: message.locale,
        createdAt: options.clock.now(),
      });
    },
  };
}
