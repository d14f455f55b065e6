import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** Where a NUL character sits in a parsed input (`body.username`), or null when there is none. */
export function nulPath(location: string, input: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: [unknown, string][] = [[input, location]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push([item, `${path}.${i}`]);
      });
    } else if (value !== null && typeof value === "object" && isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Parsed JSON, query strings and route parameters; not a file's bytes or a stream (multipart uploads). */
const isRecord = (value: object) =>
  !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== "function";

/**
 * No text we take may hold a NUL character (`\u0000`, `%00`): PostgreSQL cannot store one in text or jsonb and
 * would fail the request. Every body, query string and path parameter is checked once, before the route's own
 * schema (so the answer is the usual 400 VALIDATION_FAILED with the field), and after authentication: the
 * operator guard and the other `onRequest` checks have answered already (authorisation before validation).
 */
export function registerNulGuard(app: FastifyInstance): void {
  // Synchronous (no promise per request); a throw here is answered like a rejected async hook.
  app.addHook("preValidation", (request, _reply, done) => {
    const path =
      nulPath("params", request.params) ?? nulPath("query", request.query) ?? nulPath("body", request.body);
    if (path) {
      throw new AppError("VALIDATION_FAILED", 400, "The request is not valid", {
        issues: [{ path, code: "INVALID_CHARACTER", message: "Text must not contain the NUL character" }],
      });
    }
    done();
  });
}
