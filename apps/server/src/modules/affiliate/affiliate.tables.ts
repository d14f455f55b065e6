import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** An affiliate's campaign: its code is the marker (?btag=) its links carry, lower-case and unique. */
export const affiliateCampaigns = pgTable(
  "affiliate_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("affiliate_campaigns_code_key").on(t.code),
    index("affiliate_campaigns_user_idx").on(t.userId),
  ],
);

/**
 * A month's commission paid to an affiliate. One row per affiliate and month (the unique index is what makes a
 * claim happen once, however many arrive together); the wallet transfer carries the money.
 */
export const affiliateClaims = pgTable(
  "affiliate_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM, a calendar month in Europe/Amsterdam. */
    period: text("period").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    transferId: uuid("transfer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("affiliate_claims_period_key").on(t.userId, t.period)],
);
