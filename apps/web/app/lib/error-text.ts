import { ApiError } from "./api-client";
import { isNumber, isRecord, isString, optional } from "./json/shape";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The player-facing text of a failed call: our own localised text for the error code when we have one (clients
 * branch on codes, never on message text), else the given fallback key, else the server's message.
 */
export function errorText(t: Translate, error: unknown, fallbackKey?: string): string {
  if (error instanceof ApiError) {
    const known = t(`errors.${String(error.code)}`, { defaultValue: "" });
    if (known) return known;
    if (fallbackKey) return t(fallbackKey);
    return error.message || t("errors.generic");
  }
  return t(fallbackKey ?? "errors.generic");
}

/** One field problem of a 400; an issue may carry its own code (e.g. USERNAME_TAKEN), said in the player's language. */
interface Issue {
  path: string;
  code?: string | number;
  message: string;
}

const isCode = (value: unknown) => isString(value) || isNumber(value);

/**
 * The `issues` of a failure's details (the contract's `ValidationIssue`, its code a string or a number), or
 * undefined when the details are not that shape; error-text.test.ts holds it to the schema.
 */
export function readIssues(details: unknown): Issue[] | undefined {
  if (!isRecord(details) || !Array.isArray(details.issues)) return undefined;
  const issues: Issue[] = [];
  for (const issue of details.issues) {
    if (!isRecord(issue)) return undefined;
    const { path, code, message } = issue;
    if (!isString(path) || !isString(message) || !optional(isCode)(code)) return undefined;
    issues.push(code === undefined ? { path, message } : { path, code, message });
  }
  return issues;
}

/**
 * Field problems of a 400 as `{ field: text }` (`body.email` → `email`), for showing under each field: our text
 * for an issue's code when we have one, else the server's message. Sign-up answers with the first issue's code on
 * top, so any code is accepted, not only VALIDATION_FAILED.
 */
export function fieldIssues(error: unknown, t?: Translate): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = readIssues(error.details);
  if (!issues) return {};
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^(body|query|params)\./, "");
    const known =
      t && issue.code !== undefined ? t(`errors.${String(issue.code)}`, { defaultValue: "" }) : "";
    result[field] ??= known || issue.message;
  }
  return result;
}
