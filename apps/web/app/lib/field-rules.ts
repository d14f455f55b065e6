import { PhoneRequest, QuickRegisterRequest, SignupRequest, TIME_ZONE } from "@casino/contract";

/**
 * Client-side field rules (docs/product/accounts.md#field-checks). Each returns null when the value is fine, else the
 * i18n key of the problem. Where the contract has the rule, the contract's schema is the rule, so web and server
 * cannot drift apart.
 */
export type FieldProblem = string | null;

/** Players must be adults (issue 02: 18+); the server checks it too. */
export const ADULT_AGE = 18;

/** Login username: every whitespace character is stripped as the player types (docs/product/sessions.md#login). */
export const stripWhitespace = (value: string) => value.replace(/\s+/g, "");
/** Passwords: spaces are stripped (docs/product/accounts.md#passwords). */
export const stripSpaces = (value: string) => value.replace(/ /g, "");

export function requiredProblem(value: string): FieldProblem {
  return value.trim() ? null : "validation.required";
}

export function emailProblem(value: string): FieldProblem {
  if (!value.trim()) return "validation.required";
  return QuickRegisterRequest.shape.email.safeParse(value).success ? null : "validation.email";
}

export function usernameProblem(value: string): FieldProblem {
  if (!value.trim()) return "validation.required";
  return QuickRegisterRequest.shape.username.safeParse(value).success ? null : "validation.username";
}

/** The runtime password policy (GET /api/user/password/policy). */
export interface PasswordRule {
  pattern: string;
  minLength: number;
  maxLength: number;
}

/** The policy's pattern as a RegExp; a pattern this browser cannot compile is left to the server. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, "u");
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

/** Until the policy has loaded only emptiness is checked; the server applies the policy in any case. */
export function passwordProblem(value: string, policy?: PasswordRule): FieldProblem {
  if (!value) return "validation.required";
  if (!policy) return null;
  if (value.length < policy.minLength || value.length > policy.maxLength) return "validation.passwordLength";
  const pattern = compilePattern(policy.pattern);
  return pattern && !pattern.test(value) ? "validation.passwordPattern" : null;
}

export function confirmationProblem(password: string, confirmation: string): FieldProblem {
  if (!confirmation) return "validation.required";
  return confirmation === password ? null : "validation.passwordMismatch";
}

/** Today's date (YYYY-MM-DD) on the product's clock, Europe/Amsterdam (docs/product/i18n.md#time-zone). */
export function todayIn(now: Date, timeZone: string = TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between two YYYY-MM-DD dates; null when the birth date is not a real date. */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = ISO_DATE.exec(birthDate);
  const now = ISO_DATE.exec(today);
  if (!birth || !now) return null;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const real = new Date(Date.UTC(by, bm - 1, bd));
  if (real.getUTCFullYear() !== by || real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return null;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

export function birthDateProblem(value: string, today: string): FieldProblem {
  if (!value) return "validation.required";
  const age = ageOn(value, today);
  if (age === null || age > 120 || age < 0) return "validation.date";
  return age < ADULT_AGE ? "validation.underAge" : null;
}

/** The latest birth date that is old enough today: the `max` of the date input. */
export function latestAdultBirthDate(today: string): string {
  const [y = "2000", m = "01", d = "01"] = today.split("-");
  // 29 February of a leap year: the birthday counts on 1 March in other years, as ageOn does.
  const year = String(Number(y) - ADULT_AGE).padStart(4, "0");
  return ageOn(`${year}-${m}-${d}`, today) === ADULT_AGE ? `${year}-${m}-${d}` : `${year}-${m}-28`;
}

export function phoneNumberProblem(value: string): FieldProblem {
  if (!value) return "validation.required";
  return PhoneRequest.shape.phoneNumber.safeParse(value).success ? null : "validation.phone";
}

/** The Romanian personal numeric code: 13 digits here; the server checks its checksum. */
export function cnpProblem(value: string): FieldProblem {
  if (!value) return "validation.required";
  return SignupRequest.shape.cnp.unwrap().safeParse(value).success ? null : "validation.cnp";
}
