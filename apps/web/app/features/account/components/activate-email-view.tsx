import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { activationErrorText } from "../activation-error";
import { useActivateEmail } from "../api/activate-email";

/**
 * The activate-e-mail page body (docs/product/accounts.md#email-activation): pending, then success or failure, then a
 * casino button.
 */
export function ActivateEmailView({ hashKey }: { hashKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const activate = useActivateEmail();
  const sent = useRef<string | null>(null);
  const { mutate } = activate;
  useEffect(() => {
    // The key works once: never send it twice (React's development double effects included).
    if (sent.current === hashKey) return;
    sent.current = hashKey;
    mutate(hashKey);
  }, [hashKey, mutate]);

  const done = activate.isSuccess || activate.isError;
  return (
    <section
      aria-labelledby="activate-title"
      aria-busy={!done}
      className="mx-auto mt-6 flex min-h-80 max-w-lg flex-col items-center gap-4 rounded-3xl border border-border/70 bg-surface p-8 text-center shadow-card sm:p-10"
    >
      {!done ? (
        <>
          <Skeleton className="size-16 rounded-2xl" />
          <h1 id="activate-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("activate.title")}
          </h1>
          <p className="text-muted">{t("activate.pending")}</p>
          <Skeleton className="mt-2 h-12 w-48 rounded-xl" />
        </>
      ) : (
        <>
          <span
            className={`grid size-16 place-items-center rounded-2xl ${
              activate.isSuccess ? "bg-success/15 text-success" : "bg-danger/15 text-danger"
            }`}
          >
            {activate.isSuccess ? (
              <CircleCheck className="size-8" aria-hidden />
            ) : (
              <CircleAlert className="size-8" aria-hidden />
            )}
          </span>
          <h1 id="activate-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {activate.isSuccess ? t("activate.successTitle") : t("title-failed")}
          </h1>
          <p className="text-muted" role={activate.isError ? "alert" : "status"}>
            {activate.isSuccess ? t("activate.success") : activationErrorText(t, activate.error)}
          </p>
          <Link to={localized(locale, "/casino")} className={buttonClass({ size: "lg", className: "mt-2" })}>
            {t("activate.casino")}
          </Link>
        </>
      )}
    </section>
  );
}
