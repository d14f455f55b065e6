import type { LimitPeriod, LimitType, UrlLocale } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { amountInputText, parseAmountInput } from "../../../lib/money";
import { refusalText } from "../../../lib/refusal-text";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { useFocusFirst } from "../../../ui/use-focus-first";
import { useUpdateLimits } from "../api/update-limits";
import {
  changeEffectiveAt,
  type LimitChange,
  type LimitView,
  limitBody,
  limitChange,
  MAX_SESSION_MINUTES,
  parseMinutesInput,
} from "../limit-view";
import { useLimitFormat, useLimitName } from "./use-limit-format";

/**
 * Sets, lowers or raises one limit. What the change does is said before it is confirmed (UKGC RTS 12): a new or
 * lower limit applies at once, a higher one only after 24 hours, while the current one stays in force.
 */
export function LimitDialog({
  kind,
  period,
  current,
  currency,
  maxMonthlyDepositLimit,
  onClose,
}: {
  kind: LimitType;
  period: LimitPeriod;
  current: LimitView | undefined;
  currency: string;
  maxMonthlyDepositLimit: number | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useLimitFormat(kind, currency);
  const name = useLimitName()(kind, period);
  const update = useUpdateLimits();
  const formRef = useFocusFirst<HTMLFormElement>();
  const session = kind === "session";
  const [text, setText] = useState(() =>
    current ? (session ? String(current.value) : amountInputText(current.value, locale)) : "",
  );
  const [touched, setTouched] = useState(false);
  const value = session ? parseMinutesInput(text, period) : parseAmountInput(text);
  const max = session
    ? MAX_SESSION_MINUTES[period]
    : kind === "deposit" && period === "monthly"
      ? maxMonthlyDepositLimit
      : null;
  const tooHigh = value !== null && max !== null && value > max;
  const change = value === null || tooHigh ? null : limitChange(current, value);
  // A limit equal to the current one only does something when it cancels a pending change.
  const pointless = change === "alreadyPending" || (change === "same" && !current?.pending);
  const problem =
    value === null
      ? t(session ? "rg.dialog.invalidMinutes" : "rg.dialog.invalidAmount", { max })
      : tooHigh
        ? t("rg.dialog.tooHigh", { max: format(max) })
        : null;
  const serverProblem = update.error
    ? (refusalText(t, update.error, { locale, currency }) ??
      Object.values(fieldIssues(update.error, t))[0] ??
      errorText(t, update.error))
    : null;

  const submit = () => {
    setTouched(true);
    if (value === null || !change || pointless) return;
    const at = changeEffectiveAt(change, Date.now(), current?.pending?.effectiveAt);
    update.mutate(limitBody(kind, period, value, currency), {
      onSuccess: () => {
        toast.success(
          change === "higher"
            ? t("rg.dialog.savedLater", { name, value: format(value), date: formatDateTime(at, locale) })
            : t("rg.dialog.savedNow", { name, value: format(value) }),
        );
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={t(`rg.dialog.title.${current ? "change" : "set"}`, { name })}
      description={t(`rg.kinds.${kind}.description`)}
      closeLabel={t("common.close")}
    >
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={session ? t("rg.dialog.minutes") : t("rg.dialog.amount")}
          name={session ? "minutes" : "amount"}
          inputMode={session ? "numeric" : "decimal"}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            update.reset();
            setText(event.target.value);
          }}
          onBlur={() => setTouched(text !== "" || touched)}
          error={touched ? problem : null}
          hint={
            current
              ? t("rg.dialog.current", { value: format(current.value) })
              : max !== null
                ? t("rg.dialog.max", { max: format(max) })
                : null
          }
          trailing={
            <span className="pr-3 text-sm font-semibold text-subtle">
              {session ? t("rg.dialog.minutesUnit") : currency}
            </span>
          }
        />
        <Notice tone="info">{consequenceText(t, change, value, current, format, locale)}</Notice>
        {serverProblem ? <Notice tone="error">{serverProblem}</Notice> : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose} disabled={update.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" size="lg" pending={update.isPending} disabled={!!change && pointless}>
            {t(`rg.dialog.submit.${submitKey(change, current)}`, {
              value: current ? format(current.value) : "",
            })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function submitKey(change: LimitChange | null, current: LimitView | undefined): string {
  if (change === "lower") return "lower";
  if (change === "higher" || change === "alreadyPending") return "higher";
  if (change === "same" && current?.pending) return "keep";
  return "set";
}

type Translate = ReturnType<typeof useTranslation>["t"];

/** The consequence of the typed value, or the rule while nothing valid is typed. */
function consequenceText(
  t: Translate,
  change: LimitChange | null,
  value: number | null,
  current: LimitView | undefined,
  format: (value: number) => string,
  locale: UrlLocale,
): string {
  if (!change || value === null) return t("rg.dialog.rule");
  const currentText = current ? format(current.value) : "";
  switch (change) {
    case "new":
      return t("rg.dialog.consequence.new", { value: format(value) });
    case "lower":
      return t("rg.dialog.consequence.lower", { value: format(value) });
    case "same":
      return current?.pending
        ? t("rg.dialog.consequence.keep", { value: currentText })
        : t("rg.dialog.consequence.same");
    case "alreadyPending":
      return t("rg.dialog.consequence.alreadyPending", {
        date: formatDateTime(current?.pending?.effectiveAt ?? new Date(), locale),
      });
    case "higher":
      return t("rg.dialog.consequence.higher", {
        value: format(value),
        current: currentText,
        date: formatDateTime(changeEffectiveAt("higher", Date.now()), locale),
      });
  }
}
