import { SUPPORT_LIMITS, SupportContactRequest } from "@casino/contract";

/** What the contact form holds while the player types. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactProblems = Record<keyof ContactFields, string | null>;

/**
 * The form's checks: the contract's own schema per field (so the form and the server cannot drift apart),
 * mapped to a translation key under `support.problems`.
 */
export function contactProblems(fields: ContactFields): ContactProblems {
  const check = (name: keyof ContactFields, tooLong: number, whenInvalid: string) => {
    const value = fields[name];
    if (!value.trim()) return "support.problems.required";
    if (value.trim().length > tooLong) return "support.problems.tooLong";
    return SupportContactRequest.shape[name].safeParse(value).success ? null : whenInvalid;
  };
  const message = fields.message.trim();
  return {
    name: check("name", SUPPORT_LIMITS.name, "support.problems.singleLine"),
    email: check("email", 254, "support.problems.email"),
    subject: check("subject", SUPPORT_LIMITS.subject, "support.problems.singleLine"),
    message:
      message && message.length < SUPPORT_LIMITS.messageMin
        ? "support.problems.tooShort"
        : check("message", SUPPORT_LIMITS.message, "support.problems.invalid"),
  };
}

export const hasProblems = (problems: ContactProblems) => Object.values(problems).some(Boolean);
