import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../i18n/format";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { refusalText } from "../../../lib/refusal-text";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { focusFirstInvalid } from "../../../ui/use-focus-first";
import { useUpdateLimits } from "../api/update-limits";
import {
  coolOffBody,
  type ExclusionForm,
  type ExclusionKind,
  exclusionFormSchema,
  expiryDateBounds,
  periodEndDay,
  selfExclusionBody,
} from "../exclusion-request";
import { ExclusionConsequences } from "./exclusion-consequences";
import { ExclusionFields } from "./exclusion-form";

const EMPTY: Omit<ExclusionForm, "period"> = {
  reason: "",
  description: "",
  unsatisfiedReason: "",
  unsatisfiedDescription: "",
  expiryDate: "",
};

/**
 * A cool-off or self-exclusion in two steps: the choice, then a confirmation that says plainly what follows and
 * asks the player to acknowledge it.
 */
export function ExclusionDialog({
  kind,
  periods,
  onClose,
  onDone,
}: {
  kind: ExclusionKind;
  periods: readonly { key: string; label: string }[];
  onClose(): void;
  /** The exclusion has started (the goodbye screen is shown by useUpdateLimits). */
  onDone(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateLimits();
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [acknowledged, setAcknowledged] = useState(false);
  const [bounds] = useState(() => expiryDateBounds(kind, Date.now()));
  // The choice is checked as it changes (a date out of range shows at once, and Continue waits for a valid one).
  const schema = exclusionFormSchema(bounds);
  const choice = useForm<ExclusionForm>({
    defaultValues: { ...EMPTY, period: periods[0]?.key ?? "" },
    mode: "onChange",
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });
  const form = choice.watch();
  const ready = schema.safeParse(form).success;
  const dateProblem = choice.formState.errors.expiryDate?.message;
  const endDay = form.expiryDate || periodEndDay(form.period, Date.now());
  const periodLabel = t(`rg.exclusion.periods.${form.period}`, {
    defaultValue: periods.find((p) => p.key === form.period)?.label ?? form.period,
  });
  const summary = endDay
    ? t("rg.exclusion.until", { period: periodLabel, date: formatCalendarDate(endDay, locale) })
    : t("rg.exclusion.forever");
  const serverProblem = update.error
    ? (refusalText(t, update.error, { locale }) ??
      Object.values(fieldIssues(update.error, t))[0] ??
      errorText(t, update.error))
    : null;

  const confirm = () => {
    if (!acknowledged) return;
    const values = choice.getValues();
    const body =
      kind === "coolOff" ? { coolOff: coolOffBody(values) } : { selfExclusion: selfExclusionBody(values) };
    update.mutate(body, { onSuccess: () => onDone() });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={t(`rg.${kind}.${step === "choose" ? "dialogTitle" : "confirmTitle"}`)}
      description={t(`rg.${kind}.${step === "choose" ? "dialogDescription" : "confirmDescription"}`)}
      closeLabel={t("common.close")}
      size="lg"
      modalLock
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          const element = event.currentTarget;
          if (step === "choose")
            return void choice.handleSubmit(
              () => setStep("confirm"),
              () => focusFirstInvalid(element),
            )(event);
          event.preventDefault();
          confirm();
        }}
      >
        {step === "choose" ? (
          <ExclusionFields
            kind={kind}
            periods={periods}
            form={form}
            onChange={(patch) => {
              for (const [name, value] of Object.entries(patch) as [keyof ExclusionForm, string][])
                choice.setValue(name, value, { shouldDirty: true, shouldValidate: true });
            }}
            bounds={bounds}
            dateError={
              dateProblem
                ? t(dateProblem, {
                    min: formatCalendarDate(bounds.min, locale),
                    max: formatCalendarDate(bounds.max, locale),
                  })
                : null
            }
          />
        ) : (
          <ExclusionConsequences
            kind={kind}
            summary={summary}
            acknowledged={acknowledged}
            onAcknowledge={setAcknowledged}
          />
        )}
        {serverProblem ? <Notice tone="error">{serverProblem}</Notice> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="lg"
            disabled={update.isPending}
            onClick={() => {
              update.reset();
              if (step === "confirm") setStep("choose");
              else onClose();
            }}
          >
            {step === "confirm" ? t("common.back") : t("common.cancel")}
          </Button>
          {step === "choose" ? (
            <Button type="submit" size="lg" disabled={!ready}>
              {t("common.continue")}
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              variant="danger"
              disabled={!acknowledged}
              pending={update.isPending}
            >
              {t(`rg.${kind}.confirm`)}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
