import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  isUndecided,
  type Preferences,
  serializeConsent,
} from "./consent-state";

/** Who waits for the cookie answer on this page (popups, modals that open on arrival). */
const listeners = new Set<() => void>();

/** Calls `listener` whenever the banner saves or resets the choices; returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the choices for 365 days (docs/product/shell.md#cookie-banner), or forgets them when they were reset to
 * undecided.
 */
export function writeConsentCookie(preferences: Preferences): void {
  const value = isUndecided(preferences) ? "" : serializeConsent(preferences);
  const maxAge = value ? CONSENT_MAX_AGE_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in Safari and Firefox.
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
  for (const listener of listeners) listener();
}
