import type { BonusForfeitDetails } from "@casino/contract";
import { Landmark } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { amountInputText, formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { focusFirstInvalid } from "../../../ui/use-focus-first";
import { checkAmount, WITHDRAWAL_BOUNDS } from "../amount";
import { useBalance } from "../api/get-balance";
import { useWithdraw } from "../api/withdraw";
import { bonusForfeitOf } from "../bonus-forfeit";
import { cashierErrorText } from "../cashier-errors";
import { AmountField, useAmountProblemText } from "./amount-field";
import { CashierCard } from "./cashier-page";

/**
 * A withdrawal: up to the real balance (bonus money is never withdrawable), checked as typed, confirmed in a
 * dialog, then requested. The money leaves the balance at once and waits under "pending withdrawals".
 */
export function WithdrawForm({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  const withdraw = useWithdraw();
  const problemText = useAmountProblemText(currency);
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  // What the withdrawal would forfeit, once the server said so: asked about in a second dialog.
  const [forfeit, setForfeit] = useState<BonusForfeitDetails | null>(null);
  const withdrawable = balance.data?.balance;
  const check = checkAmount(text, WITHDRAWAL_BOUNDS, withdrawable);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const error =
    withdraw.isError && !bonusForfeitOf(withdraw.error)
      ? cashierErrorText(t, withdraw.error, "cashier.withdraw.failed", { locale, currency })
      : null;

  const submit = (forfeitBonus = false) => {
    if (!check.ok) return;
    withdraw.mutate(
      { amount: check.amount, currency, idempotencyKey: newIdempotencyKey(), forfeitBonus },
      {
        onSuccess: () => {
          setConfirming(false);
          setForfeit(null);
          setDone(check.amount);
          setText("");
          setTouched(false);
        },
        // A refusal is shown on the form (with the server's words), not in the dialog over it; an active deposit
        // bonus that the withdrawal would end is asked about first.
        onError: (failure) => {
          setConfirming(false);
          setForfeit(bonusForfeitOf(failure));
        },
      },
    );
  };

  return (
    <CashierCard title={t("cashier.withdraw.title")} titleId="withdraw-title">
      <div className="mb-5 rounded-2xl bg-surface-2/60 p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-subtle">
          {t("cashier.withdraw.withdrawable")}
        </p>
        <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="withdrawable">
          {withdrawable === undefined ? <Skeleton className="h-9 w-40" /> : money(withdrawable)}
        </p>
        {balance.data && balance.data.bonus > 0 ? (
          <>
            <p className="mt-2 text-sm text-muted">
              {t("cashier.withdraw.bonusNote", { amount: money(balance.data.bonus) })}
            </p>
            <p className="mt-1 text-sm text-muted" data-testid="bonus-forfeit-note">
              {t("cashier.withdraw.bonusForfeitNote")}
            </p>
          </>
        ) : null}
      </div>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="withdraw-title"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!check.ok) return focusFirstInvalid(formRef.current);
          withdraw.reset();
          setConfirming(true);
        }}
      >
        {error ? <Notice tone="error">{error}</Notice> : null}
        {done !== null && !error ? (
          <Notice tone="success">{t("cashier.withdraw.success", { amount: money(done) })}</Notice>
        ) : null}
        <div>
          <AmountField
            label={t("cashier.withdraw.amount")}
            currency={currency}
            name="amount"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDone(null);
              withdraw.reset();
            }}
            onBlur={() => setTouched(text !== "" || touched)}
            error={touched && !check.ok ? problemText(check.problem, WITHDRAWAL_BOUNDS, withdrawable) : null}
            hint={t("cashier.withdraw.bounds", {
              min: money(WITHDRAWAL_BOUNDS.min),
              max: money(WITHDRAWAL_BOUNDS.max),
            })}
          />
          {withdrawable !== undefined && withdrawable >= WITHDRAWAL_BOUNDS.min ? (
            <button
              type="button"
              className="-mt-1 text-sm font-semibold text-primary-strong hover:underline"
              onClick={() => {
                setText(amountInputText(Math.min(withdrawable, WITHDRAWAL_BOUNDS.max), locale));
                setTouched(true);
              }}
            >
              {t("cashier.withdraw.all", { amount: money(Math.min(withdrawable, WITHDRAWAL_BOUNDS.max)) })}
            </button>
          ) : null}
        </div>
        <p className="flex items-start gap-2.5 rounded-xl bg-surface-2/60 px-3.5 py-3 text-sm text-muted">
          <Landmark className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>{t("cashier.withdraw.destination")}</span>
        </p>
        <Button type="submit" size="lg" block disabled={balance.isPending}>
          {check.ok
            ? t("cashier.withdraw.submitAmount", { amount: money(check.amount) })
            : t("cashier.withdraw.submit")}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming && check.ok}
        onOpenChange={setConfirming}
        title={t("cashier.withdraw.confirmTitle")}
        description={t("cashier.withdraw.confirmBody", { amount: check.ok ? money(check.amount) : "" })}
        confirmLabel={t("cashier.withdraw.confirm")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        onConfirm={() => submit()}
        pending={withdraw.isPending}
      />
      <ConfirmDialog
        open={forfeit !== null && check.ok}
        onOpenChange={(open) => {
          if (!open) {
            setForfeit(null);
            withdraw.reset();
          }
        }}
        tone="danger"
        title={t("cashier.withdraw.forfeitTitle")}
        description={t("cashier.withdraw.forfeitBody", {
          amount: check.ok ? money(check.amount) : "",
          bonus: forfeit ? formatMoney(forfeit.amount, forfeit.currency, locale) : "",
          codes: forfeit?.bonuses.join(", ") ?? "",
        })}
        confirmLabel={t("cashier.withdraw.forfeitConfirm")}
        cancelLabel={t("cashier.withdraw.forfeitKeep")}
        closeLabel={t("common.close")}
        onConfirm={() => submit(true)}
        pending={withdraw.isPending}
      />
    </CashierCard>
  );
}
