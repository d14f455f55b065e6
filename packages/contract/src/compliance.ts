import { z } from "zod";

// ── Questionnaire (AML evaluation, docs/product/compliance.md#questionnaire) ───────────────────────────────────────

/**
 * The client reference of the questionnaire: `firstName_lastName_YYYYMMDD`
 * (docs/product/compliance.md#questionnaire). Missing parts stay empty, so a quick sign-up without names is
 * `__19900517`; server and web build it with this one function.
 */
export function questionnaireExternalId(person: {
  firstName: string;
  lastName: string;
  birthDate: string | null;
}): string {
  const date = (person.birthDate ?? "").replaceAll("-", "");
  return [person.firstName.trim(), person.lastName.trim(), date].join("_");
}

/**
 * Why an evaluation is added when the player reopens the questionnaire with none pending
 * (docs/product/compliance.md#questionnaire).
 */
export const RESTART_EVALUATION_REASON = "restart evaluation manually";

/**
 * Result code of getQuestionnaire when the client has no pending evaluation: add one and load again
 * (docs/product/compliance.md#questionnaire).
 */
export const NO_PENDING_EVALUATION = "NO_PENDING_EVALUATION";

/**
 * Per-criterion feedback codes of saveQuestionnaireAnswer (docs/product/compliance.md#messages); also the web's
 * message keys.
 */
export const ANSWER_SAVED = "answer-saved-successfully";
export const ANSWER_FAILED = "answer-failed";

/** POST /api/questionnaire/getQuestionnaire: the caller's own `externalId` only. */
export const GetQuestionnaireRequest = z.object({
  /** `firstName_lastName_YYYYMMDD` of the calling player (see questionnaireExternalId). */
  externalId: z.string().trim().min(1).max(200),
});
export type GetQuestionnaireRequest = z.infer<typeof GetQuestionnaireRequest>;

/** One possible answer of a criterion, labelled in the request's locale. */
export const CriterionAnswer = z.object({
  id: z.number().int(),
  value: z.string(),
  /** Stable machine name of the answer, e.g. `PEP_YES`. */
  mappingReference: z.string(),
});

/** One criterion (question) with its answers and the player's current choice. */
export const QuestionnaireCriterion = z.object({
  criterionId: z.number().int(),
  criterion: z.object({
    /** Stable machine name, e.g. `PEP_LISTED`. */
    mappingReference: z.string(),
    /** The question in the request's locale. */
    name: z.string(),
  }),
  criterionAnswers: z.array(CriterionAnswer),
  /** The answer saved so far, or null. */
  criterionAnswerId: z.number().int().nullable(),
});
export type QuestionnaireCriterion = z.infer<typeof QuestionnaireCriterion>;

/** A coded outcome with an English description (the web shows its own text for the code). */
export const QuestionnaireResult = z.object({
  code: z.string(),
  description: z.string(),
  /** Which criterion the result is about (answers). */
  criterionId: z.number().int().optional(),
});

/** The pending evaluation and its criteria; `result` says NO_PENDING_EVALUATION when there is none. */
export const QuestionnaireResponse = z.object({
  externalId: z.string(),
  clientExternalReference: z.string(),
  /** The pending evaluation, or null when there is none. */
  clientEvaluationId: z.string().nullable(),
  reasonForEvaluation: z.string().nullable(),
  criteria: z.array(QuestionnaireCriterion),
  result: z.array(QuestionnaireResult),
});
export type QuestionnaireResponse = z.infer<typeof QuestionnaireResponse>;

/** POST /api/questionnaire/addClientEvaluation: opens an evaluation (returns the pending one if there is one). */
export const AddClientEvaluationRequest = z.object({
  externalId: z.string().trim().min(1).max(200),
  /** Why it is opened, e.g. "restart evaluation manually". */
  reasonForEvaluation: z.string().trim().min(1).max(200).default(RESTART_EVALUATION_REASON),
});
export const AddClientEvaluationResponse = z.object({
  clientEvaluationId: z.string(),
  reasonForEvaluation: z.string(),
  result: z.array(QuestionnaireResult),
});

