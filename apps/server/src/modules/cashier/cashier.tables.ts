import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** A deposit or withdrawal through a payment provider, with its state machine (see cashier.service.ts). */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** deposit | withdrawal */
    type: text("type").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** PENDING | APPROVED | SUCCESSFUL | CANCELLED | REJECTED | FAILED | EXPIRED (deposits: checkout not paid in time) */
    state: text("state").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    method: text("method"),
    bonusCode: text("bonus_code"),
    reason: text("reason"),
    /** The client's Idempotency-Key: the same key from the same player returns the same transaction. */
    idempotencyKey: text("idempotency_key"),
    /** What was asked with that key (amount, currency, bonus code), hashed: another request with it is refused. */
    requestHash: text("request_hash"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * Deposits: when the provider's checkout closes (DEPOSIT_SESSION_MINUTES after the start). Still unpaid then, the
     * deposit is EXPIRED; one credited after it counts against deposit limits from its credit (`completed_at`).
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payment_transactions_idempotency_key")
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("payment_transactions_provider_ref_idx").on(t.provider, t.providerRef),
  ],
);

/** Every provider notification we accepted, by the provider's event id: a second delivery is a no-op. */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_webhook_events_key").on(t.provider, t.eventId)],
);
