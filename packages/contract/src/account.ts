import { z } from "zod";
import { Currency } from "./session";

/** The consent keys a player answers (docs/product/accounts.md#consents). */
export const ConsentKey = z.enum(["termsandconditions", "emailmarketing", "sms", "3rdparty"]);
export type ConsentKey = z.infer<typeof ConsentKey>;

/** A player's answers, one boolean per consent key. */
export const UserConsents = z.object({
  termsandconditions: z.boolean(),
  emailmarketing: z.boolean(),
  sms: z.boolean(),
  "3rdparty": z.boolean(),
});
export type UserConsents = z.infer<typeof UserConsents>;

/** YYYY-MM-DD. */
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD");
const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** Quick sign-up: the least a player must give to open an account. 204 on success. */
export const QuickRegisterRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,20}$/, "3–20 letters, digits, dot, dash or underscore"),
  password: z.string().min(1).max(128),
  /** Players must be 18 or older. */
  birthDate: IsoDate,
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2).toUpperCase(),
  /** ISO 4217; defaults to the country's currency. */
  currency: z.string().length(3).toUpperCase().optional(),
  userConsents: UserConsents,
  affiliateMarker: z.string().max(100).optional(),
  /** URL locale the account uses for e-mails: en, de, en-ca. */
  locale: z.enum(["en", "de", "en-ca"]).optional(),
});
export type QuickRegisterRequest = z.input<typeof QuickRegisterRequest>;

/**
 * Full sign-up (docs/product/accounts.md#sign-up). The phone must have been confirmed by SMS first. 204 on success.
 */
export const SignupRequest = QuickRegisterRequest.extend({
  /** Mr., Mrs., Ms., Mx. — default Mr. */
  title: z.enum(["Mr.", "Mrs.", "Ms.", "Mx."]).default("Mr."),
  firstName: trimmed(60),
  lastName: trimmed(60),
  /** International prefix with +, e.g. +49. */
  phonePrefix: z.string().regex(/^\+\d{1,4}$/),
  /** National number, digits only. */
  phoneNumber: z.string().regex(/^\d{5,14}$/),
  address: trimmed(120),
  city: trimmed(80),
  /** Region code where the country has states/provinces. */
  state: z.string().max(10).optional(),
  /** Romanian personal numeric code, required for RO residents. */
  cnp: z
    .string()
    .regex(/^\d{13}$/)
    .optional(),
});
export type SignupRequest = z.input<typeof SignupRequest>;

/** POST /api/user/signup/email: (re)send the verification e-mail. Always `{success: true}`. */
export const SignupEmailRequest = z.object({ email: z.string().trim().toLowerCase().email() });
/** POST /api/user/signup/activateEmail. */
export const ActivateEmailRequest = z.object({ hashKey: z.string().min(10).max(200) });

/** A phone number for the SMS steps. */
export const PhoneRequest = z.object({
  phonePrefix: z.string().regex(/^\+\d{1,4}$/),
  phoneNumber: z.string().regex(/^\d{5,14}$/),
});
/** POST /api/user/signup/sms/confirmation: wrong code → 400 `Cod invalid`. */
export const SmsConfirmationRequest = PhoneRequest.extend({ code: z.string().regex(/^\d{4,8}$/) });
/** 200 of signup/sms and sms/resend. */
export const SmsSentResponse = z.object({
  /** Seconds until the code expires. */
  expiresInSeconds: z.number().int(),
  /** Seconds before another resend is allowed. */
  resendAfterSeconds: z.number().int(),
});

/**
 * Server-side field checks (docs/product/accounts.md#field-checks). 200 with the success text, or 400 with a code.
 */
export const ValidateUsernameRequest = z.object({ username: z.string().trim() });
export const ValidateEmailRequest = z.object({ email: z.string().trim() });
export const ValidateMobileRequest = PhoneRequest;
export const ValidateCnpRequest = z.object({ cnp: z.string().trim() });
export const ValidationSuccess = z.object({ message: z.string() });

/** A consent the player is asked for (docs/product/accounts.md#consents). */
export const ConsentRequirement = z.object({
  tagCode: ConsentKey,
  /** Localised text shown beside the box (HTML-free). */
  description: z.string(),
  mustAccept: z.boolean(),
  status: z.enum(["Accepted", "NotAccepted"]),
  /** Version of the text; a new version must be accepted again. */
  version: z.number().int(),
});
export const ConsentRequirementsResponse = z.array(ConsentRequirement);
/** POST /api/user/consents: a map of tag code to answer; only the keys sent change. */
export const UpdateConsentsRequest = UserConsents.partial();

/** The password policy, exposed as a runtime pattern (docs/product/accounts.md#passwords). */
export const PasswordPolicy = z.object({
  /** A JavaScript regular expression source the password must match. */
  pattern: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});
