import { clsx } from "clsx";
import { Timer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../i18n/format";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useSessionSummary } from "../api/get-session-summary";
import { useRealityCheckTimer } from "../hooks/use-reality-check-timer";
import { loggedInDuration } from "../reality-check";
import { focusAcknowledge } from "./focus-acknowledge";

/**
 * docs/product/responsible-gambling.md#reality-check: at every full hour since login, how long the player has been
 * logged in and what the session has cost or won (stakes, wins, net). OK clears it; a newer hour replaces an
 * unanswered one.
 */
export function RealityCheck({ loginTime }: { loginTime: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [hours, setHours] = useState<number | null>(null);
  useRealityCheckTimer(loginTime, setHours);
  const summary = useSessionSummary(hours ?? 0, hours !== null && !!loginTime);
  if (hours === null || !loginTime) return null;
  const duration = loggedInDuration(hours * 60);
  const close = () => setHours(null);
  const money = (amount: number) => formatMoney(amount, summary.data?.currency ?? "EUR", locale);
  const net = summary.data?.net ?? 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t("rg.realityCheck.title")}
      description={t(`rg.realityCheck.${duration.unit}`, { count: duration.count })}
      closeLabel={t("common.close")}
      modalLock
      onOpenAutoFocus={focusAcknowledge}
      header={
        <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
          <Timer className="size-6" aria-hidden />
        </span>
      }
    >
      {summary.isError ? (
        <Notice tone="error" className="mb-5">
          {t("rg.realityCheck.failed")}
        </Notice>
      ) : (
        <dl className="mb-3 grid grid-cols-3 gap-2">
          <Figure label={t("rg.realityCheck.staked")} value={summary.data && money(summary.data.staked)} />
          <Figure label={t("rg.realityCheck.won")} value={summary.data && money(summary.data.won)} />
          <Figure
            label={t("rg.realityCheck.net")}
            value={summary.data && `${net > 0 ? "+" : ""}${money(net)}`}
            tone={net > 0 ? "text-success" : net < 0 ? "text-danger" : undefined}
          />
        </dl>
      )}
      <p className="mb-5 text-xs text-subtle">
        {t("rg.realityCheck.since", { time: formatDateTime(loginTime, locale) })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={localized(locale, "/profile/responsiblegambling")}
          onClick={close}
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          {t("rg.realityCheck.tools")}
        </Link>
        <Button size="lg" onClick={close} data-autofocus>
          {t("rg.realityCheck.ok")}
        </Button>
      </div>
    </Dialog>
  );
}

function Figure({ label, value, tone }: { label: string; value: string | undefined; tone?: string }) {
  return (
    <div className="min-w-0 rounded-2xl bg-surface-2/60 px-3 py-2.5">
      <dt className="truncate text-[11px] font-semibold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className={clsx("mt-0.5 truncate font-extrabold tabular-nums", tone)}>
        {value ?? <Skeleton className="h-6 w-16" />}
      </dd>
    </div>
  );
}
