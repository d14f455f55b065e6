import { lazy, useEffect, useRef } from "react";
import { CONSENT_REQUIRED, readConsent, shouldShowBanner } from "../../features/cookie-consent/consent-state";
import { useModals } from "../../lib/shell-state/modal-store";
import { OnceOpened } from "../once-opened";
import {
  type InstallPromptEvent,
  installOfferAllowed,
  iosPromptDue,
  isIosSafari,
  STORAGE,
  storage,
} from "./install-rules";

const PwaInstallModal = lazy(() => import("./install-modals").then((m) => ({ default: m.PwaInstallModal })));
const IosInstallModal = lazy(() => import("./install-modals").then((m) => ({ default: m.IosInstallModal })));

/** A prompt waits this long after arrival, so it never greets a visitor before the page does. */
const SETTLE_MS = 3000;

/** Installed and opened from the home screen: nothing to offer. */
const standalone = () =>
  window.matchMedia("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Nothing else is asking the visitor something: no modal open and no cookie banner waiting. */
const calm = () =>
  useModals.getState().modal === null && !shouldShowBanner(CONSENT_REQUIRED, readConsent(document.cookie));

/** Runs `show` once the page has settled and is calm; checks again every second until it is. */
function whenCalm(show: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    if (calm()) show();
    else timer = setTimeout(attempt, 1000);
  };
  timer = setTimeout(attempt, SETTLE_MS);
  return () => clearTimeout(timer);
}

/**
 * The two ways to install the site as an app: the PWA install modal when the browser offers it
 * (beforeinstallprompt; "not now" is remembered), and the iOS Safari instructions at most every 30 days
 * (docs/product/shell.md#install-prompts).
 */
export function InstallPrompts() {
  const deferred = useRef<InstallPromptEvent | null>(null);
  const open = useModals((state) => state.open);

  useEffect(() => {
    if (standalone()) return;
    let cancel = () => {};
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-infobar quiet: we ask in our own words, at a calm moment.
      event.preventDefault();
      deferred.current = event as InstallPromptEvent;
      const allowed = installOfferAllowed(
        storage.readTime(STORAGE.installDismissedAt),
        storage.readTime(STORAGE.installed) !== null,
        Date.now(),
      );
      if (!allowed) return;
      cancel();
      cancel = whenCalm(() => open({ name: "pwaInstall" }));
    };
    const onInstalled = () => storage.write(STORAGE.installed, String(Date.now()));
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      cancel();
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, [open]);

  useEffect(() => {
    if (standalone() || !isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return;
    if (!iosPromptDue(storage.readTime(STORAGE.iosPromptAt), Date.now())) return;
    return whenCalm(() => {
      // Counted when shown, however it is closed: at most one prompt in 30 days.
      storage.write(STORAGE.iosPromptAt, String(Date.now()));
      open({ name: "iosInstall" });
    });
  }, [open]);

  const name = useModals((state) => state.modal?.name);
  return (
    <>
      <OnceOpened open={name === "pwaInstall"}>
        <PwaInstallModal deferred={deferred} />
      </OnceOpened>
      <OnceOpened open={name === "iosInstall"}>
        <IosInstallModal />
      </OnceOpened>
    </>
  );
}
