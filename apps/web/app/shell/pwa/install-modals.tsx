import { Download, PlusSquare, Share, Smartphone, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useModals } from "../../lib/shell-state/modal-store";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { type InstallPromptEvent, STORAGE, storage } from "./install-rules";

/**
 * The install modals themselves, fetched the first time one is opened (./install-prompts decides when): a visitor
 * who is never asked does not download the dialog (docs/decisions/0215-initial-javascript-per-area.md).
 */
export function PwaInstallModal({ deferred }: { deferred: React.RefObject<InstallPromptEvent | null> }) {
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

export function IosInstallModal() {
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
