import type { LimitsResponse } from "@casino/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { refusalText } from "../../../lib/refusal-text";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useUpdateLimits } from "../api/update-limits";
import { checkOffer, EMPTY_OFFER, type OfferFields } from "../deposit-limit-offer";
import { PERIODS } from "../limit-view";

/**
 * Daily, weekly and monthly deposit limits in one form, in the player's currency: the offer at sign-up (UK) and the
 * requirement before a first deposit (Germany: a monthly limit of at most the legal cap). Saving sets every filled
 * period in one call; new limits apply at once.
 */
export function DepositLimitForm({
  limits,
  submitLabel,
  onSaved,
  secondary,
}: {
  limits: LimitsResponse;
  submitLabel: string;
  onSaved(): void;
  /** Another way out beside the submit button (e.g. "Not now"). */
  secondary?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateLimits();
  const formRef = useFocusFirst<HTMLFormElement>();
  const [fields, setFields] = useState<OfferFields>(EMPTY_OFFER);
  const [touched, setTouched] = useState(false);
  const { currency, maxMonthlyDepositLimit: maxMonthly, depositLimitRequired: monthlyRequired } = limits;
  const check = checkOffer(fields, { currency, maxMonthly, monthlyRequired });
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const problemText = (problem: string | undefined) => {
    if (!touched || !problem) return null;
    if (problem === "tooHigh") return t("rg.dialog.tooHigh", { max: money(maxMonthly ?? 0) });
    if (problem === "required") return t("rg.offer.monthlyRequired");
    return t("rg.dialog.invalidAmount");
  };
  const serverProblem = update.error
    ? (refusalText(t, update.error, { locale, currency }) ??
      Object.values(fieldIssues(update.error, t))[0] ??
      errorText(t, update.error))
    : null;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("rg.offer.title")}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (update.isPending) return;
        if (!check.body) return focusFirstInvalid(formRef.current);
        update.mutate(check.body, { onSuccess: onSaved });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {PERIODS.map((period) => (
          <TextField
            key={period}
            label={t(`rg.offer.fields.${period}`)}
            name={`deposit-limit-${period}`}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={fields[period]}
            required={period === "monthly" && monthlyRequired}
            onChange={(event) => {
              update.reset();
              setFields((was) => ({ ...was, [period]: event.target.value }));
            }}
            error={problemText(check.problems[period])}
            hint={
              period === "monthly" && maxMonthly !== null
                ? t("rg.dialog.max", { max: money(maxMonthly) })
                : period === "monthly" && monthlyRequired
                  ? t("common.required")
                  : t("common.optional")
            }
            trailing={<span className="pr-3 text-sm font-bold text-subtle">{currency}</span>}
          />
        ))}
      </div>
      {touched && check.empty && !monthlyRequired ? (
        <Notice tone="error">{t("rg.offer.empty")}</Notice>
      ) : (
        <Notice tone="info">{t("rg.offer.rule")}</Notice>
      )}
      {serverProblem ? <Notice tone="error">{serverProblem}</Notice> : null}
      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" size="lg" pending={update.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
