/**
 * Optional cookie destinations (docs/product/shell.md#cookie-banner); essential cookies are always on and never asked
 * about.
 */
export const DESTINATIONS = ["functional", "marketingAndAnalytics", "advertising"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** A choice per destination; null is undecided. */
export type Preferences = Record<Destination, boolean | null>;

/**
 * The cookie the server reads, so the first paint knows whether to show the banner
 * (docs/product/shell.md#cookie-banner: 365 days).
 */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export const UNDECIDED: Preferences = { functional: null, marketingAndAnalytics: null, advertising: null };
const all = (value: boolean): Preferences => ({
  functional: value,
  marketingAndAnalytics: value,
  advertising: value,
});

export const isUndecided = (preferences: Preferences) =>
  DESTINATIONS.some((key) => preferences[key] === null);

/** `f1.m0.a1`: one letter and a 0/1 per destination; anything else counts as undecided. */
export function serializeConsent(preferences: Preferences): string {
  return DESTINATIONS.map((key) => `${key[0]}${preferences[key] ? 1 : 0}`).join(".");
}

/** The stored choices from a Cookie header; undecided when absent or malformed. */
export function readConsent(cookieHeader: string | null | undefined): Preferences {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  const value = decodeURIComponent(match?.[1] ?? "");
  if (!/^f[01]\.m[01]\.a[01]$/.test(value)) return UNDECIDED;
  const [f, m, a] = value.split(".").map((part) => part[1] === "1");
  return { functional: f ?? false, marketingAndAnalytics: m ?? false, advertising: a ?? false };
}

/**
 * Whether visitors must be asked about optional cookies (docs/product/shell.md#cookie-banner); on unless the build
 * says otherwise, since the markets served (EU, Canada) require it.
 */
export const CONSENT_REQUIRED = import.meta.env.VITE_COOKIE_CONSENT_REQUIRED !== "false";

/**
 * docs/product/shell.md#cookie-banner: the banner shows only when consent is required and a destination is undecided.
 */
export const shouldShowBanner = (required: boolean, stored: Preferences) => required && isUndecided(stored);

export interface ConsentState {
  /** What is saved in the cookie. */
  stored: Preferences;
  /** The choices being edited in the preferences dialog. */
  draft: Preferences;
  dialog: "closed" | "open" | "confirmCancel";
}

export type ConsentEvent =
  | { type: "acceptAll" }
  | { type: "rejectAll" }
  | { type: "openPreferences" }
  | { type: "choose"; destination: Destination; allowed: boolean }
  | { type: "save" }
  | { type: "cancel" }
  | { type: "confirmCancel" }
  | { type: "keepEditing" };

export const initialConsent = (stored: Preferences): ConsentState => ({
  stored,
  draft: stored,
  dialog: "closed",
});

/**
 * The banner and preferences dialog as a state machine. Cancelling the dialog with undecided destinations asks
 * for confirmation, then resets the preferences to undecided (docs/product/shell.md#cookie-banner); with everything
 * decided it just closes.
 */
export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case "acceptAll":
      return { stored: all(true), draft: all(true), dialog: "closed" };
    case "rejectAll":
      return { stored: all(false), draft: all(false), dialog: "closed" };
    case "openPreferences":
      return { ...state, draft: state.stored, dialog: "open" };
    case "choose":
      return { ...state, draft: { ...state.draft, [event.destination]: event.allowed } };
    case "save":
      if (isUndecided(state.draft)) return state;
      return { stored: state.draft, draft: state.draft, dialog: "closed" };
    case "cancel":
      if (isUndecided(state.draft)) return { ...state, dialog: "confirmCancel" };
      return { ...state, draft: state.stored, dialog: "closed" };
    case "confirmCancel":
      return { stored: UNDECIDED, draft: UNDECIDED, dialog: "closed" };
    case "keepEditing":
      return { ...state, dialog: "open" };
  }
}
