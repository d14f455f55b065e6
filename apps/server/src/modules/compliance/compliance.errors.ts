import { ANSWER_FAILED, type ComplianceErrorCode, formatMinor } from "@casino/contract";
import { AppError } from "../../platform/errors";

const error = (
  code: ComplianceErrorCode,
  status: number,
  message: string,
  details?: Record<string, unknown>,
) => new AppError(code, status, message, details);

/** docs/product/compliance.md#messages: the web shows `answer-failed` for the criterion. */
export const answerFailed = (status: 400 | 409, why: string, criterionId: number) =>
  error("ANSWER_FAILED", status, why, { result: ANSWER_FAILED, criterionId });

export const unsupportedDocument = () =>
  error("UNSUPPORTED_DOCUMENT", 415, "Upload a PDF or an image (PNG, JPEG or WebP).");

/** A PDF that runs or carries something (PDF scan in pdf-scan.ts); the features found are in the details. */
export const activeDocument = (features: string[]) =>
  error(
    "DOCUMENT_ACTIVE_CONTENT",
    422,
    "This PDF contains scripts, automatic actions, forms or attached files, which we do not accept. Print it or " +
      "save it again as a plain PDF, or upload a photo or scan of the document.",
    { features },
  );

export const tooManyPending = (max: number) =>
  error("TOO_MANY_PENDING_DOCUMENTS", 409, `At most ${max} documents can wait for review at a time.`);

export const alreadyReviewed = () =>
  error("DOCUMENT_ALREADY_REVIEWED", 409, "This document has been reviewed already.");

export const kycRequired = (limit: bigint, currency: string) =>
  error(
    "KYC_REQUIRED",
    403,
    `Withdrawals above ${formatMinor(limit)} ${currency} in total need a verified identity. Upload an identity ` +
      "document under My documents.",
    { lifetimeLimit: Number(formatMinor(limit)) },
  );

export const reviewOpen = () =>
  error(
    "RISK_REVIEW_OPEN",
    409,
    "The account is under review; clear the review before approving this withdrawal.",
  );

export const noOpenReview = () => error("NO_OPEN_REVIEW", 409, "This account has no open review.");
