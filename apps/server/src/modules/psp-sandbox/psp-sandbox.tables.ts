import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The sandbox provider's own books: checkouts and payouts as the provider sees them (not our ledger). */
export const pspSandboxPayments = pgTable("psp_sandbox_payments", {
  id: text("id").primaryKey(),
  /** checkout | payout */
  kind: text("kind").notNull(),
  merchantRef: text("merchant_ref").notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  currency: text("currency").notNull(),
  /** created | pending | approved | declined | expired | processing | paid | failed */
  status: text("status").notNull(),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  returnUrl: text("return_url"),
  /** Checkouts: the page takes no payment after this moment (the merchant's deposit session ends then). */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
