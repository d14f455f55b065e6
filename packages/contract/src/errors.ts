import { z } from "zod";
import { AccountErrorCode } from "./account";
import { AffiliateErrorCode } from "./affiliate";
import { BonusErrorCode } from "./bonus";
import { CashierErrorCode } from "./cashier";
import { ComplianceErrorCode } from "./compliance";
import { EngagementErrorCode } from "./engagement";
import { GameErrorCode } from "./games";
import { LimitsErrorCode } from "./limits";
import { PaymentsErrorCode } from "./payments";
import { ProviderErrorCode } from "./providers";
import { SessionErrorCode } from "./session";
import { LOGIN_RESTRICTED_CODE } from "./session.api";
import { BetErrorCode, SettlementErrorCode } from "./sports";
import { StaffErrorCode } from "./staff";
import { SupportErrorCode } from "./support";
import { TableErrorCode } from "./tables";

/** The platform's own codes, which any endpoint may answer. Clients branch on codes, never on message text. */
export const PlatformErrorCode = z.enum([
  /** The request body, query or params failed validation; `details.issues` lists the fields. */
  "VALIDATION_FAILED",
  /** The request body is not parseable (e.g. malformed JSON). */
  "BAD_REQUEST",
  /** No such route or resource. */
  "NOT_FOUND",
  /** The HTTP method is not allowed here. */
  "METHOD_NOT_ALLOWED",
  /** The body's media type is not accepted. */
  "UNSUPPORTED_MEDIA_TYPE",
  /** The body is larger than the server accepts. */
  "PAYLOAD_TOO_LARGE",
  /** Too many requests in the window; retry later. */
  "RATE_LIMITED",
  /** No valid session. */
  "UNAUTHORIZED",
  /** The session is valid but may not do this. */
  "FORBIDDEN",
  /** A state-changing request with the session cookie came from another site's page (Origin/Referer). */
  "CSRF_REJECTED",
  /** Conflicting state (e.g. a duplicate). */
  "CONFLICT",
  /** The Idempotency-Key (or client round/action id) was already used for a different request. */
  "IDEMPOTENCY_MISMATCH",
  /** The server is temporarily unable to serve. */
  "UNAVAILABLE",
  /** An unexpected server fault; details are in the server log under the request id. */
  "INTERNAL",
  /** A money action sent without its Idempotency-Key header. */
  "IDEMPOTENCY_KEY_REQUIRED",
]);

/**
 * Every code a client can receive: the platform's and each area's. The server's AppError accepts only these, so a
 * new code is added here (in its area's enum) before it can be thrown, and the OpenAPI document lists them all.
 */
export const ErrorCode = z.enum([
  ...new Set([
    ...PlatformErrorCode.options,
    ...SessionErrorCode.options,
    ...AccountErrorCode.options,
    ...LimitsErrorCode.options,
    ...CashierErrorCode.options,
    ...BonusErrorCode.options,
    ...ComplianceErrorCode.options,
    ...AffiliateErrorCode.options,
    ...GameErrorCode.options,
    ...TableErrorCode.options,
    ...BetErrorCode.options,
    ...SettlementErrorCode.options,
    ...EngagementErrorCode.options,
    ...SupportErrorCode.options,
    ...ProviderErrorCode.options,
    ...StaffErrorCode.options,
    ...PaymentsErrorCode.options,
  ]),
] as [AnyErrorCode, ...AnyErrorCode[]]);
export type ErrorCode = z.infer<typeof ErrorCode>;
type AnyErrorCode =
  | z.infer<typeof PlatformErrorCode>
  | z.infer<typeof SessionErrorCode>
  | z.infer<typeof AccountErrorCode>
  | z.infer<typeof LimitsErrorCode>
  | z.infer<typeof CashierErrorCode>
  | BonusErrorCode
  | z.infer<typeof ComplianceErrorCode>
  | z.infer<typeof AffiliateErrorCode>
  | GameErrorCode
  | TableErrorCode
  | BetErrorCode
  | SettlementErrorCode
  | EngagementErrorCode
  | z.infer<typeof SupportErrorCode>
  | ProviderErrorCode
  | z.infer<typeof StaffErrorCode>
  | z.infer<typeof PaymentsErrorCode>;

/** The body of every error response; a component of its own in the OpenAPI document. */
export const ErrorResponse = z
  .object({
    /**
     * Machine-readable code: one of ErrorCode, or the numeric 5 of a login that needs consents
     * (docs/product/sessions.md#restrictions).
     */
    code: z.union([ErrorCode, z.literal(LOGIN_RESTRICTED_CODE)]),
    /** Human-readable message in English; the web app shows its own localised text for the code. */
    message: z.string(),
    /** Extra structured data, e.g. `{ issues: ValidationIssue[] }`. */
    details: z.unknown().optional(),
    /** The request id, to find the server log lines of this request. */
    requestId: z.string().optional(),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
