import { parseMajor, type RiskReview } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import type { AccountService } from "../account";
import type { AuditActor, AuditService } from "../audit";
import { kycRequired, noOpenReview, reviewOpen } from "./compliance.errors";
import { complianceStore, type ReviewRow } from "./compliance.store";
import { type DocumentStore, type DocumentStoreConfig, documentStoreFor } from "./document-store";
import { createKycService } from "./kyc.service";
import { createQuestionnaireService } from "./questionnaire.service";

export interface ComplianceDeps {
  db: Db;
  clock: Clock;
  config: DocumentStoreConfig &
    Pick<
      Config,
      "KYC_MAX_BYTES" | "KYC_MERCHANT_ID" | "KYC_WITHDRAWAL_LIFETIME_LIMIT" | "RISK_REVIEW_HOLD_ABOVE"
    >;
  accounts: Pick<AccountService, "sessionUser" | "rolesOf" | "toggleRole" | "contactOf">;
  /** The audit trail: staff decisions (documents, risk reviews) are recorded in their own transaction. */
  audit?: Pick<AuditService, "record">;
  /** Where files go; default the S3-compatible bucket when KYC_S3_ENDPOINT is set, else DATA_DIR/kyc on disk. */
  store?: DocumentStore;
}

const minor = (major: number) => parseMajor(major) ?? 0n;

/** Questionnaire, risk reviews and KYC documents, and the checks the cashier asks before money leaves. */
export function createComplianceService(deps: ComplianceDeps) {
  const { db, clock, config, accounts } = deps;
  const lifetimeLimit = minor(config.KYC_WITHDRAWAL_LIFETIME_LIMIT);
  const holdAbove = minor(config.RISK_REVIEW_HOLD_ABOVE);
  const questionnaire = createQuestionnaireService({ db, clock, accounts });
  const kyc = createKycService({
    db,
    clock,
    store: deps.store ?? documentStoreFor(config),
    rolesOf: accounts.rolesOf,
    audit: deps.audit,
    maxBytes: config.KYC_MAX_BYTES,
    merchantId: config.KYC_MERCHANT_ID,
    parameters: {
      withdrawalLifetimeLimit: config.KYC_WITHDRAWAL_LIFETIME_LIMIT,
      reviewHoldAbove: config.RISK_REVIEW_HOLD_ABOVE,
    },
  });
  const usernameOf = async (userId: string) => (await accounts.contactOf(userId))?.username ?? null;

  async function toReview(row: ReviewRow): Promise<RiskReview> {
    return {
      id: row.id,
      userId: row.userId,
      username: await usernameOf(row.userId),
      evaluationId: row.evaluationId,
      score: row.score,
      level: row.level as RiskReview["level"],
      status: row.status as RiskReview["status"],
      openedAt: row.openedAt.toISOString(),
      clearedAt: row.clearedAt?.toISOString() ?? null,
      clearedBy: row.clearedBy,
      note: row.note,
    };
  }

  return {
    questionnaire,
    kyc,
    usernameOf,

    /**
     * The cashier's check of a new withdrawal, in its transaction. Past the lifetime amount a verified identity is
     * required (refused otherwise); while the account is under review, a withdrawal above the hold amount is kept
     * for an operator instead of being approved automatically.
     */
    async checkWithdrawal(
      tx: Db,
      input: { userId: string; amount: bigint; lifetime: bigint; currency: string },
    ) {
      if (input.lifetime > lifetimeLimit && !(await kyc.identityVerified(input.userId, tx)))
        throw kycRequired(lifetimeLimit, input.currency);
      const review = await complianceStore.openReviewOf(tx, input.userId);
      return { review: review !== undefined && input.amount > holdAbove };
    },

    /** The cashier's check before an operator approves: a held withdrawal waits until the review is cleared. */
    async checkApproval(tx: Db, userId: string, amount: bigint) {
      if (amount > holdAbove && (await complianceStore.openReviewOf(tx, userId))) throw reviewOpen();
    },

    async reviews(status: "open" | "cleared") {
      return Promise.all((await complianceStore.reviews(db, status)).map(toReview));
    },

    async clearReview(actor: AuditActor, userId: string, note: string) {
      const row = await inTransaction(db, async (tx) => {
        const row = await complianceStore.clearReview(tx, userId, actor.userId, note, clock.now());
        if (row) {
          await deps.audit?.record(tx, {
            actor,
            action: "risk_review.clear",
            target: { type: "player", id: userId },
            before: { status: "open", score: row.score, level: row.level },
            after: { status: "cleared", note },
          });
        }
        return row;
      });
      if (!row) throw noOpenReview();
      return toReview(row);
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
