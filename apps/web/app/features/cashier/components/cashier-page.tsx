import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpFromLine, History, type LucideIcon, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localized } from "../../../shell/paths";
import { useLocale } from "../../../shell/use-locale";

const SECTIONS: { key: string; path: string; icon: LucideIcon }[] = [
  { key: "balance", path: "/profile/totalbalance", icon: Wallet },
  { key: "deposit", path: "/profile/transactions/depositmoney", icon: ArrowDownToLine },
  { key: "withdraw", path: "/profile/transactions/withdrawmoney", icon: ArrowUpFromLine },
  { key: "history", path: "/profile/history", icon: History },
];

/** The frame of the cashier's pages: title, one line of context, and the balance/deposit/withdraw/history tabs. */
export function CashierPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted">{subtitle}</p>
        </div>
        <nav aria-label={t("cashier.nav.label")}>
          <ul className="grid grid-cols-4 gap-1 rounded-2xl bg-surface-2/70 p-1 sm:flex sm:w-max">
            {SECTIONS.map(({ key, path, icon: Icon }) => {
              const to = localized(locale, path);
              const current = pathname === to;
              return (
                <li key={key}>
                  <Link
                    to={to}
                    prefetch="intent"
                    aria-current={current ? "page" : undefined}
                    className={clsx(
                      "flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-1 text-[13px] font-bold transition-colors sm:px-3.5 sm:text-sm",
                      current ? "bg-surface-3 text-text shadow-sm" : "text-muted hover:text-text",
                    )}
                  >
                    <Icon className="hidden size-4 sm:block" aria-hidden />
                    {t(`cashier.nav.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** A card of the cashier's pages. */
export function CashierCard({
  title,
  titleId,
  action,
  className,
  children,
}: {
  title?: string;
  titleId?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={clsx("rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7", className)}
    >
      {title ? (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
