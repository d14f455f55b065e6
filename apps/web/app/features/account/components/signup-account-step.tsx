import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import {
  emailProblem,
  latestAdultBirthDate,
  stripSpaces,
  todayIn,
  usernameProblem,
} from "../../../lib/field-rules";
import { usePasswordPolicy } from "../../../lib/password-policy";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { SelectField } from "../../../ui/select-field";
import { Tabs } from "../../../ui/tabs";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useCurrencies } from "../api/get-currencies";
import { useValidCountries } from "../api/get-valid-countries";
import { useFieldBinding } from "../form-binding";
import { useServerCheck } from "../hooks/use-server-check";
import type { AccountFields, Problems } from "../signup-form";

export type SignupMode = "quick" | "full";

export interface AccountStepProps {
  mode: SignupMode;
  onModeChange(mode: SignupMode): void;
  /** The step's form (react-hook-form with the account rules as its resolver); it outlives the step. */
  form: UseFormReturn<AccountFields>;
  /** Called on every edit. */
  onEdit(): void;
  /** The visitor's country (anonymous session), preselected when registration is allowed there. */
  defaultCountry?: string;
  /** Problems the server reported for the last submission, by field (already texts). */
  serverProblems: Problems<AccountFields>;
  error: unknown;
  pending: boolean;
  onSubmit(): void;
}

