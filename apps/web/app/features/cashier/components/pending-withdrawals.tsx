import type { PaymentTransaction } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useCancelWithdrawal } from "../api/cancel-withdrawal";
import { usePendingWithdrawals } from "../api/get-pending-withdrawals";
import { cashierErrorText } from "../cashier-errors";
import { CashierCard } from "./cashier-page";
import { StateBadge } from "./state-badge";

/**
 * Withdrawals not paid out yet. A PENDING one (waiting for approval) can be cancelled by the player, and its money
 * returns at once; an APPROVED one is being paid and can no longer be stopped.
 */
export function PendingWithdrawals() {
  const { t } = useTranslation();
  const pending = usePendingWithdrawals();
  const cancel = useCancelWithdrawal();
  const [target, setTarget] = useState<PaymentTransaction | null>(null);
  const locale = useLocale();
  const money = (item: PaymentTransaction) => formatMoney(item.amount, item.currency, locale);

  return (
    <CashierCard title={t("cashier.pending.title")} titleId="pending-title">
      {pending.isPending ? (
        <div className="space-y-2" aria-busy>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : pending.isError ? (
        <LoadError message={t("cashier.pending.loadFailed")} onRetry={() => pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 px-4 py-6 text-center text-sm text-muted">
          {t("cashier.pending.empty")}
        </p>
      ) : (
        <ul className="space-y-2">
          {pending.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border/60 bg-surface-2/40 p-4"
            >
              <div className="min-w-0">
                <p className="text-lg font-extrabold tabular-nums">{money(item)}</p>
                <p className="text-xs text-muted">
                  {t("cashier.pending.requested", { date: formatDateTime(item.createdAt, locale) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <StateBadge state={item.state} />
                {item.state === "PENDING" ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      cancel.reset();
                      setTarget(item);
                    }}
                    aria-label={t("cashier.pending.cancelLabel", { amount: money(item) })}
                  >
                    {t("cashier.pending.cancel")}
                  </Button>
                ) : null}
              </div>
              {item.state === "APPROVED" ? (
                <p className="w-full text-xs text-muted">{t("cashier.pending.approvedNote")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={t("cashier.pending.confirmTitle")}
        description={target ? t("cashier.pending.confirmBody", { amount: money(target) }) : undefined}
        confirmLabel={t("cashier.pending.confirm")}
        cancelLabel={t("cashier.pending.keep")}
        closeLabel={t("common.close")}
        pending={cancel.isPending}
        error={
          cancel.isError ? cashierErrorText(t, cancel.error, "cashier.errors.CANCEL_NOT_POSSIBLE") : null
        }
        onConfirm={() => {
          if (!target) return;
          cancel.mutate(target.id, {
            onSuccess: () => {
              toast.success(t("cashier.pending.cancelled", { amount: money(target) }));
              setTarget(null);
            },
          });
        }}
      />
    </CashierCard>
  );
}
