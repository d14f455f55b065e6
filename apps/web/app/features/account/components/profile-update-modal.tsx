import type { Profile } from "@casino/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorText, fieldIssues } from "../../../lib/error-text";
import { stripSpaces } from "../../../lib/field-rules";
import { toast } from "../../../lib/toast";
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
import {
  emailChanged,
  fromProfile,
  type ProfileFields,
  profileChanges,
  profileFormSchema,
} from "../profile-form";

type Editable = Exclude<keyof ProfileFields, "password">;

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
  // A field's problem shows once it has been left (or the form sent), then follows every keystroke.
  const form = useForm<ProfileFields>({
    defaultValues: fromProfile(profile),
    mode: "onTouched",
    resolver: zodResolver(profileFormSchema(profile)),
    shouldFocusError: false,
  });
  const fields = form.watch();
  const serverIssues = fieldIssues(update.error, t);
  const shown = (name: keyof ProfileFields) => {
    const problem = form.formState.errors[name]?.message;
    return (problem ? t(problem) : null) ?? serverIssues[name] ?? null;
  };
  /** The phone's prefix and number, and the e-mail and password, are checked together (once each was left). */
  const DEPS: Partial<Record<keyof ProfileFields, (keyof ProfileFields)[]>> = {
    phonePrefix: ["phoneNumber"],
    phoneNumber: ["phonePrefix"],
    email: ["password"],
  };
  // Controlled inputs whose DOM names stay as they were (autofill reads them): react-hook-form is told which of its
  // fields changed or was left by name, not through the element.
  const field = (name: keyof ProfileFields, clean: (value: string) => string = (value) => value) => {
    const { onChange, onBlur } = form.register(name);
    return {
      value: fields[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        update.reset();
        void onChange({ target: { name, value: clean(event.target.value) }, type: "change" }).then(() => {
          const left = (DEPS[name] ?? []).filter((other) => form.getFieldState(other).isTouched);
          if (left.length > 0) void form.trigger(left);
        });
      },
      onBlur: () => onBlur({ target: { name, value: fields[name] }, type: "blur" }),
      error: shown(name),
    };
  };
  const input = (
    name: Editable,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} name={name} {...field(name)} {...extra} />;

  const submit = form.handleSubmit(
    (values) => {
      const changes = profileChanges(values, profile);
      if (Object.keys(changes).length === 0) return onDone();
      update.mutate(changes, {
        onSuccess: () => {
          toast.success(t("profileUpdate.done"));
          onDone();
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );
  const changedEmail = emailChanged(fields, profile);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
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
            options={states.map((state) => ({ value: state.code, label: state.name }))}
            {...field("state")}
            error={undefined}
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
            {...field("phonePrefix")}
            options={(fields.phonePrefix && !prefixes.includes(fields.phonePrefix)
              ? [fields.phonePrefix, ...prefixes]
              : prefixes
            ).map((prefix) => ({ value: prefix, label: prefix }))}
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
        {changedEmail ? (
          <PasswordField
            label={t("profileUpdate.password")}
            name="password"
            autoComplete="current-password"
            showLabel={t("common.showPassword")}
            hideLabel={t("common.hidePassword")}
            {...field("password", stripSpaces)}
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
