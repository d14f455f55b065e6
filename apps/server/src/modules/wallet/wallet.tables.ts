import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * A ledger account: a player's `real`, `bonus` or `withdrawal_hold` money in one currency, or an operator account
 * (payments clearing, game revenue, …). `balance` is a cache of the sum of its entries, kept in the same
 * transaction; player balances can never go below zero (the CHECK is the last line of defence).
 */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    /** null for operator accounts. */
    userId: uuid("user_id").references(() => users.id),
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_accounts_player_key")
      .on(t.userId, t.kind, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("wallet_accounts_operator_key").on(t.kind, t.currency).where(sql`${t.userId} is null`),
    check("wallet_accounts_player_nonnegative", sql`${t.userId} is null or ${t.balance} >= 0`),
  ],
);

/** One movement of money: immutable, applied at most once per idempotency key. */
export const walletTransfers = pgTable(
  "wallet_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request, to tell a retry from a different request reusing the key. */
    requestHash: text("request_hash").notNull(),
    /** deposit | withdrawal_hold | withdrawal_release | withdrawal_payout | bet | win | bonus_grant | … */
    kind: text("kind").notNull(),
    currency: text("currency").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_transfers_idempotency_key").on(t.idempotencyKey),
    // The operator's reports read the ledger by period.
    index("wallet_transfers_created_idx").on(t.createdAt),
  ],
);

/** The legs of a transfer: signed amounts that sum to zero; `balanceAfter` is the account's balance after it. */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => walletTransfers.id),
    accountId: bigint("account_id", { mode: "bigint" })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_entries_account_idx").on(t.accountId, t.id),
    index("wallet_entries_transfer_idx").on(t.transferId),
  ],
);
