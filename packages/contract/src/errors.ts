import { z } from "zod";

/** Stable machine-readable error codes. Clients branch on these, never on message text. */
export const ErrorCode = z.enum([
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
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One failing field of a validation error. */
export const ValidationIssue = z.object({
  /** Dotted path of the field, prefixed by its location: `body.email`, `query.limit`. */
  path: z.string(),
  /** Machine-readable reason where the server has one (e.g. USERNAME_TAKEN), for a localised text. */
  code: z.string().optional(),
  /** Human-readable reason. */
  message: z.string(),
});

/** The body of every error response. */
export const ErrorResponse = z.object({
  /**
   * Machine-readable code (see ErrorCode; modules add their own; login uses the numeric 5,
   * docs/product/sessions.md#restrictions).
   */
  code: z.union([z.string(), z.number()]),
  /** Human-readable message in English; the web app shows its own localised text for the code. */
  message: z.string(),
  /** Extra structured data, e.g. `{ issues: ValidationIssue[] }`. */
  details: z.unknown().optional(),
  /** The request id, to find the server log lines of this request. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
