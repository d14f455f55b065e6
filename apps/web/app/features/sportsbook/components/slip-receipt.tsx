import type { Bet } from "@casino/contract";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { useFormatOdds } from "../odds-format";
import { useSlip } from "../slip/slip-store";
import { betTitle } from "./bet-title";

/** The receipt after placing: each bet with its id, legs, stake and potential return. */
export function SlipReceipt({ bets }: { bets: Bet[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatOdds = useFormatOdds();
  const dismiss = useSlip((state) => state.dismissReceipt);
  return (
    <div className="flex flex-col gap-3" data-testid="slip-receipt">
      <div
        className="flex items-center gap-2 rounded-xl border border-success/50 bg-success/10 px-3 py-2.5 text-sm font-bold text-success-ink"
        role="status"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        {t("sports.receipt.title", { count: bets.length })}
      </div>
      <ul className="flex flex-col gap-2">
        {bets.map((bet) => (
          <li
            key={bet.id}
            className="rounded-xl border border-border/70 bg-surface-2/40 p-3 text-sm"
            data-testid="receipt-bet"
          >
            <p className="flex items-center justify-between gap-2">
              <span className="font-bold">{betTitle(t, bet)}</span>
              {bet.odds !== null ? (
                <span className="font-extrabold tabular-nums">{formatOdds(bet.odds)}</span>
              ) : null}
            </p>
            <ul className="mt-1.5 flex flex-col gap-1 text-xs">
              {bet.legs.map((leg) => (
                <li key={leg.selectionId} className="min-w-0">
                  <p className="flex justify-between gap-2">
                    <span className="truncate font-semibold text-text">{leg.selectionName}</span>
                    <span className="tabular-nums text-muted">{formatOdds(leg.odds)}</span>
                  </p>
                  <p className="truncate text-subtle">{leg.eventName}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-2 gap-y-0.5 text-xs">
              <dt className="text-subtle">{t("sports.receipt.stake")}</dt>
              <dd className="text-right font-bold tabular-nums">
                {bet.freeBet ? (
                  <span className="mr-1.5 rounded-md bg-primary/15 px-1.5 py-0.5 text-[11px] font-bold text-primary-strong">
                    {t("sports.receipt.freeBet")}
                  </span>
                ) : null}
                {formatMoney(bet.stake, bet.currency, locale)}
              </dd>
              <dt className="text-subtle">{t("sports.slip.potentialReturn")}</dt>
              <dd className="text-right font-bold tabular-nums text-success-ink">
                {formatMoney(bet.potentialReturn, bet.currency, locale)}
              </dd>
              <dt className="text-subtle">{t("sports.receipt.betId")}</dt>
              <dd className="truncate text-right font-mono text-[11px]" data-testid="receipt-bet-id">
                {bet.id}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Link
          to={localized(locale, "/profile/mybets")}
          className={buttonClass({ variant: "secondary", size: "md" })}
        >
          {t("sports.receipt.myBets")}
        </Link>
        <Button onClick={dismiss}>{t("sports.receipt.done")}</Button>
      </div>
    </div>
  );
}
