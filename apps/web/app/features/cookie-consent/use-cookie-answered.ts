import { useSyncExternalStore } from "react";
import { subscribeConsent } from "./consent-cookie";
import { CONSENT_REQUIRED, readConsent, shouldShowBanner } from "./consent-state";

const answered = () => !shouldShowBanner(CONSENT_REQUIRED, readConsent(document.cookie));

/**
 * Whether the cookie question is out of the way (answered, or not asked in this build). Popups and the modals a
 * page opens on arrival wait for it, so they never cover the banner; it turns true the moment the banner is
 * answered, without a reload. False in the server's render: the browser decides after hydration.
 */
export function useCookieAnswered(): boolean {
  return useSyncExternalStore(subscribeConsent, answered, () => false);
}
