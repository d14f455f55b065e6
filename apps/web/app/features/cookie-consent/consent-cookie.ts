import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  isUndecided,
  type Preferences,
  serializeConsent,
} from "./consent-state";

/** Stores the choices for 365 days (SPEC §9), or forgets them when they were reset to undecided. */
export function writeConsentCookie(preferences: Preferences): void {
  const value = isUndecided(preferences) ? "" : serializeConsent(preferences);
  const maxAge = value ? CONSENT_MAX_AGE_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in Safari and Firefox.
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}
