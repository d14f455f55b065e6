import type { EventSummary } from "@casino/contract";
import { clsx } from "clsx";
import { ChevronRight, Lock } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/use-t";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { shortLabel } from "../lib/bettable";
import { OddsButton } from "./odds-button";
import { EventClock, TeamLines } from "./scoreboard";

/** A main market suspended without prices: its places, greyed and locked. */
function LockedPrices({ count }: { count: number }) {
  const t = useT();
  return Array.from({ length: count }, (_, index) => (
    <span
      // biome-ignore lint/suspicious/noArrayIndexKey: positional placeholders
      key={index}
      className="grid h-11 place-items-center rounded-xl border border-border/60 bg-surface-2/40 text-subtle opacity-60"
      title={t("sports.marketStatus.suspended")}
    >
      <Lock className="size-3.5" aria-hidden />
    </span>
  ));
}

/** Where an event's page is. */
export const eventPath = (eventId: string) => `/sports/event/${encodeURIComponent(eventId)}`;

/**
 * One event in a list: time or live clock, the teams (with the score when playing), the main market's two or
 * three prices, and a link to every other market. Stacks the prices under the teams in a narrow column. It renders
 * again only when its event changes (kick-off, score, a market suspended); prices follow the stream by themselves.
 */
export const EventRow = memo(function EventRow({ event }: { event: EventSummary }) {
  const t = useT();
  const locale = useLocale();
  const market = event.mainMarket;
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  // A suspended main market may come without prices: keep its places (1 X 2 in football, else 1 2).
  const slots = market?.selections.length || (event.sport === "football" ? 3 : 2);
  const href = localized(locale, eventPath(event.id));
  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-2.5 @xl:grid-cols-[4.5rem_minmax(0,1fr)_auto_auto]"
      data-testid="event-row"
      data-event-id={event.id}
    >
      <EventClock event={event} />
      <Link to={href} prefetch="intent" className="min-w-0 rounded-lg hover:text-primary-strong">
        <TeamLines event={event} />
      </Link>
      <Link
        to={href}
        className="flex h-9 items-center justify-end gap-0.5 rounded-lg px-1.5 text-xs font-bold text-muted hover:bg-surface-2 hover:text-text @xl:order-last @xl:w-12"
        aria-label={t("sports.moreMarkets", { count: more, event: `${event.home} – ${event.away}` })}
      >
        +{more}
        <ChevronRight className="size-3.5" aria-hidden />
      </Link>
      <div
        className={clsx(
          "col-span-3 grid gap-1.5 @xl:col-span-1",
          slots === 2 ? "grid-cols-2 @xl:w-[9.25rem]" : "grid-cols-3 @xl:w-[14rem]",
        )}
      >
        {market && market.selections.length === 0 ? (
          <LockedPrices count={slots} />
        ) : market ? (
          market.selections.map((selection) => (
            <OddsButton
              key={selection.id}
              event={event}
              market={market}
              selection={selection}
              label={shortLabel(selection.key)}
            />
          ))
        ) : (
          // As tall as a row of prices, so a market replaced at kick-off moves nothing below it.
          <span className="col-span-3 grid h-11 place-items-center text-center text-xs text-subtle">
            {t("sports.noMainMarket")}
          </span>
        )}
      </div>
    </li>
  );
});
