import { clsx } from "clsx";
import { Construction } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useSetMaintenance, useSiteSettings } from "../api/maintenance";
import { operatorErrorText } from "../operator-errors";

/**
 * The maintenance switch (docs/product/back-office.md#maintenance: sign-up and deposits hidden, a banner shown).
 * Turning it on takes money-in away from every visitor, so it asks first; turning it off restores the normal site at
 * once.
 */
export function SiteSettings() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const change = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);
  const apply = (enabled: boolean) =>
    change.mutate(enabled, {
      onSuccess: () => {
        toast.success(t(enabled ? "operator.site.turnedOn" : "operator.site.turnedOff"));
        setConfirming(false);
      },
    });

  if (settings.isPending) return <Skeleton className="h-44 rounded-2xl" />;
  if (settings.isError)
    return <LoadError message={t("operator.loadFailed")} onRetry={() => settings.refetch()} />;
  const on = settings.data.maintenance;
  return (
    <section
      aria-labelledby="maintenance-title"
      className="flex flex-col gap-4 rounded-2xl border border-border/60 bg-surface-2/40 p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          className={clsx(
            "grid size-12 shrink-0 place-items-center rounded-2xl",
            on ? "bg-warning/15 text-warning-ink" : "bg-surface-3 text-muted",
          )}
        >
          <Construction className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id="maintenance-title" className="text-lg font-bold">
            {t("operator.site.maintenanceTitle")}
          </h3>
          <p className="text-sm text-muted">{t("operator.site.maintenanceBody")}</p>
        </div>
      </div>
      <p
        data-testid="maintenance-state"
        className={clsx(
          "flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset",
          on
            ? "bg-warning/15 text-warning-ink ring-warning/30"
            : "bg-success/15 text-success-ink ring-success/30",
        )}
      >
        <span aria-hidden className="size-2 rounded-full bg-current" />
        {t(on ? "operator.site.on" : "operator.site.off")}
      </p>
      {change.isError && !confirming ? (
        <Notice tone="error">{operatorErrorText(t, change.error)}</Notice>
      ) : null}
      <p className="text-xs text-subtle">{t("operator.site.reloadNote")}</p>
      <div>
        {on ? (
          <Button variant="secondary" pending={change.isPending} onClick={() => apply(false)}>
            {t("operator.site.turnOff")}
          </Button>
        ) : (
          <Button
            variant="danger"
            onClick={() => {
              change.reset();
              setConfirming(true);
            }}
          >
            {t("operator.site.turnOn")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("operator.site.confirmTitle")}
        description={t("operator.site.confirmBody")}
        confirmLabel={t("operator.site.turnOn")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        tone="danger"
        pending={change.isPending}
        error={change.isError ? operatorErrorText(t, change.error) : null}
        onConfirm={() => apply(true)}
      />
    </section>
  );
}
