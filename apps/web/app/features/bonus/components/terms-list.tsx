import type { BonusKind, BonusTerms } from "@casino/contract";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatList, formatWeekdays } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal, formatMoney } from "../../../lib/money";
import { termLines } from "../bonus-terms";

/** A bonus's rules as a checklist, money in the account currency. */
export function TermsList({
  kind,
  terms,
  currency,
  compact = false,
}: {
  kind: BonusKind;
  terms: BonusTerms;
  currency: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines = termLines(kind, terms);
  return (
    <ul className={compact ? "space-y-1 text-xs text-muted" : "space-y-1.5 text-sm text-muted"}>
      {(compact ? lines.slice(0, 3) : lines).map(({ key, values, money, odds, weekdays, lists }) => {
        const shown = Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            money?.includes(name)
              ? formatMoney(Number(value), currency, locale)
              : odds?.includes(name)
                ? formatDecimal(Number(value), locale)
                : weekdays?.includes(name)
                  ? formatWeekdays(String(value).split(",").map(Number), locale)
                  : lists?.includes(name)
                    ? formatList(String(value).split("|"), locale)
                    : value,
          ]),
        );
        return (
          <li key={key} className="flex items-start gap-2">
            <Check className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden />
            <span>{t(`bonus.terms.${key}`, shown)}</span>
          </li>
        );
      })}
    </ul>
  );
}
