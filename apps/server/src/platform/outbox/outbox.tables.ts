import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail and SMS the product sends. With SMTP configured a mail is also delivered (and `sentAt` set);
 * without, the row is the delivery, readable in development at /dev/outbox.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** email | sms */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** Template name, e.g. password_reset. */
    template: text("template").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);
