import { CreditCard, ShieldCheck, Sparkles, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Skeleton } from "../../../ui/skeleton";
import { useBalance } from "../api/get-balance";
import { CashierCard } from "./cashier-page";
import { DepositForm, type DepositFormGate, NoGate } from "./deposit-form";

const STEPS = [
  { key: "amount", icon: Wallet },
  { key: "pay", icon: CreditCard },
  { key: "play", icon: Sparkles },
] as const;

/** The deposit page's form, with the balance and how a deposit works beside it. */
export function DepositPanel({ currency, Gate = NoGate }: { currency: string; Gate?: DepositFormGate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance().data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <CashierCard title={t("cashier.deposit.formTitle")} titleId="deposit-form-title">
        <Gate>
          <DepositForm currency={currency} />
        </Gate>
      </CashierCard>
      <aside className="flex flex-col gap-4" aria-label={t("cashier.deposit.aside")}>
        <div className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-5 shadow-card">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            {t("cashier.balance.total")}
          </p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums">
            {balance ? (
              formatMoney(balance.total, balance.totalCurrency, locale)
            ) : (
              <Skeleton className="h-9 w-40" />
            )}
          </p>
        </div>
        <section
          aria-labelledby="deposit-steps"
          className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card"
        >
          <h2 id="deposit-steps" className="mb-4 font-bold">
            {t("cashier.deposit.howTitle")}
          </h2>
          <ol className="space-y-4">
            {STEPS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary-strong">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-text">
                    {t(`cashier.deposit.how.${key}.title`)}
                  </span>
                  <span className="text-muted">{t(`cashier.deposit.how.${key}.body`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <p className="flex items-start gap-2.5 px-1 text-sm text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            {t("cashier.deposit.limitsNote")}{" "}
            <Link
              to={localized(locale, "/profile/responsiblegambling")}
              className="font-semibold text-primary-strong hover:underline"
            >
              {t("cashier.deposit.limitsLink")}
            </Link>
          </span>
        </p>
      </aside>
    </div>
  );
}
