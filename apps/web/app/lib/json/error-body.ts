import type { ErrorBody } from "@casino/contract";

/**
 * A failed call's body as the contract's `ErrorBody` reads it, or undefined when it is not one; written out so the
 * page does not load zod for it. `error-body.test.ts` holds it to the schema.
 */
export function readErrorBody(json: unknown): ErrorBody | undefined {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  const { code, message, details, requestId } = json as Record<string, unknown>;
  if (typeof code !== "string" && !(typeof code === "number" && Number.isFinite(code))) return undefined;
  if (typeof message !== "string") return undefined;
  if (requestId !== undefined && typeof requestId !== "string") return undefined;
  return {
    code,
    message,
    ...(details !== undefined ? { details } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}