/** The first sign-up screen: quick or full, the account fields and the consents. */
export function AccountStep(props: AccountStepProps) {
  const { mode, onModeChange, form, onEdit, defaultCountry, serverProblems, error, pending, onSubmit } =
    props;
  const { t } = useTranslation();
  const formRef = useFocusFirst<HTMLFormElement>();
  const policy = usePasswordPolicy().data;
  const countries = useValidCountries().data?.filter((country) => country.registrationAllowed);
  const currencies = useCurrencies().data;
  const emailCheck = useServerCheck("email");
  const usernameCheck = useServerCheck("username");
  const today = todayIn(new Date());
  const limits = { min: policy?.minLength ?? 8, max: policy?.maxLength ?? 128 };
  const bind = useFieldBinding(form);
  const fields = form.watch();

  const set = <N extends keyof AccountFields>(name: N, value: AccountFields[N]) => {
    onEdit();
    void bind(name).change(value);
  };
  const chooseCountry = (code: string) => {
    const country = countries?.find((item) => item.code === code);
    set("country", code);
    if (country) set("currency", country.currency);
  };
  // Preselect the visitor's country (and so its currency) once the list is known.
  useEffect(() => {
    if (form.getValues("country") || !countries || !defaultCountry) return;
    const match = countries.find((country) => country.code === defaultCountry);
    if (match) {
      form.setValue("country", match.code);
      form.setValue("currency", match.currency);
    }
  }, [countries, defaultCountry, form]);

  const shown = (field: keyof AccountFields) => {
    const problem = bind(field).problem;
    return problem ? t(problem, limits) : (serverProblems[field] ?? null);
  };
  const emailFeedback = emailCheck.feedback(fields.email.trim());
  const usernameFeedback = usernameCheck.feedback(fields.username.trim());

  const submit = form.handleSubmit(
    (values) => {
      if (emailCheck.rejects(values.email.trim()) || usernameCheck.rejects(values.username.trim()))
        return focusFirstInvalid(formRef.current);
      onSubmit();
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Tabs
        label={t("signup.mode.label")}
        panelId="signup-account-panel"
        value={mode}
        onChange={onModeChange}
        options={[
          { value: "quick", label: t("signup.mode.quick"), detail: t("signup.mode.quickDetail") },
          { value: "full", label: t("signup.mode.full"), detail: t("signup.mode.fullDetail") },
        ]}
      />
      <div id="signup-account-panel" role="tabpanel" className="mt-5 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {error ? (
          <Notice tone="error" className="mb-3 sm:col-span-2">
            {errorText(t, error, "signup.failed")}
          </Notice>
        ) : null}
        <TextField
          label={t("signup.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          onChange={(event) => {
            emailCheck.reset();
            set("email", event.target.value);
          }}
          onBlur={() => {
            void bind("email").leave();
            // The server is asked whether the address is free only once it is a valid one.
            if (!emailProblem(fields.email))
              emailCheck.check(fields.email.trim(), { email: fields.email.trim() });
          }}
          error={shown("email") ?? emailFeedback.error}
          success={emailFeedback.success}
          hint={emailFeedback.pending ? t("signup.checking") : undefined}
        />
        <TextField
          label={t("signup.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.username}
          onChange={(event) => {
            usernameCheck.reset();
            set("username", event.target.value.replace(/\s+/g, ""));
          }}
          onBlur={() => {
            void bind("username").leave();
            if (!usernameProblem(fields.username))
              usernameCheck.check(fields.username, { username: fields.username });
          }}
          error={shown("username") ?? usernameFeedback.error}
          success={usernameFeedback.success}
          hint={usernameFeedback.pending ? t("signup.checking") : undefined}
        />
        <PasswordField
          label={t("signup.password")}
          name="new-password"
          autoComplete="new-password"
          showLabel={t("common.showPassword")}
          hideLabel={t("common.hidePassword")}
          value={fields.password}
          onChange={(event) => set("password", stripSpaces(event.target.value))}
          onBlur={() => void bind("password").leave()}
          error={shown("password")}
          hint={t("password.hint", limits)}
        />
        <TextField
          label={t("signup.birthDate")}
          type="date"
          name="bday"
          autoComplete="bday"
          min="1900-01-01"
          max={latestAdultBirthDate(today)}
          value={fields.birthDate}
          onChange={(event) => set("birthDate", event.target.value)}
          onBlur={() => void bind("birthDate").leave()}
          error={shown("birthDate")}
        />
        <SelectField
          label={t("signup.country")}
          name="country"
          autoComplete="country"
          placeholder={t("signup.countryPlaceholder")}
          value={fields.country}
          options={(countries ?? []).map((country) => ({ value: country.code, label: country.name }))}
          onChange={(event) => chooseCountry(event.target.value)}
          onBlur={() => void bind("country").leave()}
          error={shown("country")}
        />
        <SelectField
          label={t("signup.currency")}
          name="currency"
          value={fields.currency}
          placeholder="—"
          options={(currencies ?? []).map((currency) => ({
            value: currency.code,
            label: `${currency.code} · ${currency.name}`,
          }))}
          onChange={(event) => set("currency", event.target.value)}
          onBlur={() => void bind("currency").leave()}
          error={shown("currency")}
          hint={t("signup.currencyHint")}
        />
        <fieldset className="mt-1 flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold">{t("signup.consentsTitle")}</legend>
          <Checkbox
            name="termsandconditions"
            checked={fields.terms}
            onChange={(event) => {
              // Ticking or unticking the terms counts as leaving them: the problem shows (or goes) at once.
              set("terms", event.target.checked);
              void bind("terms").leave(event.target.checked);
            }}
            error={shown("terms")}
            required
          >
            {t("signup.terms")}
          </Checkbox>
          <Checkbox
            checked={fields.emailMarketing}
            onChange={(event) => set("emailMarketing", event.target.checked)}
          >
            {t("signup.emailMarketing")}
          </Checkbox>
          <Checkbox checked={fields.sms} onChange={(event) => set("sms", event.target.checked)}>
            {t("signup.smsMarketing")}
          </Checkbox>
          <Checkbox checked={fields.thirdParty} onChange={(event) => set("thirdParty", event.target.checked)}>
            {t("signup.thirdParty")}
          </Checkbox>
        </fieldset>
      </div>
      <Button type="submit" size="lg" block className="mt-5" pending={pending}>
        {mode === "quick" ? t("signup.create") : t("signup.next")}
      </Button>
    </form>
  );
}