/** POST /api/questionnaire/saveQuestionnaireAnswer (docs/product/compliance.md#questionnaire). */
export const SaveQuestionnaireAnswerRequest = z.object({
  clientEvaluationId: z.string().uuid(),
  criterionId: z.number().int(),
  criterionAnswerId: z.number().int(),
  externalId: z.string().trim().min(1).max(200),
});
export type SaveQuestionnaireAnswerRequest = z.infer<typeof SaveQuestionnaireAnswerRequest>;

export const SaveQuestionnaireAnswerResponse = z.object({
  /** `answer-saved-successfully` for the criterion. */
  result: z.array(QuestionnaireResult),
  /** True once every criterion is answered: the evaluation is submitted. */
  completed: z.boolean(),
});
export type SaveQuestionnaireAnswerResponse = z.infer<typeof SaveQuestionnaireAnswerResponse>;

/** The role toggled by POST /api/questionnaire/toggleRole: the player is asked to fill in the questionnaire. */
export const QUESTIONNAIRE_ROLE = "questionnaire";

/** POST /api/questionnaire/toggleRole: the caller's own id, or any player's for an operator. */
export const ToggleRoleRequest = z.object({ userId: z.string().uuid() });
export const ToggleRoleResponse = z.object({
  userId: z.string(),
  /** Whether the player has the questionnaire role after the toggle. */
  questionnaire: z.boolean(),
  roles: z.array(z.string()),
});

