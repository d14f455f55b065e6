import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { controlClass, FieldFrame } from "../../../ui/field";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { ExclusionForm, ExclusionKind } from "../exclusion-request";

/** The reasons offered (stored as these keys; the player's own words go in the description). */
const REASONS: Record<ExclusionKind, readonly string[]> = {
  coolOff: ["time", "money", "control", "focus", "other"],
  selfExclusion: ["problem", "money", "time", "advice", "other"],
};
const UNSATISFIED = ["games", "bonuses", "payments", "support", "website", "other"] as const;

/**
 * The first step of a cool-off or self-exclusion: how long, why (optional,
 * docs/product/responsible-gambling.md#cool-off) and, only if the player wants one, an exact end date.
 */
export function ExclusionFields({
  kind,
  periods,
  form,
  onChange,
  bounds,
  dateError,
}: {
  kind: ExclusionKind;
  periods: readonly { key: string; label: string }[];
  form: ExclusionForm;
  onChange(patch: Partial<ExclusionForm>): void;
  bounds: { min: string; max: string };
  dateError: string | null;
}) {
  const { t } = useTranslation();
  const reasons = REASONS[kind].map((key) => ({ value: key, label: t(`rg.exclusion.reasons.${key}`) }));
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t(`rg.${kind}.periodLegend`)}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {periods.map((option) => (
            <label
              key={option.key}
              className={clsx(
                "flex h-12 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm font-bold transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus/60",
                form.period === option.key
                  ? "border-primary bg-primary/15 text-text ring-1 ring-primary"
                  : "border-border bg-surface-2/60 text-muted hover:border-primary/60 hover:text-text",
              )}
            >
              <input
                type="radio"
                name={`${kind}-period`}
                value={option.key}
                checked={form.period === option.key}
                onChange={() => onChange({ period: option.key, expiryDate: "" })}
                className="sr-only"
              />
              {t(`rg.exclusion.periods.${option.key}`, { defaultValue: option.label })}
            </label>
          ))}
        </div>
      </fieldset>
      {form.period !== "permanent" ? (
        <TextField
          type="date"
          label={t("rg.exclusion.endDate")}
          name="expiryDate"
          min={bounds.min}
          max={bounds.max}
          value={form.expiryDate}
          onChange={(event) => onChange({ expiryDate: event.target.value })}
          error={dateError}
          hint={t("rg.exclusion.endDateHint")}
        />
      ) : null}
      <SelectField
        label={t(`rg.${kind}.reason`)}
        name="reason"
        options={reasons}
        placeholder={t("rg.exclusion.choose")}
        value={form.reason}
        onChange={(event) => onChange({ reason: event.target.value })}
      />
      {kind === "coolOff" ? (
        <>
          <TextArea
            label={t("rg.coolOff.details")}
            name="description"
            value={form.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
          <SelectField
            label={t("rg.coolOff.unsatisfied")}
            name="unsatisfiedReason"
            options={UNSATISFIED.map((key) => ({ value: key, label: t(`rg.exclusion.unsatisfied.${key}`) }))}
            placeholder={t("rg.exclusion.choose")}
            value={form.unsatisfiedReason}
            onChange={(event) => onChange({ unsatisfiedReason: event.target.value })}
          />
          {form.unsatisfiedReason ? (
            <TextArea
              label={t("rg.coolOff.unsatisfiedDescription")}
              name="unsatisfiedDescription"
              value={form.unsatisfiedDescription}
              onChange={(event) => onChange({ unsatisfiedDescription: event.target.value })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function TextArea({
  label,
  ...props
}: { label: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <FieldFrame label={label}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          rows={2}
          maxLength={1000}
          className={controlClass(false, "h-auto min-h-20 resize-y py-2.5")}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
