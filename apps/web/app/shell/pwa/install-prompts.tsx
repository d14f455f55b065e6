import { Download, PlusSquare, Share, Smartphone, Zap } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_REQUIRED, readConsent, shouldShowBanner } from "../../features/cookie-consent/consent-state";
import { useModals } from "../../lib/shell-state/modal-store";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { installOfferAllowed, iosPromptDue, isIosSafari, STORAGE, storage } from "./install-rules";

/** Chrome's install offer (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

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

  return (
    <>
      <PwaInstallModal deferred={deferred} />
      <IosInstallModal />
    </>
  );
}

function PwaInstallModal({ deferred }: { deferred: React.RefObject<InstallPromptEvent | null> }) {
  const { t } = useTranslation();
  const isOpen = useModals((state) => state.modal?.name === "pwaInstall");
  const close = useModals((state) => state.close);
  const notNow = () => {
    storage.write(STORAGE.installDismissedAt, String(Date.now()));
    close();
  };
  const install = async () => {
    const offer = deferred.current;
    close();
    if (!offer) return;
    deferred.current = null;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === "dismissed") storage.write(STORAGE.installDismissedAt, String(Date.now()));
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? null : notNow())}
      title={t("pwa.installTitle")}
      description={t("pwa.installDescription")}
      closeLabel={t("common.close")}
      header={<AppIcon />}
    >
      <ul className="mb-6 space-y-3 text-sm">
        <Benefit icon={<Zap className="size-4" aria-hidden />}>{t("pwa.benefitFast")}</Benefit>
        <Benefit icon={<Smartphone className="size-4" aria-hidden />}>{t("pwa.benefitWindow")}</Benefit>
        <Benefit icon={<Download className="size-4" aria-hidden />}>{t("pwa.benefitSmall")}</Benefit>
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" size="lg" onClick={notNow}>
          {t("pwa.notNow")}
        </Button>
        <Button size="lg" onClick={() => void install()}>
          {t("pwa.install")}
        </Button>
      </div>
    </Dialog>
  );
}

function IosInstallModal() {
  const { t } = useTranslation();
  const isOpen = useModals((state) => state.modal?.name === "iosInstall");
  const close = useModals((state) => state.close);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? null : close())}
      title={t("pwa.iosTitle")}
      description={t("pwa.iosDescription")}
      closeLabel={t("common.close")}
      header={<AppIcon />}
    >
      <ol className="mb-6 space-y-3 text-sm">
        <Step n={1} icon={<Share className="size-4" aria-label={t("pwa.shareIcon")} />}>
          {t("pwa.iosStep1")}
        </Step>
        <Step n={2} icon={<PlusSquare className="size-4" aria-hidden />}>
          {t("pwa.iosStep2")}
        </Step>
        <Step n={3}>{t("pwa.iosStep3")}</Step>
      </ol>
      <Button size="lg" block onClick={close}>
        {t("pwa.gotIt")}
      </Button>
    </Dialog>
  );
}

function AppIcon() {
  return (
    <img
      src="/icons/icon.svg"
      alt=""
      width={56}
      height={56}
      className="mb-4 size-14 rounded-2xl shadow-card"
    />
  );
}

function Benefit({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary-strong">
        {icon}
      </span>
      <span className="pt-1.5 text-muted">{children}</span>
    </li>
  );
}

function Step({ n, icon, children }: { n: number; icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-3 font-bold">{n}</span>
      <span className="flex flex-1 items-center gap-2 pt-1.5 text-muted">
        <span>{children}</span>
        {icon ? <span className="text-primary-strong">{icon}</span> : null}
      </span>
    </li>
  );
}
