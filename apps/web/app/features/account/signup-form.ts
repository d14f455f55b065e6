import type { QuickRegisterRequest, SignupRequest, UrlLocale } from "@casino/contract";
import { z } from "zod";
import {
  birthDateProblem,
  cnpProblem,
  emailProblem,
  type FieldProblem,
  type PasswordRule,
  passwordProblem,
  phoneNumberProblem,
  requiredProblem,
  usernameProblem,
} from "../../lib/field-rules";

/** What the first sign-up screen asks (quick and full alike). */
export const AccountFields = z.object({
  email: z.string(),
  username: z.string(),
  password: z.string(),
  birthDate: z.string(),
  country: z.string(),
  currency: z.string(),
  terms: z.boolean(),
  emailMarketing: z.boolean(),
  sms: z.boolean(),
  thirdParty: z.boolean(),
});
export type AccountFields = z.infer<typeof AccountFields>;

export interface PhoneFields {
  phonePrefix: string;
  phoneNumber: string;
}

export const TITLES = ["Mr.", "Mrs.", "Ms.", "Mx."] as const;
export type Title = (typeof TITLES)[number];

/** The full sign-up's personal information step. */
export const PersonalFields = z.object({
  title: z.enum(TITLES),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  cnp: z.string(),
});
export type PersonalFields = z.infer<typeof PersonalFields>;

export type Problems<T> = Partial<Record<keyof T, string>>;

export const emptyAccount = (): AccountFields => ({
  email: "",
  username: "",
  password: "",
  birthDate: "",
  country: "",
  currency: "",
  terms: false,
  emailMarketing: false,
  sms: false,
  thirdParty: false,
});

/** docs/product/accounts.md#sign-up: the title defaults to Mr. */
export const emptyPersonal = (): PersonalFields => ({
  title: "Mr.",
  firstName: "",
  lastName: "",
  address: "",
  city: "",
  state: "",
  cnp: "",
});

function collect<T>(checks: Partial<Record<keyof T, FieldProblem>>): Problems<T> {
  const problems: Problems<T> = {};
  for (const [field, problem] of Object.entries(checks) as [keyof T, FieldProblem][]) {
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function accountProblems(
  fields: AccountFields,
  context: { policy?: PasswordRule; today: string },
): Problems<AccountFields> {
  return collect<AccountFields>({
    email: emailProblem(fields.email),
    username: usernameProblem(fields.username),
    password: passwordProblem(fields.password, context.policy),
    birthDate: birthDateProblem(fields.birthDate, context.today),
    country: requiredProblem(fields.country),
    currency: requiredProblem(fields.currency),
    terms: fields.terms ? null : "validation.terms",
  });
}

export function phoneProblems(fields: PhoneFields): Problems<PhoneFields> {
  return collect<PhoneFields>({
    phonePrefix: requiredProblem(fields.phonePrefix),
    phoneNumber: phoneNumberProblem(fields.phoneNumber),
  });
}

/** The state is asked only where the country has states; the CNP only for Romanian residents. */
export const needsCnp = (country: string) => country === "RO";

export function personalProblems(
  fields: PersonalFields,
  context: { country: string; hasStates: boolean },
): Problems<PersonalFields> {
  return collect<PersonalFields>({
    firstName: requiredProblem(fields.firstName),
    lastName: requiredProblem(fields.lastName),
    address: requiredProblem(fields.address),
    city: requiredProblem(fields.city),
    state: context.hasStates ? requiredProblem(fields.state) : null,
    cnp: needsCnp(context.country) ? cnpProblem(fields.cnp) : null,
  });
}

/**
 * A step's rules as a zod schema for react-hook-form's resolver (as the profile form does): each field's problem
 * becomes an issue at that field whose message is the problem's i18n key. The rules stay the functions above, which
 * read the contract's own schemas (lib/field-rules).
 */
function withProblems<T extends Record<string, unknown>>(
  shape: z.ZodType<T, T>,
  problems: (fields: T) => Problems<T>,
) {
  return shape.superRefine((fields, context) => {
    for (const [name, message] of Object.entries(problems(fields)))
      if (message) context.addIssue({ code: "custom", path: [name], message: String(message) });
  });
}

export const accountFormSchema = (context: { policy?: PasswordRule; today: string }) =>
  withProblems(AccountFields, (fields) => accountProblems(fields, context));

export const personalFormSchema = (context: { country: string; hasStates: boolean }) =>
  withProblems(PersonalFields, (fields) => personalProblems(fields, context));

export function toQuickRegister(fields: AccountFields, locale: UrlLocale): QuickRegisterRequest {
  return {
    email: fields.email.trim(),
    username: fields.username.trim(),
    password: fields.password,
    birthDate: fields.birthDate,
    country: fields.country,
    currency: fields.currency || undefined,
    userConsents: {
      termsandconditions: fields.terms,
      emailmarketing: fields.emailMarketing,
      sms: fields.sms,
      "3rdparty": fields.thirdParty,
    },
    locale,
  };
}

export function toSignup(
  account: AccountFields,
  phone: PhoneFields,
  personal: PersonalFields,
  locale: UrlLocale,
  context: { hasStates: boolean },
): SignupRequest {
  return {
    ...toQuickRegister(account, locale),
    title: personal.title,
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    phonePrefix: phone.phonePrefix,
    phoneNumber: phone.phoneNumber,
    address: personal.address.trim(),
    city: personal.city.trim(),
    state: context.hasStates && personal.state ? personal.state : undefined,
    cnp: needsCnp(account.country) ? personal.cnp : undefined,
  };
}
