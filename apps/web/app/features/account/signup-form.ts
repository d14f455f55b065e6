import type { QuickRegisterRequest, SignupRequest, UrlLocale } from "@casino/contract";
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
export interface AccountFields {
  email: string;
  username: string;
  password: string;
  birthDate: string;
  country: string;
  currency: string;
  terms: boolean;
  emailMarketing: boolean;
  sms: boolean;
  thirdParty: boolean;
}

export interface PhoneFields {
  phonePrefix: string;
  phoneNumber: string;
}

export const TITLES = ["Mr.", "Mrs.", "Ms.", "Mx."] as const;
export type Title = (typeof TITLES)[number];

/** The full sign-up's personal information step. */
export interface PersonalFields {
  title: Title;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  cnp: string;
}

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