/** Risk level of a completed evaluation (operators only: players are never told, AMLD tipping-off). */
export const RiskLevel = z.enum(["low", "medium", "high"]);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** An account flagged for review by a high risk score; withdrawals above the hold amount wait for it. */
export const RiskReview = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  evaluationId: z.string().nullable(),
  score: z.number().int(),
  level: RiskLevel,
  status: z.enum(["open", "cleared"]),
  openedAt: z.string(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type RiskReview = z.infer<typeof RiskReview>;

export const RiskReviewsResponse = z.object({ items: z.array(RiskReview) });
/** POST /api/admin/compliance/reviews/{userId}/clear. */
export const ClearReviewRequest = z.object({ note: z.string().trim().min(1).max(500) });

// ── KYC documents (docs/product/compliance.md#documents, #kyc-status) ──────────────────────────────────────────────

export const KycDocumentType = z.enum(["identity", "proof_of_address", "payment_method"]);
export type KycDocumentType = z.infer<typeof KycDocumentType>;
export const KYC_DOCUMENT_TYPES = KycDocumentType.options;
/** Types every player is asked for; payment-method proof only when an operator asks. */
export const KYC_REQUIRED_TYPES: readonly KycDocumentType[] = ["identity", "proof_of_address"];

export const KycDocumentStatus = z.enum(["pending", "approved", "rejected"]);
export type KycDocumentStatus = z.infer<typeof KycDocumentStatus>;

/** File types accepted, decided by the file's first bytes (never its name or declared type). */
export const KYC_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

/** One uploaded document as its owner (or an operator) sees it. */
export const KycDocument = z.object({
  id: z.string(),
  type: KycDocumentType,
  status: KycDocumentStatus,
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** The name the player's file had (display only). */
  fileName: z.string().nullable(),
  /** The type found in the file's content. */
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

/** GET /api/user/documents. */
export const DocumentsResponse = z.object({
  /** Newest first. */
  documents: z.array(KycDocument),
  /** The profile menu's dot: a required type has no pending or approved document. */
  documentsNeeded: z.boolean(),
  /** Required types still missing (none pending or approved). */
  missing: z.array(KycDocumentType),
  /** Largest file accepted, in bytes. */
  maxBytes: z.number().int(),
});
export type DocumentsResponse = z.infer<typeof DocumentsResponse>;

/**
 * POST /api/user/documents, multipart/form-data: a `type` field and one `file` part (declared image/*,
 * application/pdf or application/octet-stream; what it is, is decided from its bytes). The part's file name is kept
 * for the list only. 201 with the document; 413 PAYLOAD_TOO_LARGE above `maxBytes`, nothing stored.
 */
export const UploadDocumentForm = z.object({
  type: KycDocumentType,
  /** The document: PDF, PNG, JPEG or WebP. */
  file: z.file(),
});

/** The form's text fields, as the server checks them once the file has been read. */
export const UploadDocumentFields = UploadDocumentForm.pick({ type: true });

/** POST /api/user/verification/kycStatus (docs/product/compliance.md#kyc-status). */
export const KycStatusRequest = z.object({
  /** The merchant id of the identity check; when given it must be ours (KYC_MERCHANT_ID). */
  MerchantId: z.string().trim().max(100).optional(),
  /** The player's user id: the caller's own, or any for an operator. */
  CustomerId: z.string().uuid(),
  /** Every document, not only the newest of each type. */
  All: z.boolean().optional(),
  /** Include the parameters the status was decided with. */
  AllParameters: z.boolean().optional(),
  /** en, de or en-ca: labels of the document types. */
  Language: z.string().trim().max(10).optional(),
});
export type KycStatusRequest = z.input<typeof KycStatusRequest>;

export const KycStatusResponse = z.object({
  customerId: z.string(),
  merchantId: z.string(),
  /** verified = an approved identity document; pending = one waiting; rejected; unverified = none. */
  status: z.enum(["verified", "pending", "rejected", "unverified"]),
  documentsNeeded: z.boolean(),
  documents: z.array(KycDocument.extend({ label: z.string() })),
  parameters: z
    .object({
      /** Lifetime withdrawals above this (major units) need a verified identity. */
      withdrawalLifetimeLimit: z.number(),
      /** While an account is under review, withdrawals above this (major units) wait for an operator. */
      reviewHoldAbove: z.number(),
      requiredTypes: z.array(KycDocumentType),
    })
    .optional(),
});
export type KycStatusResponse = z.infer<typeof KycStatusResponse>;

/** Operator's view of a document: whose it is. */
export const AdminKycDocument = KycDocument.extend({ userId: z.string(), username: z.string().nullable() });
export const AdminDocumentsResponse = z.object({ items: z.array(AdminKycDocument) });
export const AdminDocumentsQuery = z.object({ status: KycDocumentStatus.default("pending") });
/** POST /api/admin/documents/{id}/reject. */
export const RejectDocumentRequest = z.object({ reason: z.string().trim().min(1).max(500) });

/** Error codes of compliance. */
export const ComplianceErrorCode = z.enum([
  /**
   * Saving a questionnaire answer failed: unknown answer or no longer pending (400/409; answer-failed,
   * docs/product/compliance.md#messages).
   */
  "ANSWER_FAILED",
  /** The file is not a PDF or a PNG/JPEG/WebP image by its content (415). */
  "UNSUPPORTED_DOCUMENT",
  /** The PDF has scripts, automatic actions, XFA forms or attached files (422); nothing is stored. */
  "DOCUMENT_ACTIVE_CONTENT",
  /** Too many documents waiting for review (409). */
  "TOO_MANY_PENDING_DOCUMENTS",
  /** The document was reviewed already (409). */
  "DOCUMENT_ALREADY_REVIEWED",
  /** A withdrawal past the lifetime amount needs an approved identity document (403). */
  "KYC_REQUIRED",
  /** The account is under review: this withdrawal waits until an operator clears it (409 on approval). */
  "RISK_REVIEW_OPEN",
  /** No open review to clear (409). */
  "NO_OPEN_REVIEW",
]);
export type ComplianceErrorCode = z.infer<typeof ComplianceErrorCode>;
