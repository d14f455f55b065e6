import { Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useLatestBets, useRecentWinners } from "../api/get-feeds";

/** The live winners ticker: the latest wins, refreshed every 10 s. */
export function WinnersTicker() {
  const { t } = useTranslation();
  const locale = useLocale();
  const winners = useRecentWinners();
  const items = winners.data?.items ?? [];
  return (
    <section
      aria-labelledby="winners-title"
      className="rounded-2xl border border-border/70 bg-surface p-3 shadow-card"
    >
      <h2
        id="winners-title"
        className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-muted"
      >
        <Trophy className="size-4 text-amber-500" aria-hidden /> {t("casino.winners")}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t("casino.noWinners")}</p>
      ) : (
        <ul className="flex max-h-[4.25rem] flex-wrap gap-3 overflow-hidden" data-testid="winners">
          {items.map((winner) => (
            <li
              key={`${winner.timestamp}-${winner.username}-${winner.slug}`}
              className="shrink-0 rounded-xl bg-surface-2 px-3 py-2 text-sm"
            >
              <span className="font-semibold">{winner.username}</span> · {winner.gameName}
              <div className="font-bold text-success-ink tabular-nums">
                {formatMoney(winner.amount, winner.currency, locale)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest bets table, refreshed every 10 s. */
export function LatestBets() {
  const { t } = useTranslation();
  const locale = useLocale();
  const bets = useLatestBets();
  const items = bets.data?.items.slice(0, 10) ?? [];
  return (
    <section
      aria-labelledby="bets-title"
      className="rounded-2xl border border-border/70 bg-surface p-4 shadow-card"
    >
      <h2 id="bets-title" className="mb-3 text-lg font-bold">
        {t("casino.latestBets")}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t("casino.noBets")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1 font-medium">{t("casino.game")}</th>
              <th className="py-1 font-medium">{t("casino.player")}</th>
              <th className="py-1 text-right font-medium">{t("casino.stake")}</th>
              <th className="py-1 text-right font-medium">{t("casino.win")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((bet, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a feed row has no id
              <tr key={i} className="border-t border-border/60">
                <td className="py-1.5">{bet.gameName}</td>
                <td className="py-1.5">{bet.username}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatMoney(bet.wagered, bet.currency, locale)}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatMoney(bet.winning, bet.currency, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
