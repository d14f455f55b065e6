import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { toastClearance } from "../../../lib/toast-clearance";
import { Button } from "../../../ui/button";
import { writeConsentCookie } from "../consent-cookie";
import { consentReducer, initialConsent, type Preferences, shouldShowBanner } from "../consent-state";

/** The preferences dialog is fetched when first opened: most visitors answer the banner at once (issue 21). */
const CookiePreferencesDialog = lazy(() =>
  import("./cookie-preferences-dialog").then((m) => ({ default: m.CookiePreferencesDialog })),
);

/**
 * The cookie banner and its preferences dialog. `stored` comes from the cookie on the server, so the banner is in
 * the first paint when it is needed and never flashes when it is not.
 */
export function CookieConsent({ required, stored }: { required: boolean; stored: Preferences }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, dispatch] = useReducer(consentReducer, stored, initialConsent);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeConsentCookie(state.stored);
  }, [state.stored]);

  const [dialogOpened, setDialogOpened] = useState(false);
  if (state.dialog !== "closed" && !dialogOpened) setDialogOpened(true);

  const showBanner = shouldShowBanner(required, state.stored) && state.dialog === "closed";
  return (
    <>
      {showBanner ? (
        <section
          ref={toastClearance}
          aria-labelledby="cookie-banner-title"
          className="arrives-whole fixed inset-x-3 bottom-[calc(var(--spacing-bottombar)+0.75rem)] z-50 rounded-2xl border border-border bg-surface p-4 shadow-card sm:inset-x-auto sm:left-4 sm:max-w-md lg:bottom-4"
        >
          <h2 id="cookie-banner-title" className="text-base font-bold">
            {t("content.cookieTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t("content.cookieText")}{" "}
            <Link
              to={localized(locale, "/cookie-policy")}
              className="font-semibold text-primary-strong underline"
            >
              {t("content.cookiePolicy")}
            </Link>
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button size="sm" onClick={() => dispatch({ type: "acceptAll" })}>
              {t("content.cookieAcceptAll")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => dispatch({ type: "rejectAll" })}>
              {t("content.cookieRejectAll")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="col-span-2"
              onClick={() => dispatch({ type: "openPreferences" })}
            >
              {t("content.cookiePreferences")}
            </Button>
          </div>
          <span data-arrived hidden />
        </section>
      ) : null}
      {dialogOpened ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog state={state} dispatch={dispatch} />
        </Suspense>
      ) : null}
    </>
  );
}
