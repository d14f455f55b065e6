import { AcceptOddsChanges, type Bet } from "@casino/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useCashOut } from "../api/cash-out";
import { betRefusal } from "../lib/bet-errors";
import {
  type ChangedOffer,
  canCashOutPartly,
  cashOutDoneText,
  changedOffer,
  PARTIAL_STEPS,
  partialAmount,
  partialStake,
  shownOffer,
} from "../lib/cash-out";
import { useSlip } from "../slip/slip-store";
import { betTitle } from "./bet-title";

/**
 * Confirms a cash-out at the offer on screen (which follows live prices while the dialog is open), all of the
 * stake or a part of it chosen with the slider. The book pays only the offer confirmed, or a change the player's
 * odds-change setting takes (the bet slip's, also chosen here); a changed offer is refused, shown and asked again.
 * The toast tells what the book paid.
 */
export function CashOutDialog({ bet, onClose }: { bet: Bet; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sliderId = useId();
  const settingId = useId();
  const cashOut = useCashOut();
  const accept = useSlip((state) => state.acceptOddsChanges);
  const setAccept = useSlip((state) => state.setAcceptOddsChanges);
  const [percent, setPercent] = useState<number>(PARTIAL_STEPS.max);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<ChangedOffer | null>(null);
  const money = (amount: number) => formatMoney(amount, bet.currency, locale);
  const listed = bet.cashOut?.available ? bet.cashOut.amount : null;
  const offer = shownOffer(listed, changed);
  const was = changed && offer !== null && offer !== changed.accepted ? changed.accepted : null;
  const part = partialStake(bet.stake, percent);
  const full = percent >= PARTIAL_STEPS.max;
  const amount = offer === null ? null : partialAmount(offer, bet.stake, part);

  const confirm = () => {
    if (offer === null || amount === null) return;
    setError(null);
    cashOut.mutate(
      {
        betId: bet.id,
        expectedAmount: offer,
        stake: full ? undefined : part,
        acceptOddsChanges: accept,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (result) => {
          toast.success(cashOutDoneText(t, money, result.paid, amount));
          onClose();
        },
        onError: (failure) => {
          // A changed offer is shown at once (the list follows when it refetches), with the one confirmed.
          setChanged(changedOffer(failure, offer, listed));
          setError(betRefusal(t, failure, { locale, currency: bet.currency }).text);
        },
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
          <span className="flex items-baseline gap-2">
            {was !== null ? (
              <span className="text-sm text-muted line-through" data-testid="cash-out-was">
                {t("sports.cashOut.was", { amount: money(was) })}
              </span>
            ) : null}
            <span className="text-2xl font-black tabular-nums text-gold" data-testid="cash-out-offer">
              {offer === null ? "—" : money(offer)}
            </span>
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
        <div className="flex items-center justify-between gap-3 text-sm">
          <label htmlFor={settingId} className="font-semibold text-muted">
            {t("sports.cashOut.ifChanged")}
          </label>
          <select
            id={settingId}
            value={accept}
            onChange={(event) => setAccept(AcceptOddsChanges.parse(event.target.value))}
            className="h-9 rounded-lg border border-border bg-surface-2/60 px-2 text-xs font-semibold"
            data-testid="cash-out-setting"
          >
            {AcceptOddsChanges.options.map((option) => (
              <option key={option} value={option}>
                {t(`sports.cashOut.accept.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </ConfirmDialog>
  );
}
