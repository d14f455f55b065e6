import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emailProblem } from "../../../lib/field-rules";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { useFocusFirst } from "../../../ui/use-focus-first";
import { useRequestPasswordReset } from "../api/request-password-reset";

/**
 * docs/product/accounts.md#passwords: the e-mail is checked on blur and on send; send is disabled when empty, pending
 * or invalid.
 */
export function ForgotPasswordScreen({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const request = useRequestPasswordReset();
  const formRef = useFocusFirst<HTMLFormElement>();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = !email.trim() || request.isPending || !!problem;

  const send = () => {
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    const changePwdUrl = `${window.location.origin}${localized(locale, "/resetpassword")}`;
    request.mutate(
      { email: email.trim(), changePwdUrl },
      { onSuccess: () => open({ name: "auth", screen: "sent", email: email.trim() }) },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) send();
      }}
    >
      {request.isError ? (
        <Notice tone="error" className="mb-3">
          {t("sendind-email-error")}
        </Notice>
      ) : null}
      <TextField
        label={t("auth.forgot.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={problem ? t(problem) : null}
        onBlur={() => setProblem(emailProblem(email))}
        onChange={(event) => {
          setEmail(event.target.value);
          request.reset();
          // Once flagged, the message follows the typing so fixing it re-enables send at once.
          if (problem) setProblem(emailProblem(event.target.value));
        }}
      />
      <Button type="submit" size="lg" block disabled={disabled} pending={request.isPending} className="mt-2">
        {t("auth.forgot.submit")}
      </Button>
      <Button variant="ghost" block className="mt-2" onClick={() => open({ name: "auth", screen: "login" })}>
        {t("auth.forgot.back")}
      </Button>
    </form>
  );
}
