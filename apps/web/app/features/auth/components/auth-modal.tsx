import { useTranslation } from "react-i18next";
import { clearNextRoute } from "../../../lib/next-route";
import { type AuthScreen, useDismissModal, useModals } from "../../../lib/shell-state/modal-store";
import { Dialog } from "../../../ui/dialog";
import { ForgotPasswordScreen } from "./forgot-password-screen";
import { LoginScreen } from "./login-screen";
import { ResetPasswordScreen } from "./reset-password-screen";
import { ResetSentScreen } from "./reset-sent-screen";

const TITLES: Record<AuthScreen, { title: string; description?: string }> = {
  login: { title: "auth.login.title", description: "auth.login.description" },
  forgot: { title: "auth.forgot.title", description: "auth.forgot.description" },
  sent: { title: "auth.sent.title" },
  reset: { title: "auth.reset.title", description: "auth.reset.description" },
};

/** The auth modal (docs/product/shell.md#modals): login, forgot password, "check your e-mail" and reset password. */
export function AuthModal() {
  const { t } = useTranslation();
  const modal = useModals((state) => state.modal);
  const dismiss = useDismissModal();
  const auth = modal?.name === "auth" ? modal : null;
  const screen = auth?.screen ?? "login";
  const { title, description } = TITLES[screen];
  return (
    <Dialog
      open={!!auth}
      onOpenChange={(open) => {
        if (open) return;
        // The guest gave up on logging in: a page that sent them here should not capture a later login.
        clearNextRoute();
        dismiss();
      }}
      title={t(title)}
      description={description ? t(description) : undefined}
      closeLabel={t("common.close")}
    >
      {screen === "login" ? <LoginScreen /> : null}
      {screen === "forgot" ? <ForgotPasswordScreen initialEmail={auth?.email ?? ""} /> : null}
      {screen === "sent" ? <ResetSentScreen email={auth?.email ?? ""} /> : null}
      {screen === "reset" ? <ResetPasswordScreen resetKey={auth?.resetKey ?? ""} /> : null}
    </Dialog>
  );
}
