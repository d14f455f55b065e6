import { ValidationIssue } from "@casino/contract";
import { z } from "zod";
import { ApiError } from "./api-client";

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

/** An issue may carry its own error code (e.g. USERNAME_TAKEN), which we can say in the player's language. */
const Issues = z.object({
  issues: z.array(ValidationIssue.extend({ code: z.union([z.string(), z.number()]).optional() })),
});

/**
 * Field problems of a 400 as `{ field: text }` (`body.email` → `email`), for showing under each field: our text
 * for an issue's code when we have one, else the server's message. Sign-up answers with the first issue's code on
 * top, so any code is accepted, not only VALIDATION_FAILED.
 */
export function fieldIssues(error: unknown, t?: Translate): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const parsed = Issues.safeParse(error.details);
  if (!parsed.success) return {};
  const result: Record<string, string> = {};
  for (const issue of parsed.data.issues) {
    const field = issue.path.replace(/^(body|query|params)\./, "");
    const known =
      t && issue.code !== undefined ? t(`errors.${String(issue.code)}`, { defaultValue: "" }) : "";
    result[field] ??= known || issue.message;
  }
  return result;
}
