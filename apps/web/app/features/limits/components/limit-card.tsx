import type { LimitPeriod, LimitType } from "@casino/contract";
import { Clock, Coins, Hourglass, type LucideIcon, TrendingDown, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { useUpdateLimits } from "../api/update-limits";
import { type LimitView, limitBody, PERIODS } from "../limit-view";
import { LimitDialog } from "./limit-dialog";
import { RemoveLimitDialog } from "./remove-limit-dialog";
import { RgCard } from "./rg-card";
import { UsageMeter } from "./usage-meter";
import { useLimitFormat, useLimitName } from "./use-limit-format";

const ICONS: Record<LimitType, LucideIcon> = {
  deposit: Wallet,
  wagering: Coins,
  loss: TrendingDown,
  session: Clock,
};

export interface LimitCardProps {
  kind: LimitType;
  limits: Map<LimitPeriod, LimitView>;
  currency: string;
  /** Germany: the highest monthly deposit limit allowed. */
  maxMonthlyDepositLimit: number | null;
}

/** One limit kind with a row per period: the limit, what is used and left, when it resets, pending changes. */
export function LimitCard({ kind, limits, currency, maxMonthlyDepositLimit }: LimitCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LimitPeriod | null>(null);
  const [removing, setRemoving] = useState<LimitPeriod | null>(null);
  const editedLimit = editing ? limits.get(editing) : undefined;
  const removedLimit = removing ? limits.get(removing) : undefined;
  return (
    <RgCard
      id={`rg-${kind}`}
      icon={ICONS[kind]}
      title={t(`rg.kinds.${kind}.title`)}
      description={t(`rg.kinds.${kind}.description`)}
    >
      <ul className="-my-1 divide-y divide-border/60">
        {PERIODS.map((period) => (
          <li key={period}>
            <LimitRow
              kind={kind}
              period={period}
              limit={limits.get(period)}
              currency={currency}
              onEdit={() => setEditing(period)}
              onRemove={() => setRemoving(period)}
            />
          </li>
        ))}
      </ul>
      {editing ? (
        <LimitDialog
          kind={kind}
          period={editing}
          current={editedLimit}
          currency={currency}
          maxMonthlyDepositLimit={maxMonthlyDepositLimit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing && removedLimit ? (
        <RemoveLimitDialog
          kind={kind}
          limit={removedLimit}
          currency={currency}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </RgCard>
  );
}

function LimitRow({
  kind,
  period,
  limit,
  currency,
  onEdit,
  onRemove,
}: {
  kind: LimitType;
  period: LimitPeriod;
  limit: LimitView | undefined;
  currency: string;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useLimitFormat(kind, currency);
  const name = useLimitName()(kind, period);
  const title = t(`rg.periods.${period}`);
  if (!limit) {
    return (
      <div className="flex min-h-[4.5rem] items-center justify-between gap-3 py-3">
        <div className="min-w-0">
          <p className="font-bold">{title}</p>
          <p className="text-sm text-subtle">{t("rg.row.none")}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t("rg.row.setLabel", { name })}>
          {t("rg.row.set")}
        </Button>
      </div>
    );
  }
  const removalPending = limit.pending !== null && limit.pending.value === null;
  return (
    <div className="py-4" data-testid={`limit-${kind}-${period}`}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-bold">{title}</p>
        <p className="text-lg font-extrabold tabular-nums">{format(limit.value)}</p>
      </div>
      <UsageMeter
        used={limit.used}
        value={limit.value}
        label={t("rg.row.meter", { name })}
        valueText={t("rg.row.meterText", { used: format(limit.used), value: format(limit.value) })}
      />
      <div className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span className="tabular-nums text-muted">
          {t(`rg.kinds.${kind}.usage`, { used: format(limit.used), remaining: format(limit.remaining) })}
        </span>
        <span className="text-subtle">
          {t("rg.row.resets", { date: formatDateTime(limit.resetsAt, locale) })}
        </span>
      </div>
      {limit.pending ? (
        <PendingChange kind={kind} limit={limit} currency={currency} format={format} name={name} />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t("rg.row.changeLabel", { name })}>
          {t("rg.row.change")}
        </Button>
        {removalPending ? null : (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t("rg.row.removeLabel", { name })}>
            {t("rg.row.remove")}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A raise or removal waiting out its 24 hours, with the way back: keeping the current limit applies at once. */
function PendingChange({
  kind,
  limit,
  currency,
  format,
  name,
}: {
  kind: LimitType;
  limit: LimitView;
  currency: string;
  format(value: number): string;
  name: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateLimits();
  if (!limit.pending) return null;
  const date = formatDateTime(limit.pending.effectiveAt, locale);
  const keep = () =>
    update.mutate(limitBody(kind, limit.period, limit.value, currency), {
      onSuccess: () => toast.success(t("rg.pending.kept", { name, value: format(limit.value) })),
      onError: (error) => toast.error(errorText(t, error)),
    });
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-warning/10 px-3 py-2 text-sm">
      <span className="flex min-w-0 items-start gap-2 text-text">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <span>
          {limit.pending.value === null
            ? t("rg.pending.removal", { date })
            : t("rg.pending.raise", { value: format(limit.pending.value), date })}
        </span>
      </span>
      <button
        type="button"
        onClick={keep}
        disabled={update.isPending}
        className="rounded-md font-semibold text-primary-strong hover:underline disabled:opacity-60"
      >
        {t("rg.pending.keep", { value: format(limit.value) })}
      </button>
    </div>
  );
}
