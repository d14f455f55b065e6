import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpFromLine, History, type LucideIcon, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { PageFrame } from "../../../ui/page-frame";

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
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      navLabel={t("cashier.nav.label")}
      sections={SECTIONS.map(({ key, path, icon }) => ({
        to: localized(locale, path),
        label: t(`cashier.nav.${key}`),
        icon,
      }))}
    >
      {children}
    </PageFrame>
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
