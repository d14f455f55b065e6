import { clsx } from "clsx";
import { ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useStaffAccess } from "../api/get-staff-access";
import { visibleEntries } from "../navigation";

/**
 * The back office's frame: a side navigation with the screens the caller's staff roles allow (GET /api/user/staff;
 * every /api/admin call is checked again on the server), and the screen. A player without a staff role gets a
 * notice, and none of the staff calls are made for them.
 */
export function OperatorConsole({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const access = useStaffAccess();
  if (access.isPending) return <Skeleton className="h-[28rem] rounded-3xl" />;
  if (access.isError)
    return <LoadError message={t("operator.loadFailed")} onRetry={() => access.refetch()} />;
  if (access.data.roles.length === 0) return <NoAccess />;
  return (
    <div className="flex flex-col gap-4 2xl:flex-row 2xl:items-start 2xl:gap-6">
      <ConsoleNav permissions={access.data.permissions} />
      <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
    </div>
  );
}

/**
 * The screens the caller may open: a scrolling row of links on a phone, wrapped rows above the screen on a tablet
 * and a laptop, a column beside it from 1536 px. Beside the site's own sidebar, a column at 1280 px left the queues
 * about 700 px, and usernames and amounts broke in the middle.
 */
function ConsoleNav({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav
      aria-label={t("operator.nav.label")}
      className="-mx-1 overflow-x-auto md:mx-0 md:overflow-visible 2xl:sticky 2xl:top-24 2xl:w-56 2xl:shrink-0"
    >
      <ul className="flex gap-2 px-1 pb-1 md:flex-wrap md:px-0 2xl:flex-col 2xl:flex-nowrap 2xl:gap-1">
        {visibleEntries(permissions).map((entry) => (
          <li key={entry.path}>
            <NavLink
              end
              to={localized(locale, entry.path ? `/operator/${entry.path}` : "/operator")}
              className={({ isActive }) =>
                clsx(
                  "block whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors",
                  isActive
                    ? "bg-primary text-primary-contrast"
                    : "bg-surface text-muted hover:bg-surface-2 hover:text-text",
                )
              }
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A logged-in player without the operator role: what this page is, and a way back (not an error page). */
export function NoAccess() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="operator-no-access"
      data-testid="operator-no-access"
      className="mx-auto mt-2 flex max-w-lg flex-col items-center gap-4 rounded-3xl border border-border/70 bg-surface p-8 text-center shadow-card sm:p-10"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-3 text-muted">
        <ShieldOff className="size-8" aria-hidden />
      </span>
      <h2 id="operator-no-access" className="text-2xl font-extrabold tracking-tight">
        {t("operator.noAccess.title")}
      </h2>
      <p className="text-muted">{t("operator.noAccess.body")}</p>
      <Link to={localized(locale, "/casino")} className={buttonClass({ size: "lg", className: "mt-2" })}>
        {t("operator.noAccess.back")}
      </Link>
    </section>
  );
}
