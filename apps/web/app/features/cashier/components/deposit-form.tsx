import { clsx } from "clsx";
import { ShieldCheck, Ticket } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid } from "../../../ui/use-focus-first";
import { checkAmount, DEPOSIT_BOUNDS, DEPOSIT_PRESETS, matchingPreset } from "../amount";
import { useDeposit } from "../api/deposit";
import { cashierErrorText } from "../cashier-errors";
import { useDepositDraft } from "../deposit-draft";
import { AmountField, useAmountProblemText } from "./amount-field";

export const DEPOSIT_PATH = "/profile/transactions/depositmoney";

/**
 * What may stand before the deposit form (given by the shell and the deposit route): the player's deposit-limit
 * rules, shown instead of the form (a limit the law requires first) or above it (a limit offered).
 */
export type DepositFormGate = ComponentType<{ children: ReactNode }>;

/** No gate: the form as it is. */
export const NoGate: DepositFormGate = ({ children }) => children;

/**
 * Amount (presets or typed), optional bonus code, then off to the payment provider's hosted page: the card form
 * lives on the provider's site, never in ours. Used by the deposit modal and the deposit page alike.
 */
export function DepositForm({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const draft = useDepositDraft();
  const deposit = useDeposit();
  const formRef = useRef<HTMLFormElement>(null);
  const problemText = useAmountProblemText(currency);
  const [touched, setTouched] = useState(false);
  const [bonusOpen, setBonusOpen] = useState(draft.bonusCode !== "");
  // A code put in from elsewhere (a bonus page's "Deposit now") opens the field.
  useEffect(() => {
    if (draft.bonusCode) setBonusOpen(true);
  }, [draft.bonusCode]);
  const check = checkAmount(draft.amount, DEPOSIT_BOUNDS);
  const chosen = matchingPreset(draft.amount);
  // Once the provider's page is on its way, the form stays locked: a second click must not start a second deposit.
  const leaving = deposit.isPending || deposit.isSuccess;
  const setAmount = (amount: string) => {
    deposit.reset();
    draft.set({ amount });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("cashier.deposit.formLabel")}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!check.ok) return focusFirstInvalid(formRef.current);
        deposit.mutate({
          body: {
            amount: check.amount,
            currency,
            BonusCode: draft.bonusCode.trim() || undefined,
            returnUrl: localized(locale, DEPOSIT_PATH),
            language: locale,
          },
          idempotencyKey: newIdempotencyKey(),
        });
      }}
    >
      {deposit.isError ? (
        <Notice tone="error">
          {cashierErrorText(t, deposit.error, "cashier.deposit.failed", { locale, currency })}
        </Notice>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-text">{t("cashier.deposit.presets")}</legend>
        <div className="grid grid-cols-5 gap-2">
          {DEPOSIT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={chosen === preset}
              disabled={leaving}
              onClick={() => setAmount(String(preset))}
              className={clsx(
                "h-11 min-w-0 rounded-xl border px-1 text-sm font-bold tabular-nums transition-colors",
                chosen === preset
                  ? "border-primary bg-primary/15 text-text ring-1 ring-primary"
                  : "border-border bg-surface-2/60 text-muted hover:border-primary/60 hover:text-text",
              )}
            >
              {formatMoney(preset, currency, locale, { whole: true })}
            </button>
          ))}
        </div>
      </fieldset>
      <AmountField
        label={t("cashier.deposit.amount")}
        currency={currency}
        name="amount"
        value={draft.amount}
        disabled={leaving}
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => setTouched(draft.amount !== "" || touched)}
        error={touched && !check.ok ? problemText(check.problem, DEPOSIT_BOUNDS) : null}
        hint={t("cashier.deposit.bounds", {
          min: formatMoney(DEPOSIT_BOUNDS.min, currency, locale),
          max: formatMoney(DEPOSIT_BOUNDS.max, currency, locale),
        })}
      />
      {bonusOpen ? (
        <TextField
          label={t("cashier.deposit.bonusCode")}
          name="bonusCode"
          value={draft.bonusCode}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={leaving}
          onChange={(event) => draft.set({ bonusCode: event.target.value })}
          hint={t("cashier.deposit.bonusHint")}
        />
      ) : (
        <button
          type="button"
          onClick={() => setBonusOpen(true)}
          className="-mt-2 inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-primary-strong hover:underline"
        >
          <Ticket className="size-4" aria-hidden />
          {t("cashier.deposit.haveBonusCode")}
        </button>
      )}
      <p className="flex items-start gap-2.5 rounded-xl bg-surface-2/60 px-3.5 py-3 text-sm text-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <span>{t("cashier.deposit.partnerNote")}</span>
      </p>
      <Button type="submit" size="lg" block pending={leaving}>
        {deposit.isSuccess
          ? t("cashier.deposit.redirecting")
          : check.ok
            ? t("cashier.deposit.submitAmount", { amount: formatMoney(check.amount, currency, locale) })
            : t("cashier.deposit.submit")}
      </Button>
    </form>
  );
}
