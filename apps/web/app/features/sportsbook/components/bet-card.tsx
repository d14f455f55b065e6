import type { Bet, BetStatus } from "@casino/contract";
import { clsx } from "clsx";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { useFormatOdds } from "../odds-format";
import { betTitle } from "./bet-title";
import { SportIcon } from "./sport-icon";

type Outcome = Bet["legs"][number]["outcome"];

const TONE: Record<BetStatus | Outcome, string> = {
  open: "bg-primary/15 text-primary-strong",
  won: "bg-success/15 text-success-ink",
  half_won: "bg-success/15 text-success-ink",
  lost: "bg-danger/15 text-danger-ink",
  half_lost: "bg-danger/15 text-danger-ink",
  void: "bg-surface-3 text-muted",
  cashed_out: "bg-gold/15 text-gold",
};

const DOT: Record<Outcome, string> = {
  open: "border-border bg-surface-2",
  won: "border-success bg-success",
  half_won: "border-success bg-success/50",
  lost: "border-danger bg-danger",
  half_lost: "border-danger bg-danger/50",
  void: "border-subtle bg-surface-3",
};

export function StatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "rounded-md px-2 py-0.5 text-[11px] font-extrabold uppercase tracking-wide",
        TONE[status],
      )}
      data-testid="bet-status"
    >
      {t(`sports.betStatus.${status}`)}
    </span>
  );
}

/** One bet in My Bets: its legs with their outcomes, stake, odds, return, and the cash-out offer while open. */
export function BetCard({ bet, onCashOut }: { bet: Bet; onCashOut(bet: Bet): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatOdds = useFormatOdds();
  const money = (amount: number) => formatMoney(amount, bet.currency, locale);
  const open = bet.status === "open";
  const offer = open ? bet.cashOut : null;
  return (
    <li
      className="rounded-2xl border border-border/70 bg-surface p-4 shadow-card"
      data-testid="bet-card"
      data-bet-id={bet.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-extrabold">{betTitle(t, bet)}</h3>
        <StatusBadge status={bet.status} />
        <span className="ml-auto text-xs tabular-nums text-subtle">
          {formatDateTime(bet.placedAt, locale)}
        </span>
      </div>
      <ul className="mt-3 flex flex-col gap-2.5">
        {bet.legs.map((leg) => (
          <li
            key={leg.selectionId}
            className="flex items-start gap-2.5"
            data-testid="bet-leg"
            data-outcome={leg.outcome}
          >
            <span
              className={clsx("mt-1.5 size-2.5 shrink-0 rounded-full border-2", DOT[leg.outcome])}
              title={t(`sports.betStatus.${leg.outcome}`)}
            />
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate font-bold">{leg.selectionName}</span>
                <span className="font-extrabold tabular-nums">{formatOdds(leg.odds)}</span>
              </p>
              <p className="truncate text-xs text-muted">{leg.marketName}</p>
              {/* The words in a span of their own: a flex row's bare text gets no ellipsis, it is just cut. */}
              <p className="flex min-w-0 items-center gap-1 text-xs text-subtle">
                <SportIcon sport={leg.sport} className="size-3.5 shrink-0" />
                <span className="min-w-0 truncate">
                  {leg.eventName} · {formatDateTime(leg.startsAt, locale)}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-border/60 pt-3 text-xs">
        <div>
          <dt className="text-subtle">{t("sports.receipt.stake")}</dt>
          <dd className="font-bold tabular-nums text-text">{money(bet.stake)}</dd>
        </div>
        <div>
          <dt className="text-subtle">{bet.system ? t("sports.bets.lines") : t("sports.bets.odds")}</dt>
          <dd className="font-bold tabular-nums text-text">
            {bet.system ? bet.system.lines : bet.odds !== null ? formatOdds(bet.odds) : "—"}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-subtle">
            {open ? t("sports.slip.potentialReturn") : t("sports.bets.returned")}
          </dt>
          <dd
            className={clsx(
              "font-extrabold tabular-nums",
              !open && bet.returned > 0 ? "text-success-ink" : "text-text",
            )}
            data-testid="bet-return"
          >
            {money(open ? bet.potentialReturn : bet.returned)}
          </dd>
        </div>
      </dl>
      {open && bet.returned > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {t("sports.bets.partlyCashedOut", { amount: money(bet.returned) })}
        </p>
      ) : null}
      {offer ? (
        <div className="mt-3">
          {offer.available && offer.amount !== null ? (
            <Button
              block
              variant="secondary"
              onClick={() => onCashOut(bet)}
              data-testid="cash-out"
              className="border-gold/60 text-gold hover:bg-gold/10"
            >
              {t("sports.cashOut.button", { amount: money(offer.amount) })}
            </Button>
          ) : (
            <p
              className="flex items-center justify-center gap-1.5 rounded-xl bg-surface-2/60 px-3 py-2.5 text-xs font-semibold text-muted"
              data-testid="cash-out-unavailable"
            >
              <Lock className="size-3.5" aria-hidden />
              {t(`sports.cashOut.unavailable.${offer.reason ?? "not_offered"}`, {
                defaultValue: t("sports.cashOut.unavailable.not_offered"),
              })}
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}
