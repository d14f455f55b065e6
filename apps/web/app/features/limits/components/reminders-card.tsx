import { BellRing, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Checkbox } from "../../../ui/checkbox";
import { Skeleton } from "../../../ui/skeleton";
import { useBalanceWarningSettings } from "../api/get-balance-warning";
import { useUpdateBalanceWarning } from "../api/update-balance-warning";
import { snoozeEndsAt } from "../balance-warning";
import { RgCard } from "./rg-card";

/** The reality check (always on, hourly) and the low-balance warning, which the player may switch off. */
export function RemindersCard({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useBalanceWarningSettings();
  const update = useUpdateBalanceWarning();
  const snoozedUntil = snoozeEndsAt(settings.data, Date.now());
  return (
    <RgCard
      id="rg-reminders"
      icon={BellRing}
      title={t("rg.reminders.title")}
      description={t("rg.reminders.description")}
    >
      <div className="flex flex-col gap-4">
        <p className="flex items-start gap-3 rounded-xl bg-surface-2/60 px-3.5 py-3 text-sm">
          <Timer className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            <span className="font-semibold">{t("rg.reminders.realityCheckTitle")}</span>{" "}
            <span className="text-muted">{t("rg.reminders.realityCheck")}</span>
          </span>
        </p>
        {settings.data ? (
          <div>
            <Checkbox
              checked={settings.data.enabled}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { enabled: event.target.checked },
                  { onError: (error) => toast.error(errorText(t, error)) },
                )
              }
            >
              {t("rg.reminders.balanceWarning", {
                amount: formatMoney(settings.data.threshold, currency, locale),
              })}
            </Checkbox>
            <p className="mt-1.5 min-h-5 px-1 text-xs text-subtle">
              {settings.data.enabled && snoozedUntil
                ? t("rg.reminders.snoozed", { date: formatDateTime(new Date(snoozedUntil), locale) })
                : null}
            </p>
          </div>
        ) : (
          <Skeleton className="h-[4.75rem] w-full rounded-xl" />
        )}
      </div>
    </RgCard>
  );
}
