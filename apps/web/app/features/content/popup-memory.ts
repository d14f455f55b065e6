import type { Popup } from "./api/get-popups";

/** Where a dismissal is remembered: for good ("once"), for the browser session, or not at all ("always"). */
const storageFor = (frequency: Popup["frequency"]) =>
  frequency === "once" ? window.localStorage : frequency === "session" ? window.sessionStorage : null;

const keyOf = (popup: Pick<Popup, "slug">) => `vela.popup.${popup.slug}`;

/** The first popup the visitor has not dismissed yet. */
export function nextPopup(popups: Popup[], dismissed: (popup: Popup) => boolean): Popup | null {
  return popups.find((popup) => !dismissed(popup)) ?? null;
}

export function wasDismissed(popup: Popup): boolean {
  try {
    return storageFor(popup.frequency)?.getItem(keyOf(popup)) === "1";
  } catch {
    return false;
  }
}

export function rememberDismissal(popup: Popup): void {
  try {
    storageFor(popup.frequency)?.setItem(keyOf(popup), "1");
  } catch {
    // Private mode without storage: the popup may come back, which is harmless.
  }
}
