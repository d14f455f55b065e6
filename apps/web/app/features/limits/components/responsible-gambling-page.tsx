import type { LimitsResponse } from "@casino/contract";
import { LifeBuoy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useLimits } from "../api/get-limits";
import { LIMIT_KINDS, limitsOf, PERIODS } from "../limit-view";
import { ExclusionCard } from "./exclusion-card";
import { LimitCard } from "./limit-card";
import { RemindersCard } from "./reminders-card";

const SECTIONS = [
  ["deposit", "rg-deposit"],
  ["wagering", "rg-wagering"],
  ["loss", "rg-loss"],
  ["session", "rg-session"],
  ["coolOff", "rg-cool-off"],
  ["selfExclusion", "rg-self-exclusion"],
] as const;

/**
 * /profile/responsiblegambling: every tool of docs/product/responsible-gambling.md — deposit, wagering, loss and
 * session-time limits, the reminders, a break (cool-off) and self-exclusion — with what each one does before the
 * player commits to it.
 */
export function ResponsibleGamblingPage({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const limits = useLimits();
  const data = limits.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("pages.responsibleGambling")}
          </h1>
          <p className="mt-1 max-w-3xl text-muted">{t("rg.subtitle")}</p>
        </div>
        <nav aria-label={t("rg.sections")} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2">
            {SECTIONS.map(([key, id]) => (
              <li key={key}>
                <a
                  href={`#${id}`}
                  className="flex h-9 items-center whitespace-nowrap rounded-full border border-border/70 bg-surface-2/60 px-3.5 text-sm font-semibold text-muted transition-colors hover:border-primary/60 hover:text-text"
                >
                  {t(`rg.nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {data ? <JurisdictionHints limits={data} /> : null}
      {limits.isError ? <LoadError message={t("rg.loadFailed")} onRetry={() => limits.refetch()} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {LIMIT_KINDS.map((kind) =>
          data ? (
            <LimitCard
              key={kind}
              kind={kind}
              limits={limitsOf(data, kind)}
              currency={data.currency}
              maxMonthlyDepositLimit={kind === "deposit" ? data.maxMonthlyDepositLimit : null}
            />
          ) : (
            <LimitCardSkeleton key={kind} />
          ),
        )}
      </div>
      <RemindersCard currency={data?.currency ?? currency} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExclusionCard kind="coolOff" status={data?.coolOff ?? null} />
        <ExclusionCard kind="selfExclusion" status={data?.selfExclusion ?? null} />
      </div>
      <p className="flex items-start gap-3 rounded-2xl border border-border/70 bg-surface-2/40 px-4 py-3.5 text-sm text-muted">
        <LifeBuoy className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <span>{t("rg.help")}</span>
      </p>
    </div>
  );
}

/** What the player's jurisdiction asks for: a limit before the first deposit (UK), a monthly one at all (DE). */
function JurisdictionHints({ limits }: { limits: LimitsResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = (
    <a href="#rg-deposit" className="font-bold text-primary-strong underline">
      {t("rg.hints.setNow")}
    </a>
  );
  if (limits.depositLimitRequired) {
    const max = limits.maxMonthlyDepositLimit;
    return (
      <Notice tone="error">
        {max === null
          ? t("rg.hints.depositLimitRequired")
          : t("rg.hints.depositLimitRequiredMax", { max: formatMoney(max, limits.currency, locale) })}{" "}
        {link}
      </Notice>
    );
  }
  if (limits.promptForLimit) {
    return (
      <Notice tone="info">
        {t("rg.hints.promptForLimit")} {link}
      </Notice>
    );
  }
  return null;
}

/** The shape of a limit card while the limits load: no jump when they arrive. */
function LimitCardSkeleton() {
  return (
    <div className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7" aria-hidden>
      <div className="mb-4 flex items-start gap-3.5">
        <Skeleton className="size-11 rounded-2xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full max-w-72" />
        </div>
      </div>
      {PERIODS.map((period) => (
        <div key={period} className="flex min-h-[4.5rem] items-center justify-between gap-3 py-3">
          <div className="space-y-2">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="h-9 w-24 rounded-xl" />
        </div>
      ))}
    </div>
  );
}
