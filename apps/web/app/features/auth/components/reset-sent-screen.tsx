import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";

/**
 * "Check your e-mail" after a reset request, with a contact-us link and the way back to login
 * (docs/product/shell.md#modals).
 */
export function ResetSentScreen({ email }: { email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { open, close } = useModals();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
        <MailCheck className="size-8" aria-hidden />
      </span>
      <p className="text-base text-text" role="status">
        {t("auth.sent.body", { email })}
      </p>
      <p className="text-sm text-muted">{t("auth.sent.validity")}</p>
      <p className="text-sm text-muted">
        {t("auth.sent.help")}{" "}
        <Link
          to={localized(locale, "/contact")}
          onClick={close}
          className="font-semibold text-primary-strong underline-offset-2 hover:underline"
        >
          {t("auth.sent.contact")}
        </Link>
        .
      </p>
      <Button size="lg" block className="mt-2" onClick={() => open({ name: "auth", screen: "login" })}>
        {t("auth.sent.back")}
      </Button>
    </div>
  );
}
