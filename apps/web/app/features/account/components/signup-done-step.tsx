import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { useSendVerificationEmail } from "../api/send-verification-email";

/** The last sign-up screen: "we sent you a link", a resend, and Start playing (or Log in if auto-login failed). */
export function DoneStep({
  email,
  loggedIn,
  onStart,
  onLogin,
}: {
  email: string;
  loggedIn: boolean;
  onStart(): void;
  onLogin(): void;
}) {
  const { t } = useTranslation();
  const resend = useSendVerificationEmail();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent">
        <MailCheck className="size-8" aria-hidden />
      </span>
      <p className="text-base" role="status">
        {t("signup.done.body", { email })}
      </p>
      <p className="text-sm text-muted">
        {loggedIn ? t("signup.done.loggedIn") : t("signup.done.notLoggedIn")}
      </p>
      {resend.isSuccess ? <Notice tone="success">{t("signup.done.resent")}</Notice> : null}
      {resend.isError ? (
        <Notice tone="error">{errorText(t, resend.error, "sendind-email-error")}</Notice>
      ) : null}
      {loggedIn ? (
        <Button size="lg" block onClick={onStart}>
          {t("signup.done.start")}
        </Button>
      ) : (
        <Button size="lg" block onClick={onLogin}>
          {t("signup.done.login")}
        </Button>
      )}
      <Button variant="ghost" block pending={resend.isPending} onClick={() => resend.mutate({ email })}>
        {t("signup.done.resend")}
      </Button>
    </div>
  );
}
