import type { BalanceResponse } from "@casino/contract";
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  FileCheck2,
  Gift,
  History,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Skeleton } from "../../../ui/skeleton";

const LINKS: { path: string; key: string; Icon: LucideIcon }[] = [
  { path: "/profile/transactions/depositmoney", key: "deposit", Icon: ArrowDownToLine },
  { path: "/profile/transactions/withdrawmoney", key: "withdraw", Icon: ArrowUpFromLine },
  { path: "/profile/history", key: "history", Icon: History },
  { path: "/profile/documents", key: "documents", Icon: FileCheck2 },
  { path: "/profile/bonuses", key: "bonuses", Icon: Gift },
  { path: "/profile/affiliate", key: "affiliate", Icon: Users },
  { path: "/profile/responsiblegambling", key: "limits", Icon: ShieldCheck },
  { path: "/profile/global-settings", key: "settings", Icon: Settings },
];

/** The top of /profile: who is logged in, the account's state, the balance at a glance and the way to everything. */
export function AccountSummary({
  name,
  emailVerified,
  balance,
  currency,
}: {
  name: string;
  emailVerified: boolean;
  /** Undefined while loading. */
  balance: BalanceResponse | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, balance?.totalCurrency ?? currency, locale);
  return (
    <section
      aria-labelledby="account-summary"
      className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="account-summary" className="text-xl font-extrabold">
            {t("account.summary.hello", { name })}
          </h2>
          <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-success/15 px-2.5 py-1 text-success">
              {t("account.summary.active")}
            </span>
            <span
              className={`rounded-full px-2.5 py-1 ${emailVerified ? "bg-success/15 text-success" : "bg-warning/15 text-warning"}`}
            >
              {t(emailVerified ? "account.summary.emailVerified" : "account.summary.emailUnverified")}
            </span>
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-right" data-testid="account-balance">
          {(["total", "balance", "bonus"] as const).map((part) => (
            <div key={part}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">
                {t(`account.summary.${part}`)}
              </dt>
              <dd className="mt-1 font-extrabold tabular-nums sm:text-lg">
                {balance ? money(balance[part]) : <Skeleton className="ml-auto h-6 w-16" />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <nav aria-label={t("account.summary.links")} className="mt-6">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {LINKS.map(({ path, key, Icon }) => (
            <li key={key}>
              <Link
                to={localized(locale, path)}
                className="flex min-h-12 items-center gap-2 rounded-2xl border border-border/70 bg-surface/70 px-3 py-2 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text"
              >
                <Icon className="size-4 shrink-0 text-primary-strong" aria-hidden />
                {t(`account.links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
