import { type AccountErrorCode, MESSAGES } from "@casino/contract";
import type { z } from "zod";
import { AppError } from "../../platform/errors";
import type { PasswordProblem } from "../../platform/password";

type Code = z.infer<typeof AccountErrorCode>;

/** One failing field of a sign-up or profile form, with the code the web app translates. */
export interface FieldIssue {
  /** `body.<field>`, as in VALIDATION_FAILED issues. */
  path: string;
  code: Code | "VALIDATION_FAILED";
  message: string;
}

const MESSAGES_BY_CODE: Record<Code, string> = {
  USERNAME_TAKEN: "This username is already taken",
  EMAIL_TAKEN: "An account with this e-mail already exists",
  MOBILE_TAKEN: "This mobile number is already used by another account",
  MOBILE_NOT_CONFIRMED: "Confirm your mobile number by SMS first",
  CNP_INVALID: "The personal numeric code (CNP) is not valid",
  UNDER_AGE: "You must be 18 or older to play",
  COUNTRY_NOT_ALLOWED: "We cannot accept players from this country",
  CURRENCY_NOT_SUPPORTED: "This currency is not supported",
  TERMS_NOT_ACCEPTED: "The terms and conditions must be accepted",
  WEAK_PASSWORD: "The password does not meet the password policy",
  SMS_CODE_INVALID: MESSAGES.smsInvalid,
  ACTIVATION_FAILED: "The account does not exist or the activation link is no longer valid",
  RESET_KEY_INVALID: MESSAGES.resetFailed,
  WRONG_PASSWORD: MESSAGES.passwordNotChanged,
  PASSWORD_REQUIRED: "Enter your password to change your e-mail address",
};

/** A 400 with one of the account codes and its standard message. */
export function accountError(code: Code, details?: unknown, message = MESSAGES_BY_CODE[code]): AppError {
  return new AppError(code, 400, message, details);
}

/** A field issue with the standard message of its code. */
export function fieldIssue(field: string, code: Code, message = MESSAGES_BY_CODE[code]): FieldIssue {
  return { path: `body.${field}`, code, message };
}

/** The 400 for a form with failing fields: the first issue's code on top, every issue in `details.issues`. */
export function fieldErrors(issues: FieldIssue[], extra: Record<string, unknown> = {}): AppError {
  const [first] = issues;
  if (!first) throw new Error("fieldErrors needs at least one issue");
  return new AppError(first.code, 400, first.message, { issues, ...extra });
}

/** 400 WEAK_PASSWORD with the reason (pattern, common, containsUsername). */
export function weakPassword(reason: PasswordProblem, field = "password"): AppError {
  return fieldErrors([fieldIssue(field, "WEAK_PASSWORD")], { reason });
}
