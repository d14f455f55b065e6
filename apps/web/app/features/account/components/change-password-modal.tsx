import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { confirmationProblem, passwordProblem, stripSpaces } from "../../../lib/field-rules";
import { usePasswordPolicy } from "../../../lib/password-policy";
import { SESSION_KEY } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { focusFirstInvalid, useFocusFirst } from "../../../ui/use-focus-first";
import { useChangePassword } from "../api/change-password";

/**
 * Change password with the current one; the new one is checked against the runtime policy
 * (docs/product/accounts.md#passwords).
 */
export function ChangePasswordModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("changePassword.title")}
      description={t("changePassword.description")}
      closeLabel={t("common.close")}
    >
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formRef = useFocusFirst<HTMLFormElement>();
  const policy = usePasswordPolicy().data;
  const change = useChangePassword();
  const [fields, setFields] = useState({ current: "", next: "", confirmation: "" });
  const [touched, setTouched] = useState({ current: false, next: false, confirmation: false });
  const limits = { min: policy?.minLength ?? 8, max: policy?.maxLength ?? 128 };
  const problems = {
    current: fields.current ? null : "validation.required",
    next: passwordProblem(fields.next, policy),
    confirmation: confirmationProblem(fields.next, fields.confirmation),
  };
  const field = (name: keyof typeof fields, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      showLabel={t("common.showPassword")}
      hideLabel={t("common.hidePassword")}
      value={fields[name]}
      onChange={(event) => {
        change.reset();
        setFields((was) => ({ ...was, [name]: stripSpaces(event.target.value) }));
      }}
      onBlur={() => setTouched((was) => ({ ...was, [name]: true }))}
      error={touched[name] && problems[name] ? t(problems[name], limits) : null}
      hint={name === "next" ? t("password.hint", limits) : undefined}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ current: true, next: true, confirmation: true });
        if (problems.current || problems.next || problems.confirmation)
          return focusFirstInvalid(formRef.current);
        change.mutate(
          { oldPassword: fields.current, newPassword: fields.next },
          {
            onSuccess: () => {
              toast.success(t("changePassword.done"));
              // Sessions may have been ended with the change: then the player logs in again.
              if (!client.getQueryData(SESSION_KEY)) toast.info(t("changePassword.loginAgain"));
              onDone();
            },
          },
        );
      }}
    >
      {change.isError ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, change.error, "changePassword.failed")}
        </Notice>
      ) : null}
      {field("current", t("changePassword.current"), "current-password")}
      {field("next", t("changePassword.new"), "new-password")}
      {field("confirmation", t("changePassword.confirm"), "new-password")}
      <Button type="submit" size="lg" block className="mt-2" pending={change.isPending}>
        {t("changePassword.submit")}
      </Button>
    </form>
  );
}
