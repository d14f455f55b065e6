import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useJackpot } from "../api/get-jackpot";

/**
 * The lobby's progressive jackpot: four levels, live, with the last win of each
 * (docs/product/engagement.md#jackpots).
 */
export function JackpotCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: card } = useJackpot();
  if (!card) return null;
  return (
    <section
      aria-labelledby="jackpot-card-title"
      data-testid="jackpot-card"
      className="@container rounded-3xl border border-gold/40 bg-surface/80 p-4 shadow-card sm:p-6"
    >
      <h2 id="jackpot-card-title" className="text-sm font-bold uppercase tracking-widest text-gold-ink">
        {card.name}
      </h2>
      {/* Four across only when the card itself is wide enough (the chat panel narrows the page, not the window). */}
      <ul className="mt-3 grid grid-cols-2 gap-3 @3xl:grid-cols-4">
        {[...card.levels].reverse().map((level) => (
          <li
            key={level.level}
            className="@container min-w-0 rounded-2xl bg-surface-2/70 p-3"
            data-level={level.level}
          >
            <p className="text-xs font-semibold text-muted">
              {t("engagement.jackpot.level", { level: level.level })}
            </p>
            {/* Sized to its own card, so the amount stays whole on one line however narrow the card gets. */}
            <p
              className="whitespace-nowrap text-[length:clamp(1rem,12cqi,1.5rem)] font-extrabold leading-tight tabular-nums text-gold-ink"
              data-testid="jackpot-value"
            >
              {formatMoney(level.currentValue / 100, level.currency, locale)}
            </p>
            <p className="mt-1 text-xs text-muted">
              {level.lastWin
                ? t("engagement.jackpot.lastWin", {
                    amount: formatMoney(level.lastWin.amount / 100, level.currency, locale),
                    user: level.lastWin.user,
                  })
                : t("engagement.jackpot.noWins")}
            </p>
            <p className="text-xs text-muted">
              {t("engagement.jackpot.wins", { count: level.numberOfWins })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
