import type { EventSummary, Market, Selection } from "@casino/contract";
import { clsx } from "clsx";
import { Lock, TrendingDown, TrendingUp } from "lucide-react";
import { memo, useRef } from "react";
import { useT } from "../../../i18n/use-t";
import { useOddsFlash } from "../hooks/use-odds-flash";
import { usePicker } from "../hooks/use-picker";
import { isBettable } from "../lib/bettable";
import { useLiveOdds } from "../lib/live-prices";
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
 * stream moves lights up green or red for a moment; a suspended market shows a lock and takes no bets. It follows
 * its own selection's price and place in the slip, so a tick or a press re-renders this button alone (issue 21).
 */
export const OddsButton = memo(function OddsButton({
  event,
  market,
  selection,
  label,
  stacked = false,
  className,
}: OddsButtonProps) {
  const t = useT();
  const formatOdds = useFormatOdds();
  const { picker, picked } = usePicker(selection.id);
  const odds = useLiveOdds(selection.id, selection.odds);
  const flash = useOddsFlash(odds);
  const open = isBettable(event, market);
  const refused = !picked && (picker.refuses?.(market) ?? false);
  const price = formatOdds(odds);
  const lit = !picked && flash !== null;
  // The layer keeps its colour while it fades out; a button whose price never moved has none (below).
  const tone = useRef<"up" | "down" | null>(null);
  if (flash) tone.current = flash;
  return (
    <button
      type="button"
      disabled={!open || refused}
      aria-pressed={picked}
      data-testid="odds-button"
      data-flash={flash ?? undefined}
      onClick={() =>
        picker.toggle(event, market, odds === selection.odds ? selection : { ...selection, odds })
      }
      className={clsx(
        // Positioned so that its screen-reader text is laid out with it, not with the page (a press lays out the button).
        "relative flex h-11 min-w-0 items-center rounded-xl border px-2.5 text-sm font-bold tabular-nums",
        // The flash layer sits under the texts (a negative z-index inside the button's own stacking context).
        tone.current && "isolate",
        // No colour transition: a press shows its colour in the frame that answers it, and the browser does not run
        // (and dispatch events for) transitions on the pressed and hovered price while painting it (issue 21).
        "focus-visible:outline-2 focus-visible:outline-primary",
        label
          ? "flex-col justify-center gap-0 leading-tight"
          : stacked
            ? "flex-col justify-center gap-0 leading-tight @md:flex-row @md:justify-between @md:gap-2"
            : "justify-between gap-2",
        picked
          ? "border-primary bg-primary text-primary-contrast"
          : "border-border/80 bg-surface-2/70 hover:border-primary/60 hover:bg-surface-3",
        lit && (flash === "up" ? "text-success-ink" : "text-danger-ink"),
        (!open || refused) && "cursor-not-allowed opacity-45 hover:border-border/80 hover:bg-surface-2/70",
        className,
      )}
    >
      {/*
        The flash: a tinted layer fading in and out (opacity only: no layout, no repaint of the button), there from
        the price's first move on. Every positioned box is a layer the browser hit-tests and paints on its own: with
        the layer and its positioned texts in every button the sports list had ~700 of them, which made each press
        slower to land and paint on a phone (issue 21). Before the first move the button and its screen-reader text
        are its only ones.
      */}
      {tone.current ? (
        <span
          aria-hidden
          className={clsx(
            "pointer-events-none absolute -inset-px -z-10 rounded-[inherit] border transition-opacity starting:opacity-0",
            tone.current === "down" ? "border-danger bg-danger/20" : "border-success bg-success/20",
            lit ? "opacity-100 duration-150" : "opacity-0 duration-700",
          )}
        />
      ) : null}
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
});
