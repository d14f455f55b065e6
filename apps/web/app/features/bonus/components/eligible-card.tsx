import type { EligibleBonus } from "@casino/contract";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatWeekdayTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { TermsList } from "./terms-list";

/**
 * One claimable bonus: its picture, name, what it gives and a claim button. Outside its day and time window (a
 * Friday reload on a Tuesday) it says when it opens, and the button waits until then.
 */
export function EligibleCard({
  bonus,
  currency,
  onClaim,
}: {
  bonus: EligibleBonus;
  currency: string;
  onClaim(bonus: EligibleBonus): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const opens = bonus.availableNow ? null : bonus.nextOpening;
  const opensId = `opens-${bonus.id}`;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-3xl border border-border/70 bg-surface shadow-card"
      data-testid={`eligible-${bonus.code}`}
    >
      {bonus.assets.image ? (
        <img src={bonus.assets.image} alt="" className="h-28 w-full object-cover" loading="lazy" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-primary-strong">
            {t(`bonus.types.${bonus.type}`)}
          </p>
          <h3 className="mt-1 text-lg font-bold leading-snug">{bonus.name}</h3>
          <p className="mt-1 text-sm text-muted">{bonus.description}</p>
        </div>
        <TermsList kind={bonus.kind} terms={bonus.terms} currency={currency} compact />
        {opens ? (
          <p id={opensId} className="flex items-center gap-2 text-sm font-semibold" data-testid="bonus-opens">
            <CalendarClock className="size-4 shrink-0 text-gold" aria-hidden />
            {t("bonus.eligible.opens", { date: formatWeekdayTime(opens, locale) })}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <code className="rounded-md bg-surface-2 px-2 py-1 text-xs font-bold tracking-wide">
            {bonus.code}
          </code>
          <Button
            onClick={() => onClaim(bonus)}
            disabled={opens !== null}
            aria-describedby={opens ? opensId : undefined}
            aria-label={t("bonus.eligible.claimNamed", { name: bonus.name })}
          >
            {t("bonus.eligible.claim")}
          </Button>
        </div>
      </div>
    </article>
  );
}
