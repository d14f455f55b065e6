import type { EventSummary, Market, Selection } from "@casino/contract";
import { clsx } from "clsx";
import { Lock, TrendingDown, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useOddsFlash } from "../hooks/use-odds-flash";
import { usePicker } from "../hooks/use-picker";
import { isBettable } from "../lib/bettable";
import { useFormatOdds } from "../odds-format";

export interface OddsButtonProps {
  event: EventSummary;
  market: Market;
  selection: Selection;
  /** A short label above the price ("1", "X", "2"); without it the selection's name sits beside the price. */
  label?: string;
  /** Name above price in a narrow column (three selections side by side), name beside price from @md. */
  stacked?: boolean;
  className?: string;
}

/**
 * One price. Pressing it adds the selection to the slip (or the bet builder) and again removes it; a price the
 * stream moves lights up green or red for a moment; a suspended market shows a lock and takes no bets.
 */
export function OddsButton({ event, market, selection, label, stacked = false, className }: OddsButtonProps) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const picker = usePicker();
  const flash = useOddsFlash(selection.odds);
  const picked = picker.isPicked(selection.id);
  const open = isBettable(event, market);
  const refused = !picked && (picker.refuses?.(market) ?? false);
  const price = formatOdds(selection.odds);
  return (
    <button
      type="button"
      disabled={!open || refused}
      aria-pressed={picked}
      data-testid="odds-button"
      data-flash={flash ?? undefined}
      onClick={() => picker.toggle(event, market, selection)}
      className={clsx(
        "relative flex h-11 min-w-0 items-center rounded-xl border px-2.5 text-sm font-bold tabular-nums",
        "transition-[background-color,border-color,color] duration-700 focus-visible:outline-2 focus-visible:outline-primary",
        label
          ? "flex-col justify-center gap-0 leading-tight"
          : stacked
            ? "flex-col justify-center gap-0 leading-tight @md:flex-row @md:justify-between @md:gap-2"
            : "justify-between gap-2",
        picked
          ? "border-primary bg-primary text-primary-contrast"
          : flash === "up"
            ? "border-success bg-success/20 text-success-ink duration-150"
            : flash === "down"
              ? "border-danger bg-danger/20 text-danger-ink duration-150"
              : "border-border/80 bg-surface-2/70 hover:border-primary/60 hover:bg-surface-3",
        (!open || refused) && "cursor-not-allowed opacity-45 hover:border-border/80 hover:bg-surface-2/70",
        className,
      )}
    >
      {label ? (
        <span
          className={clsx("text-[10px] font-semibold", picked ? "text-primary-contrast/80" : "text-subtle")}
        >
          {label}
        </span>
      ) : (
        <span className={clsx("truncate text-left font-semibold", picked ? "" : "text-text")}>
          {selection.name}
        </span>
      )}
      <span className="inline-flex items-center gap-0.5">
        {!open ? <Lock className="size-3.5" aria-hidden /> : null}
        {open && flash === "up" ? <TrendingUp className="size-3" aria-hidden /> : null}
        {open && flash === "down" ? <TrendingDown className="size-3" aria-hidden /> : null}
        {open ? price : label ? "" : price}
      </span>
      {/* The name starts with what the button shows (WCAG 2.5.3, label in name); a screen reader hears the rest. */}
      <span className="sr-only">
        {t(open ? "sports.odds.pick" : "sports.odds.suspended", { selection: selection.name, odds: price })}
      </span>
    </button>
  );
}
