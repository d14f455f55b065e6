import type { Profile, ProfileUpdateRequest } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { emailProblem, phoneNumberProblem, requiredProblem, stripSpaces } from "../../../lib/field-rules";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useStates } from "../api/get-states";
import { useValidPhoneCodes } from "../api/get-valid-phone-codes";
import { useUpdateProfile } from "../api/update-profile";

type Editable =
  | "firstName"
  | "lastName"
  | "address"
  | "city"
  | "state"
  | "phonePrefix"
  | "phoneNumber"
  | "email";
type Fields = Record<Editable | "password", string>;

const fromProfile = (profile: Profile): Fields => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  address: profile.address ?? "",
  city: profile.city ?? "",
  state: profile.state ?? "",
  phonePrefix: profile.phonePrefix ?? "",
  phoneNumber: profile.phoneNumber ?? "",
  email: profile.email,
  password: "",
});

/** Edit the profile; only changed fields are sent, and a new e-mail needs the current password. */
export function ProfileUpdateModal({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("profileUpdate.title")}
      description={t("profileUpdate.description")}
      closeLabel={t("common.close")}
      size="lg"
    >
      <ProfileUpdateForm profile={profile} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ProfileUpdateForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const { t } = useTranslation();
  const formRef = useFocusFirst<HTMLFormElement>();
  const update = useUpdateProfile();
  const states = useStates(profile.country).data ?? [];
  const prefixes = [...new Set((useValidPhoneCodes().data ?? []).map((code) => code.prefix))];
  const [fields, setFields] = useState(() => fromProfile(profile));
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const original = fromProfile(profile);
  const emailChanged = fields.email.trim().toLowerCase() !== profile.email.toLowerCase();
  // A detail the player has given cannot be blanked (the API takes no empty values); one never given may stay empty.
  const kept = (name: "firstName" | "lastName" | "address" | "city") =>
    original[name] ? requiredProblem(fields[name]) : null;
  const problems: Partial<Record<keyof Fields, string | null>> = {
    firstName: kept("firstName"),
    lastName: kept("lastName"),
    address: kept("address"),
    city: kept("city"),
    email: emailProblem(fields.email),
    phonePrefix: fields.phoneNumber && !fields.phonePrefix ? "validation.required" : null,
    phoneNumber: fields.phoneNumber || fields.phonePrefix ? phoneNumberProblem(fields.phoneNumber) : null,
    password: emailChanged && !fields.password ? "validation.required" : null,
  };
  const serverIssues = fieldIssues(update.error, t);
  const shown = (name: keyof Fields) =>
    (touched[name] && problems[name] ? t(problems[name]) : null) ?? serverIssues[name] ?? null;
  const input = (
    name: Editable,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={fields[name]}
      onChange={(event) => {
        update.reset();
        setFields((was) => ({ ...was, [name]: event.target.value }));
      }}
      onBlur={() => setTouched((was) => ({ ...was, [name]: true }))}
      error={shown(name)}
      {...extra}
    />
  );

  const submit = () => {
    setTouched(Object.fromEntries(Object.keys(fields).map((key) => [key, true])));
    if (Object.values(problems).some(Boolean)) return focusFirstInvalid(formRef.current);
    const changes: z.input<typeof ProfileUpdateRequest> = {};
    for (const name of Object.keys(original) as (keyof Fields)[]) {
      if (name !== "password" && fields[name].trim() !== original[name]) changes[name] = fields[name].trim();
    }
    if (emailChanged) changes.password = fields.password;
    else delete changes.email;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t("profileUpdate.done"));
        onDone();
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {update.isError ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, update.error, "profileUpdate.failed")}
        </Notice>
      ) : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {input("firstName", t("signup.personal.firstName"), { autoComplete: "given-name" })}
        {input("lastName", t("signup.personal.lastName"), { autoComplete: "family-name" })}
        {input("address", t("signup.personal.address"), {
          autoComplete: "street-address",
          className: "sm:col-span-2",
        })}
        {input("city", t("signup.personal.city"), { autoComplete: "address-level2" })}
        {states.length ? (
          <SelectField
            label={t("signup.personal.state")}
            name="state"
            placeholder={t("signup.personal.statePlaceholder")}
            value={fields.state}
            options={states.map((state) => ({ value: state.code, label: state.name }))}
            onChange={(event) => setFields((was) => ({ ...was, state: event.target.value }))}
          />
        ) : (
          <span aria-hidden className="hidden sm:block" />
        )}
        <div className="grid grid-cols-[7.5rem_1fr] gap-3 sm:col-span-2">
          <SelectField
            label={t("profileUpdate.phonePrefix")}
            name="tel-country-code"
            autoComplete="tel-country-code"
            placeholder="+"
            value={fields.phonePrefix}
            options={(fields.phonePrefix && !prefixes.includes(fields.phonePrefix)
              ? [fields.phonePrefix, ...prefixes]
              : prefixes
            ).map((prefix) => ({ value: prefix, label: prefix }))}
            onChange={(event) => setFields((was) => ({ ...was, phonePrefix: event.target.value }))}
            error={shown("phonePrefix")}
          />
          {input("phoneNumber", t("profileUpdate.phoneNumber"), {
            type: "tel",
            autoComplete: "tel-national",
            inputMode: "numeric",
          })}
        </div>
        {input("email", t("profile.fields.email"), {
          type: "email",
          autoComplete: "email",
          className: "sm:col-span-2",
        })}
        {emailChanged ? (
          <PasswordField
            label={t("profileUpdate.password")}
            name="password"
            autoComplete="current-password"
            showLabel={t("common.showPassword")}
            hideLabel={t("common.hidePassword")}
            value={fields.password}
            onChange={(event) => setFields((was) => ({ ...was, password: stripSpaces(event.target.value) }))}
            onBlur={() => setTouched((was) => ({ ...was, password: true }))}
            error={shown("password")}
            hint={t("profileUpdate.passwordHint")}
            className="sm:col-span-2"
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" size="lg" pending={update.isPending}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