export const ResetRequestWithEmailRequest = z.object({
  email: z.string().trim().toLowerCase().email(),
  /** Where the reset page lives; only the site's own origin is accepted. */
  changePwdUrl: z.string().url().optional(),
});
export const ResetByHashKeyRequest = z.object({
  key: z.string().min(10).max(200),
  password: z.string().min(1).max(128),
});
export const SuccessResponse = z.object({ success: z.boolean() });
export const MessageResponse = z.object({ message: z.string() });
/** GET /api/user/password/resetKey?key=: is the reset key still usable. */
export const ResetKeyStatusResponse = z.object({ valid: z.boolean() });
/** Query of GET /api/user/password/resetKey. */
export const ResetKeyQuery = z.object({ key: z.string().min(1).max(200) });

/** GET /api/user/profile. */
export const Profile = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  phonePrefix: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  locale: z.string(),
  theme: z.enum(["Dark", "Light"]),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;
/** PUT /api/user/profile-update: only the fields sent change. Changing e-mail needs the password. */
export const ProfileUpdateRequest = z.object({
  firstName: trimmed(60).optional(),
  lastName: trimmed(60).optional(),
  address: trimmed(120).optional(),
  city: trimmed(80).optional(),
  state: z.string().max(10).optional(),
  phonePrefix: z
    .string()
    .regex(/^\+\d{1,4}$/)
    .optional(),
  phoneNumber: z
    .string()
    .regex(/^\d{5,14}$/)
    .optional(),
  locale: z.enum(["en", "de", "en-ca"]).optional(),
  theme: z.enum(["Dark", "Light"]).optional(),
  email: z.string().trim().toLowerCase().email().optional(),
  /** Required when `email` changes. */
  password: z.string().max(128).optional(),
});
export const ProfileUpdateResponse = z.object({ message: z.string(), profile: Profile });

/** Reference data (seeded in the database). */
export const CurrencyInfo = Currency.extend({ name: z.string() });
export const CurrenciesResponse = z.array(CurrencyInfo);
export const Country = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  name: z.string(),
  phonePrefix: z.string(),
  /** The currency preselected for players from this country. */
  currency: z.string().length(3),
  /** Players from here may register. */
  registrationAllowed: z.boolean(),
});
export const CountriesResponse = z.array(Country);
export const PhoneCode = z.object({ prefix: z.string(), country: z.string().length(2) });
export const PhoneCodesResponse = z.array(PhoneCode);
export const State = z.object({ country: z.string().length(2), code: z.string(), name: z.string() });
export const StatesResponse = z.array(State);
/** Query of GET /api/user/states: the country whose states/provinces are listed. */
export const StatesQuery = z.object({ country: z.string().length(2).toUpperCase() });
export const RolesResponse = z.object({ roles: z.array(z.string()) });
export const LoginHistoryItem = z.object({
  time: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
});
export const LoginHistoryResponse = z.object({ items: z.array(LoginHistoryItem) });

/** GET /api/admin/players query: an operator looks a player up by username (case-insensitive, exact). */
export const AdminPlayerQuery = z.object({ username: z.string().trim().min(1).max(40) });
export type AdminPlayerQuery = z.input<typeof AdminPlayerQuery>;

/** The player an operator looked up: enough to act on the account (grant a bonus), nothing personal. */
export const AdminPlayer = z.object({
  userId: z.string(),
  username: z.string(),
  /** ISO country of residence. */
  country: z.string(),
  /** The account currency. */
  currency: z.string(),
});
export type AdminPlayer = z.infer<typeof AdminPlayer>;

/** Error codes of the account module. */
export const AccountErrorCode = z.enum([
  "USERNAME_TAKEN",
  "EMAIL_TAKEN",
  "MOBILE_TAKEN",
  "MOBILE_NOT_CONFIRMED",
  "CNP_INVALID",
  "UNDER_AGE",
  "COUNTRY_NOT_ALLOWED",
  "CURRENCY_NOT_SUPPORTED",
  "TERMS_NOT_ACCEPTED",
  "WEAK_PASSWORD",
  "SMS_CODE_INVALID",
  "ACTIVATION_FAILED",
  "RESET_KEY_INVALID",
  "WRONG_PASSWORD",
  "PASSWORD_REQUIRED",
]);

/** The exact texts (docs/product/accounts.md#messages) that the API returns as `message`. */
export const MESSAGES = {
  usernameValidated: "Username successfuly validated",
  emailValidated: "E-mail successfully validated",
  mobileValidated: "Mobile successfully validated",
  cnpValidated: "CNP successfully validated",
  passwordChanged: "Password was changed succesfully",
  passwordNotChanged: "The password could not be changed.",
  resetFailed: "Something went wrong with the reset request",
  signupFailed: "Could not sign up user",
  smsInvalid: "Cod invalid",
  smsConfirmed: "SMS confirmed successfully",
  smsResent: "SMS resent successfully",
  signedUp: "User successfully signed up",
  profileUpdated: "Profile Updated Successfully",
  consentsFailed: "User Consents couldn't be fetched",
} as const;
