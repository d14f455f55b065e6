import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { OPERATOR_ROLE, useRoles } from "../api/get-roles";
import { NoAccess } from "./operator-console";

const AREAS = ["reports", "trading", "content"] as const;

/**
 * One area of the back office (reports, trading, content) under /{locale}/operator/…: staff only (the server checks
 * every call again), with links between the areas.
 */
export function OperatorArea({ area, children }: { area: (typeof AREAS)[number]; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoles();
  if (roles.isPending) return <Skeleton className="h-[28rem] rounded-3xl" />;
  if (roles.isError) return <LoadError message={t("operator.loadFailed")} onRetry={() => roles.refetch()} />;
  if (!roles.data.roles.includes(OPERATOR_ROLE)) return <NoAccess />;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("operator.areas.label")} className="flex flex-wrap gap-2">
        <NavLink to={localized(locale, "/operator")} end className={linkClass}>
          {t("operator.areas.queues")}
        </NavLink>
        {AREAS.map((a) => (
          <NavLink key={a} to={localized(locale, `/operator/${a}`)} className={linkClass}>
            {t(`operator.areas.${a}`)}
          </NavLink>
        ))}
      </nav>
      <h1 className="text-3xl font-extrabold tracking-tight">{t(`operator.areas.${area}`)}</h1>
      {children}
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-full border px-3 py-1.5 text-sm font-semibold",
    isActive
      ? "border-primary bg-primary text-primary-contrast"
      : "border-border bg-surface-2/60 hover:bg-surface-2",
  );
