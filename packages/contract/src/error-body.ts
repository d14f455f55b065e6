import { z } from "zod";

/**
 * The light half of the error contract, for clients: it names no area, so a page that only needs to read a failed
 * call does not load every area's schemas with it. The full `ErrorResponse` (./errors) checks the code against every
 * area's `ErrorCode` for the server and the OpenAPI document; `ErrorBody` reads the same bodies with the code as sent
 * (a client branches on the codes it knows and shows a general text for the rest), so the web's initial code does not
 * carry the back office's schemas (docs/decisions/0215-initial-javascript-per-area.md).
 */

/** One failing field of a validation error. */
export const ValidationIssue = z.object({
  /** Dotted path of the field, prefixed by its location: `body.email`, `query.limit`. */
  path: z.string(),
  /** Machine-readable reason where the server has one (e.g. USERNAME_TAKEN), for a localised text. */
  code: z.string().optional(),
  /** Human-readable reason. */
  message: z.string(),
});

/** Every error response as a client reads it: `ErrorResponse` with its code as a string (or the numeric login code). */
export const ErrorBody = z.object({
  /** One of ErrorCode, or the numeric 5 of a login that needs consents (docs/product/sessions.md#restrictions). */
  code: z.union([z.string(), z.number()]),
  /** Human-readable message in English; the web app shows its own localised text for the code. */
  message: z.string(),
  /** Extra structured data, e.g. `{ issues: ValidationIssue[] }`. */
  details: z.unknown().optional(),
  /** The request id, to find the server log lines of this request. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
