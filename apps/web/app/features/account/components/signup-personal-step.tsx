import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { cnpProblem } from "../../../lib/field-rules";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useStates } from "../api/get-states";
import { useFieldBinding } from "../form-binding";
import { useServerCheck } from "../hooks/use-server-check";
import { needsCnp, type PersonalFields, type Problems, TITLES, type Title } from "../signup-form";

type PersonalForm = UseFormReturn<PersonalFields>;

export interface PersonalStepProps {
  /** The step's form (react-hook-form with the personal rules as its resolver); it outlives the step. */
  form: PersonalForm;
  /** Called on every edit. */
  onEdit(): void;
  country: string;
  serverProblems: Problems<PersonalFields>;
  error: unknown;
  pending: boolean;
  onBack(): void;
  onSubmit(context: { hasStates: boolean }): void;
}

const TITLE_KEYS: Record<Title, string> = { "Mr.": "mr", "Mrs.": "mrs", "Ms.": "ms", "Mx.": "mx" };

/** Full sign-up: title (Mr. by default), name, address, city, the state where the country has states, the CNP in RO. */
export function PersonalStep({
  form,
  onEdit,
  country,
  serverProblems,
  error,
  pending,
  onBack,
  onSubmit,
}: PersonalStepProps) {
  const { t } = useTranslation();
  const formRef = useFocusFirst<HTMLFormElement>();
  const states = useStates(country).data ?? [];
  const hasStates = states.length > 0;
  const cnpCheck = useServerCheck("cnp");
  const bind = useFieldBinding(form);
  const fields = form.watch();
  const set = <N extends keyof PersonalFields>(name: N, value: PersonalFields[N]) => {
    onEdit();
    void bind(name).change(value);
  };
  const shown = (field: keyof PersonalFields) => {
    const problem = bind(field).problem;
    return problem ? t(problem) : (serverProblems[field] ?? null);
  };
  const submit = form.handleSubmit(
    (values) => {
      if (cnpCheck.rejects(values.cnp)) return focusFirstInvalid(formRef.current);
      onSubmit({ hasStates });
    },
    () => focusFirstInvalid(formRef.current),
  );
  const cnpFeedback = cnpCheck.feedback(fields.cnp);
  const text = (field: "firstName" | "lastName" | "address" | "city", autoComplete: string) => (
    <TextField
      label={t(`signup.personal.${field}`)}
      name={field}
      autoComplete={autoComplete}
      value={fields[field]}
      onChange={(event) => set(field, event.target.value)}
      onBlur={() => void bind(field).leave()}
      error={shown(field)}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      {error ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, error, "signup.failed")}
        </Notice>
      ) : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <SelectField
          label={t("signup.personal.titleField")}
          name="honorific-prefix"
          autoComplete="honorific-prefix"
          value={fields.title}
          options={TITLES.map((title) => ({
            value: title,
            label: t(`signup.personal.titles.${TITLE_KEYS[title]}`),
          }))}
          onChange={(event) => set("title", event.target.value as Title)}
          className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
        />
        {text("firstName", "given-name")}
        {text("lastName", "family-name")}
        <div className="sm:col-span-2">{text("address", "street-address")}</div>
        {text("city", "address-level2")}
        {hasStates ? (
          <SelectField
            label={t("signup.personal.state")}
            name="state"
            autoComplete="address-level1"
            placeholder={t("signup.personal.statePlaceholder")}
            value={fields.state}
            options={states.map((state) => ({ value: state.code, label: state.name }))}
            onChange={(event) => set("state", event.target.value)}
            onBlur={() => void bind("state").leave()}
            error={shown("state")}
          />
        ) : null}
        {needsCnp(country) ? (
          <TextField
            label={t("signup.personal.cnp")}
            name="cnp"
            inputMode="numeric"
            maxLength={13}
            value={fields.cnp}
            onChange={(event) => {
              cnpCheck.reset();
              set("cnp", event.target.value.replace(/\D/g, ""));
            }}
            onBlur={() => {
              void bind("cnp").leave();
              if (!cnpProblem(fields.cnp)) cnpCheck.check(fields.cnp, { cnp: fields.cnp });
            }}
            error={shown("cnp") ?? cnpFeedback.error}
            success={cnpFeedback.success}
            hint={cnpFeedback.pending ? t("signup.checking") : t("signup.personal.cnpHint")}
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          {t("common.back")}
        </Button>
        <Button type="submit" size="lg" className="sm:flex-1" pending={pending}>
          {t("signup.personal.submit")}
        </Button>
      </div>
    </form>
  );
}
