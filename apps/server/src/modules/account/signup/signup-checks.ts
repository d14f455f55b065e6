import type { QuickRegisterRequest, SignupRequest } from "@casino/contract";
import type { z } from "zod";
import { hasTurned, isRealDate } from "../../../platform/calendar";
import type { Db } from "../../../platform/db";
import { type PasswordProblem, passwordProblem } from "../../../platform/password";
import { type FieldIssue, fieldIssue } from "../account.errors";
import { accountStore } from "../account.store";
import type { ConsentsService } from "../consents.service";
import type { ReferenceService } from "../reference.service";
import type { CurrencyRow } from "../reference.store";
import type { SmsService } from "../verification/sms.service";
import { parseCnp } from "./cnp";

/** A quick sign-up body after parsing (trimmed, lower-cased e-mail, upper-cased country). */
export type QuickSignup = z.output<typeof QuickRegisterRequest>;
/** A full sign-up body after parsing. */
export type FullSignup = z.output<typeof SignupRequest>;

/** Players must be adults (docs/product/accounts.md#sign-up), counted on the Amsterdam calendar date. */
const MINIMUM_AGE = 18;

/** The outcome of the sign-up rules. */
export interface CheckResult {
  issues: FieldIssue[];
  /** Why the password was refused, if it was. */
  passwordReason: PasswordProblem | null;
  /** The account's currency, when the country and currency passed. */
  currency: CurrencyRow | undefined;
}

/**
 * Every rule a new account must pass, all checked so the form can show every failing field at once. The
 * username/e-mail checks here are for the message only: the unique indexes decide races.
 */
export async function checkQuickSignup(
  deps: { db: Db; reference: ReferenceService; consents: ConsentsService },
  input: QuickSignup,
  today: string,
): Promise<CheckResult> {
  const issues: FieldIssue[] = [];
  const passwordReason = passwordProblem(input.password, { username: input.username, email: input.email });
  if (passwordReason) issues.push(fieldIssue("password", "WEAK_PASSWORD"));

  if (!isRealDate(input.birthDate) || input.birthDate > today) {
    issues.push({ path: "body.birthDate", code: "VALIDATION_FAILED", message: "Not a valid date of birth" });
  } else if (!hasTurned(input.birthDate, MINIMUM_AGE, today)) {
    issues.push(fieldIssue("birthDate", "UNDER_AGE"));
  }

  const country = await deps.reference.country(input.country);
  let currency: CurrencyRow | undefined;
  if (!country?.registrationAllowed) {
    issues.push(fieldIssue("country", "COUNTRY_NOT_ALLOWED"));
  } else {
    currency = await deps.reference.enabledCurrency(input.currency ?? country.currency);
    if (!currency) issues.push(fieldIssue("currency", "CURRENCY_NOT_SUPPORTED"));
  }

  if (await deps.consents.missesMandatory(input.userConsents)) {
    issues.push(fieldIssue("userConsents.termsandconditions", "TERMS_NOT_ACCEPTED"));
  }
  if (await accountStore.usernameTaken(deps.db, input.username))
    issues.push(fieldIssue("username", "USERNAME_TAKEN"));
  if (await accountStore.emailTaken(deps.db, input.email)) issues.push(fieldIssue("email", "EMAIL_TAKEN"));
  return { issues, passwordReason, currency };
}

/** The extra rules of the full sign-up: a recently SMS-confirmed, unused phone, a known state, a CNP for RO. */
export async function checkFullSignup(
  deps: { db: Db; reference: ReferenceService; sms: SmsService },
  input: FullSignup,
  today: string,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (!(await deps.sms.recentlyConfirmed(input)))
    issues.push(fieldIssue("phoneNumber", "MOBILE_NOT_CONFIRMED"));
  else if (await accountStore.phoneTaken(deps.db, input.phonePrefix, input.phoneNumber)) {
    issues.push(fieldIssue("phoneNumber", "MOBILE_TAKEN"));
  }
  if (input.state && !(await deps.reference.stateExists(input.country, input.state))) {
    issues.push({ path: "body.state", code: "VALIDATION_FAILED", message: "Unknown state for this country" });
  }
  if (input.country === "RO") {
    const cnp = input.cnp ? parseCnp(input.cnp, today) : null;
    // The CNP encodes the birth date; one that disagrees with the date given is not this person's.
    if (!cnp?.valid || cnp.birthDate !== input.birthDate) issues.push(fieldIssue("cnp", "CNP_INVALID"));
  }
  return issues;
}
