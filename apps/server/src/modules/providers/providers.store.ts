import { and, desc, eq, gte, isNull, lt } from "drizzle-orm";
import type { Db } from "../../platform/db";
import {
  gameProviders,
  providerLaunchTokens,
  providerReconciliations,
  providerRounds,
  providerSessions,
  providerTransactions,
} from "./providers.tables";

export type ProviderRow = typeof gameProviders.$inferSelect;
export type ProviderInsert = typeof gameProviders.$inferInsert;
export type SessionRow = typeof providerSessions.$inferSelect;
export type TransactionRow = typeof providerTransactions.$inferSelect;
export type TransactionInsert = typeof providerTransactions.$inferInsert;
export type ProviderRoundRow = typeof providerRounds.$inferSelect;

const first = <T>(rows: T[]): T | undefined => rows[0];

export const providersStore = {
  all: (db: Db) => db.select().from(gameProviders).orderBy(gameProviders.id),
  byId: async (db: Db, id: string) =>
    first(await db.select().from(gameProviders).where(eq(gameProviders.id, id))),
  /** The row, locked to the end of the transaction (a change's "before" for the audit trail). */
  byIdForUpdate: async (tx: Db, id: string) =>
    first(await tx.select().from(gameProviders).where(eq(gameProviders.id, id)).for("update")),
  insert: async (db: Db, row: ProviderInsert) =>
    first(await db.insert(gameProviders).values(row).onConflictDoNothing().returning()),
  update: async (db: Db, id: string, set: Partial<ProviderInsert>) =>
    first(await db.update(gameProviders).set(set).where(eq(gameProviders.id, id)).returning()),

  insertToken: (db: Db, row: typeof providerLaunchTokens.$inferInsert) =>
    db.insert(providerLaunchTokens).values(row),
  /** Marks the token used, once: the row comes back only to the first caller. */
  useToken: async (db: Db, tokenHash: string, providerId: string, at: Date) =>
    first(
      await db
        .update(providerLaunchTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(providerLaunchTokens.tokenHash, tokenHash),
            eq(providerLaunchTokens.providerId, providerId),
            isNull(providerLaunchTokens.usedAt),
          ),
        )
        .returning(),
    ),

  insertSession: (db: Db, row: SessionRow) => db.insert(providerSessions).values(row),
  session: async (db: Db, id: string) =>
    first(await db.select().from(providerSessions).where(eq(providerSessions.id, id))),

  transaction: async (tx: Db, providerId: string, transactionId: string) =>
    first(
      await tx
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerId, providerId),
            eq(providerTransactions.transactionId, transactionId),
          ),
        ),
    ),
  insertTransaction: (tx: Db, row: TransactionInsert) => tx.insert(providerTransactions).values(row),
  setTransactionState: (tx: Db, providerId: string, transactionId: string, state: string) =>
    tx
      .update(providerTransactions)
      .set({ state })
      .where(
        and(
          eq(providerTransactions.providerId, providerId),
          eq(providerTransactions.transactionId, transactionId),
        ),
      ),

  round: async (tx: Db, providerId: string, roundRef: string) =>
    first(
      await tx
        .select()
        .from(providerRounds)
        .where(and(eq(providerRounds.providerId, providerId), eq(providerRounds.roundRef, roundRef))),
    ),
  insertRound: (tx: Db, row: ProviderRoundRow) => tx.insert(providerRounds).values(row),
  setRoundStatus: (tx: Db, providerId: string, roundRef: string, status: string, at: Date) =>
    tx
      .update(providerRounds)
      .set({ status, closedAt: at })
      .where(and(eq(providerRounds.providerId, providerId), eq(providerRounds.roundRef, roundRef))),

  /** Rounds still open that were opened before `before`, oldest first. */
  openRounds: (db: Db, before: Date) =>
    db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.status, "open"), lt(providerRounds.openedAt, before)))
      .orderBy(providerRounds.openedAt)
      .limit(500),

  /** A provider's rounds opened in [from, to). */
  roundsOpenedIn: (db: Db, providerId: string, from: Date, to: Date) =>
    db
      .select()
      .from(providerRounds)
      .where(
        and(
          eq(providerRounds.providerId, providerId),
          gte(providerRounds.openedAt, from),
          lt(providerRounds.openedAt, to),
        ),
      ),

  saveReconciliation: (db: Db, row: typeof providerReconciliations.$inferInsert) =>
    db
      .insert(providerReconciliations)
      .values(row)
      .onConflictDoUpdate({
        target: [providerReconciliations.providerId, providerReconciliations.day],
        set: { rounds: row.rounds, differences: row.differences, createdAt: row.createdAt },
      }),
  reconciliations: (db: Db, providerId: string) =>
    db
      .select()
      .from(providerReconciliations)
      .where(eq(providerReconciliations.providerId, providerId))
      .orderBy(desc(providerReconciliations.day))
      .limit(60),
};
