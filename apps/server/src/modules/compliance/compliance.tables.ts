import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/**
 * An AML evaluation of a player (the questionnaire). The criteria and their answers are defined in code
 * (questionnaire.criteria.ts); the answers given are stored per evaluation. At most one is pending per player.
 */
export const clientEvaluations = pgTable(
  "client_evaluations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** firstName_lastName_YYYYMMDD at the time it was opened. */
    externalId: text("external_id").notNull(),
    reason: text("reason").notNull(),
    /** pending | completed */
    status: text("status").notNull().default("pending"),
    /** Set when completed (risk-score.ts); never shown to the player. */
    riskScore: integer("risk_score"),
    riskLevel: text("risk_level"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("client_evaluations_user_idx").on(t.userId, t.createdAt),
    // Two concurrent "add evaluation" calls cannot open two pending evaluations.
    uniqueIndex("client_evaluations_one_pending").on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/** The answer chosen for one criterion of an evaluation. */
export const clientEvaluationAnswers = pgTable(
  "client_evaluation_answers",
  {
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => clientEvaluations.id, { onDelete: "cascade" }),
    criterionId: integer("criterion_id").notNull(),
    answerId: integer("answer_id").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.criterionId] })],
);

/**
 * An account flagged for review by a high risk score. While one is open, withdrawals above the hold amount wait
 * for an operator; only an operator clears it (a later low score does not).
 */
export const riskReviews = pgTable(
  "risk_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    evaluationId: uuid("evaluation_id").references(() => clientEvaluations.id, { onDelete: "set null" }),
    score: integer("score").notNull(),
    level: text("level").notNull(),
    /** open | cleared */
    status: text("status").notNull().default("open"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    clearedBy: uuid("cleared_by"),
    note: text("note"),
  },
  (t) => [uniqueIndex("risk_reviews_one_open").on(t.userId).where(sql`${t.status} = 'open'`)],
);

/** A KYC document a player uploaded. The file lives in the document store under `storageKey`, never in a URL. */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** identity | proof_of_address | payment_method */
    type: text("type").notNull(),
    /** pending | approved | rejected */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    fileName: text("file_name"),
    /** Found from the file's first bytes. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by"),
  },
  (t) => [
    index("kyc_documents_user_idx").on(t.userId, t.uploadedAt),
    index("kyc_documents_status_idx").on(t.status, t.uploadedAt),
  ],
);
