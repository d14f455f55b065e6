import type { WalletBonus } from "@casino/contract";
import { clsx } from "clsx";
import { CalendarClock, Sparkles, Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { formatDateTime } from "../../../i18n/format";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { gameName } from "../bonus-terms";
import { depositWithCode } from "./claim-dialog";
import { ProgressBar } from "./progress-bar";

/** An open bonus: its money, its wagering progress, when it expires, and how to use or forfeit it. */
export function ActiveCard({
  bonus,
  onForfeit,
}: {
  bonus: WalletBonus;
  onForfeit(bonus: WalletBonus): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
  const pending = bonus.status === "pending";
  const slug = bonus.terms.gameSlug;
  const wagering = !pending && bonus.progress.required > 0;
  const cashback = bonus.kind === "cashback";
  return (
    <article
      className="flex flex-col gap-4 rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-6"
      data-testid={`active-${bonus.code}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-wider text-primary-strong">
            {t(`bonus.types.${bonus.type}`)}
          </p>
          <h3 className="mt-1 text-lg font-bold leading-snug">{bonus.name}</h3>
        </div>
        <span
          className={clsx(
            "rounded-full px-2.5 py-1 text-xs font-bold",
            pending ? "bg-gold/20 text-gold" : "bg-success/15 text-success-ink",
          )}
        >
          {cashback ? t("bonus.status.optedIn") : t(`bonus.status.${bonus.status}`)}
        </span>
      </div>
      {cashback ? (
        <CashbackWeek bonus={bonus} />
      ) : pending ? (
        <p className="text-sm text-muted">{t(`bonus.active.pending.${bonus.terms.trigger}`)}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted">{t("bonus.active.balance")}</dt>
            <dd className="text-xl font-extrabold tabular-nums" data-testid="bonus-balance">
              {money(bonus.balance)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("bonus.active.granted")}</dt>
            <dd className="text-xl font-extrabold tabular-nums">{money(bonus.amount)}</dd>
          </div>
        </dl>
      )}
      {bonus.kind === "free_spins" && bonus.freeSpinsLeft > 0 ? (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Sparkles className="size-4 text-gold" aria-hidden />
          {t("bonus.active.spinsLeft", { count: bonus.freeSpinsLeft, game: slug ? gameName(slug) : "" })}
        </p>
      ) : null}
      {bonus.freeBet ? (
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Ticket className="size-4 text-gold" aria-hidden />
          {t(`bonus.active.freeBet.${bonus.freeBet.state}`, { amount: money(bonus.freeBet.amount) })}
        </p>
      ) : null}
      {wagering ? <ProgressBar bonus={bonus} /> : null}
      <p className="flex items-center gap-2 text-xs text-muted">
        <CalendarClock className="size-4" aria-hidden />
        {cashback
          ? t("bonus.active.cashbackPaid")
          : t("bonus.active.expires", { date: formatDateTime(bonus.expiryDate, locale) })}
      </p>
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onForfeit(bonus)} data-testid="bonus-forfeit">
          {cashback ? t("bonus.forfeit.optOut") : t("bonus.forfeit.action")}
        </Button>
        {pending && bonus.terms.trigger === "deposit" ? (
          <Link to={localized(locale, depositWithCode(bonus.code))} className={buttonClass()}>
            {t("bonus.confirm.depositNow")}
          </Link>
        ) : null}
        {!pending && bonus.kind === "free_spins" && bonus.freeSpinsLeft > 0 && slug ? (
          <Link to={localized(locale, `/casino/game/${slug}`)} className={buttonClass()}>
            {t("bonus.active.play", { game: gameName(slug) })}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

const CashbackWeekData = z.object({ netLoss: z.number(), estimate: z.number() });

/** An opted-in cashback: the week's net loss so far and what it would pay if the week ended now. */
function CashbackWeek({ bonus }: { bonus: WalletBonus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const week = CashbackWeekData.safeParse(bonus.additionalData.cashbackWeek);
  const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
  const { netLoss, estimate } = week.success ? week.data : { netLoss: 0, estimate: 0 };
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-xs text-muted">{t("bonus.active.cashbackWeek")}</dt>
        <dd className="text-xl font-extrabold tabular-nums" data-testid="cashback-net-loss">
          {money(Math.max(0, netLoss))}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t("bonus.active.cashbackEstimate")}</dt>
        <dd className="text-xl font-extrabold tabular-nums" data-testid="cashback-estimate">
          {money(estimate)}
        </dd>
      </div>
    </dl>
  );
}
