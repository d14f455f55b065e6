import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/error-text";
import { confirmationProblem, passwordProblem, stripSpaces } from "../../../lib/field-rules";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { usePasswordPolicy } from "../../../lib/password-policy";
import { openLogin, useModals } from "../../../lib/shell-state/modal-store";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { Skeleton } from "../../../ui/skeleton";
import { useFocusFirst } from "../../../ui/use-focus-first";
import { useResetKeyStatus } from "../api/get-reset-key-status";
import { useResetPassword } from "../api/reset-password";

/**
 * docs/product/accounts.md#passwords: the key is checked first; then the new password against the policy on blur, and
 * the confirmation.
 */
export function ResetPasswordScreen({ resetKey }: { resetKey: string }) {
  const status = useResetKeyStatus(resetKey);
  if (status.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (status.isError || !status.data.valid) return <InvalidLink />;
  return <ResetForm resetKey={resetKey} />;
}

function InvalidLink() {
  const { t } = useTranslation();
  const open = useModals((state) => state.open);
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="error">
        <p className="font-bold">{t("auth.reset.invalidTitle")}</p>
        <p className="mt-1 text-text/80">{t("auth.reset.invalid")}</p>
      </Notice>
      <Button size="lg" block onClick={() => open({ name: "auth", screen: "forgot" })}>
        {t("auth.reset.requestNew")}
      </Button>
    </div>
  );
}

function ResetForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const policy = usePasswordPolicy().data;
  const reset = useResetPassword();
  const formRef = useFocusFirst<HTMLFormElement>();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [checked, setChecked] = useState({ password: false, confirmation: false });
  const passwordIssue = passwordProblem(password, policy);
  const confirmationIssue = confirmationProblem(password, confirmation);
  const limits = { min: policy?.minLength ?? 8, max: policy?.maxLength ?? 128 };

  const submit = () => {
    setChecked({ password: true, confirmation: true });
    if (passwordIssue || confirmationIssue) return;
    reset.mutate(
      { key: resetKey, password },
      {
        onSuccess: async () => {
          toast.success(t("auth.reset.done"));
          // docs/product/accounts.md#passwords: a successful reset returns to the home page and opens login.
          await navigate(localized(locale, "/"));
          openLogin();
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {reset.isError ? (
        <Notice tone="error" className="mb-3">
          {errorText(t, reset.error, "issue-with-password-reset")}
        </Notice>
      ) : null}
      <PasswordField
        label={t("auth.reset.newPassword")}
        name="new-password"
        autoComplete="new-password"
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        value={password}
        hint={t("password.hint", limits)}
        error={checked.password && passwordIssue ? t(passwordIssue, limits) : null}
        onBlur={() => setChecked((was) => ({ ...was, password: true }))}
        onChange={(event) => setPassword(stripSpaces(event.target.value))}
      />
      <PasswordField
        label={t("auth.reset.confirmPassword")}
        name="confirm-password"
        autoComplete="new-password"
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        value={confirmation}
        error={checked.confirmation && confirmationIssue ? t(confirmationIssue) : null}
        onBlur={() => setChecked((was) => ({ ...was, confirmation: true }))}
        onChange={(event) => setConfirmation(stripSpaces(event.target.value))}
      />
      <Button
        type="submit"
        size="lg"
        block
        className="mt-2"
        disabled={!!passwordIssue || !!confirmationIssue}
        pending={reset.isPending}
      >
        {t("auth.reset.submit")}
      </Button>
    </form>
  );
}
