import type { Bet } from "@casino/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { formatMoney } from "../../../lib/money";
import { useLocale } from "../../../shell/use-locale";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useCashOut } from "../api/cash-out";
import { betRefusal } from "../lib/bet-errors";
import { canCashOutPartly, PARTIAL_STEPS, partialAmount, partialStake } from "../lib/cash-out";
import { betTitle } from "./bet-title";

/**
 * Confirms a cash-out at the offer on screen (which follows live prices while the dialog is open), all of the
 * stake or a part of it chosen with the slider. The book re-prices: a lower offer is refused and shown again.
 */
export function CashOutDialog({ bet, onClose }: { bet: Bet; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sliderId = useId();
  const cashOut = useCashOut();
  const [percent, setPercent] = useState<number>(PARTIAL_STEPS.max);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, bet.currency, locale);
  const offer = bet.cashOut?.available ? bet.cashOut.amount : null;
  const part = partialStake(bet.stake, percent);
  const full = percent >= PARTIAL_STEPS.max;
  const amount = offer === null ? null : partialAmount(offer, bet.stake, part);

  const confirm = () => {
    if (offer === null) return;
    setError(null);
    cashOut.mutate(
      {
        betId: bet.id,
        expectedAmount: offer,
        stake: full ? undefined : part,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (result) => {
          toast.success(t("sports.cashOut.done", { amount: money(result.paid) }));
          onClose();
        },
        onError: (failure) => setError(betRefusal(t, failure, { locale, currency: bet.currency }).text),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("sports.cashOut.title")}
      description={betTitle(t, bet)}
      confirmLabel={
        amount === null
          ? t("sports.cashOut.confirm")
          : t("sports.cashOut.confirmAmount", { amount: money(amount) })
      }
      cancelLabel={t("common.cancel")}
      closeLabel={t("common.close")}
      onConfirm={confirm}
      pending={cashOut.isPending}
      error={offer === null ? t("sports.errors.CASH_OUT_UNAVAILABLE") : error}
    >
      <div className="mb-5 flex flex-col gap-4" data-testid="cash-out-dialog">
        <p className="flex items-baseline justify-between rounded-xl bg-surface-2/60 px-4 py-3">
          <span className="text-sm text-muted">{t("sports.cashOut.offer")}</span>
          <span className="text-2xl font-black tabular-nums text-gold" data-testid="cash-out-offer">
            {offer === null ? "—" : money(offer)}
          </span>
        </p>
        {canCashOutPartly(bet.stake) && offer !== null ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={sliderId} className="flex justify-between text-sm font-semibold">
              <span>{t("sports.cashOut.partial")}</span>
              <span className="tabular-nums text-muted">
                {t("sports.cashOut.partOfStake", { part: money(part), stake: money(bet.stake) })}
              </span>
            </label>
            <input
              id={sliderId}
              type="range"
              min={PARTIAL_STEPS.min}
              max={PARTIAL_STEPS.max}
              step={PARTIAL_STEPS.step}
              value={percent}
              onChange={(event) => setPercent(Number(event.target.value))}
              className="w-full accent-[var(--c-gold)]"
              aria-valuetext={`${percent}%`}
              data-testid="cash-out-slider"
            />
            {!full ? (
              <p className="text-xs text-muted">
                {t("sports.cashOut.remaining", { stake: money(Math.round((bet.stake - part) * 100) / 100) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
