import { z } from "zod";
import { PlayerRulesView } from "./limits";
import { LOGIN_RESTRICTED_CODE } from "./session.api";

/** A currency as the session and cashier see it (docs/product/sessions.md#authenticate). */
export const Currency = z.object({
  /** ISO 4217 code, e.g. EUR. */
  code: z.string().length(3),
  /** A government currency (not a crypto or points currency). */
  fiat: z.boolean(),
  /** Digits after the decimal point when shown. */
  fractionDigits: z.number().int().min(0).max(8),
  /** Display symbol, e.g. €. */
  symbol: z.string(),
});
export type Currency = z.infer<typeof Currency>;

/** The player's theme as the session API spells it (capitalised). */
export const SessionTheme = z.enum(["Dark", "Light"]);

/** POST /api/session/login. Whitespace is stripped from both fields (docs/product/sessions.md#login). */
export const LoginRequest = z.object({
  /** Username or e-mail, case-insensitive. */
  username: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().min(1).max(254)),
  /** The password; spaces are stripped before checking. */
  password: z
    .string()
    .transform((v) => v.replace(/ /g, ""))
    .pipe(z.string().min(1).max(128)),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** 200 from login; the `sid` cookie is set too. */
export const LoginResponse = z.object({
  /** Opaque session id (also sent as the HttpOnly `sid` cookie). */
  sessionId: z.string(),
  /** The player must accept new terms and conditions before playing. */
  hasToAcceptTC: z.boolean(),
  /** Pending actions, e.g. `marketingConsent`. */
  actions: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** `detail` of the 401 with code 5: the data the restrictions (consent) flow needs. */
export const RestrictionsDetail = z.object({
  userId: z.string(),
  /** A restricted session: it may only read and answer consents. */
  sessionId: z.string(),
  phone: z.string().nullable(),
  phonePrefix: z.string().nullable(),
  needsTCAccept: z.boolean(),
  needsMarketingAccept: z.boolean(),
});
export type RestrictionsDetail = z.infer<typeof RestrictionsDetail>;

/** Body of a failed login (401/403/429). */
export const LoginFailure = z.object({
  /** `5` for restrictions; otherwise a string code such as INVALID_CREDENTIALS, SELF_EXCLUDED. */
  code: z.union([z.literal(LOGIN_RESTRICTED_CODE), z.string()]),
  message: z.string(),
  /** Restrictions detail for code 5, else absent or null. */
  detail: RestrictionsDetail.nullable().optional(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type LoginFailure = z.infer<typeof LoginFailure>;

/** GET /api/session/authenticate (docs/product/sessions.md#authenticate). */
export const AuthenticateResponse = z.object({
  userId: z.string(),
  currency: Currency,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  /** ISO timestamp of this session's login (the reality check counts from it). */
  loginTime: z.string(),
  isEmailVerified: z.boolean(),
  email: z.string(),
  affiliateMarker: z.string().nullable(),
  /** URL locale: en, de or en-ca. */
  locale: z.string(),
  theme: SessionTheme,
  /** True while the session may only answer consents (restrictions flow). */
  restricted: z.boolean(),
  /** The responsible-gambling rules of the player's country (autoplay, time between rounds, slot stake cap). */
  rules: PlayerRulesView,
  /**
   * Set while a staff member sees the site as this player (docs/decisions/0211-impersonation-read-only.md): who they
   * are and when the impersonation ends. Money and account changes are refused (IMPERSONATION_READ_ONLY).
   */
  impersonation: z.object({ staffUsername: z.string(), expiresAt: z.string() }).nullable().optional(),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponse>;

/** GET /api/session/anonymous: defaults for a guest. */
export const AnonymousSessionResponse = z.object({
  /** Currency of the visitor's country, else the default. */
  currency: Currency,
  locale: z.string(),
  theme: SessionTheme,
  /** ISO 3166-1 alpha-2 country of the visitor. */
  country: z.string().length(2),
});
export type AnonymousSessionResponse = z.infer<typeof AnonymousSessionResponse>;

/** Error codes of the session module (a blocked login answers with LimitsErrorCode: COOL_OFF, SELF_EXCLUDED, …). */
export const SessionErrorCode = z.enum([
  /** Unknown user or wrong password: one answer for both (no account enumeration). */
  "INVALID_CREDENTIALS",
  /** The account is closed. */
  "ACCOUNT_CLOSED",
  /** The session has ended or expired. */
  "SESSION_EXPIRED",
  /** A restricted session tried something other than answering consents. */
  "SESSION_RESTRICTED",
  /**
   * A staff member viewing the site as the player tried to move money or change the account (a deposit, a bet, a
   * limit, the profile…): impersonation is read-only (docs/decisions/0211-impersonation-read-only.md).
   */
  "IMPERSONATION_READ_ONLY",
]);

/** DELETE /api/session/impersonation: the impersonated player, to return to their page in the console. */
export const EndImpersonationResponse = z.object({
  /** The player that was viewed, or null when no impersonation was running. */
  userId: z.string().nullable(),
});
export type EndImpersonationResponse = z.infer<typeof EndImpersonationResponse>;
