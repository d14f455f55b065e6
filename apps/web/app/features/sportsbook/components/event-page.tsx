import type { EventDetail, Market } from "@casino/contract";
import { clsx } from "clsx";
import { ChevronDown, ChevronLeft, Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../i18n/format";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useEvent } from "../api/get-event";
import { PickerContext } from "../hooks/use-picker";
import { groupMarkets } from "../lib/market-groups";
import { sportsFilterSearch } from "../lib/sports-filter";
import { BetBuilderPanel, BetBuilderToggle, useBetBuilder } from "./bet-builder";
import { OddsButton } from "./odds-button";
import { BigScoreboard } from "./scoreboard";
import { SportIcon } from "./sport-icon";

/** /sports/event/{id}: the event's scoreboard and every market, grouped in sections that fold. */
export function EventPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useEvent(eventId);
  const event = query.data;
  const builder = useBetBuilder(event ?? null);
  if (query.isPending) return <EventSkeleton />;
  if (query.isError) return <LoadError message={t("sports.loadFailed")} onRetry={() => query.refetch()} />;
  if (!event)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 bg-surface px-6 py-12 text-center">
        <p className="font-bold">{t("sports.event.gone")}</p>
        <Link to={localized(locale, "/sports")} className={buttonClass({ variant: "secondary" })}>
          {t("sports.event.back")}
        </Link>
      </div>
    );
  const back = localized(
    locale,
    `${event.status === "live" ? "/sports/sporturi-live" : "/sports"}${sportsFilterSearch({ sport: event.sport, competitionId: event.status === "live" ? undefined : event.competitionId })}`,
  );
  return (
    <div className="flex flex-col gap-4" data-testid="event-page">
      <nav aria-label={t("sports.event.breadcrumb")} className="flex items-center gap-1 text-sm text-muted">
        <Link
          to={back}
          className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 font-semibold hover:text-text"
        >
          <ChevronLeft className="size-4" aria-hidden />
          <SportIcon sport={event.sport} className="size-4" />
          {event.competitionName}
        </Link>
      </nav>
      <section className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] px-4 py-6 shadow-card sm:px-8">
        <h1 className="sr-only">
          {event.home} – {event.away}
        </h1>
        <BigScoreboard event={event} />
        {event.status === "scheduled" ? (
          <p className="mt-3 text-center text-sm font-semibold text-muted">
            {formatDateTime(event.startsAt, locale)}
          </p>
        ) : null}
      </section>
      {builder.available ? <BetBuilderToggle builder={builder} /> : null}
      <PickerContext.Provider value={builder.on ? builder.picker : null}>
        <Markets event={event} onlyTypes={builder.on ? builder.types : null} />
      </PickerContext.Provider>
      {builder.on ? <BetBuilderPanel event={event} builder={builder} /> : null}
    </div>
  );
}

function Markets({ event, onlyTypes }: { event: EventDetail; onlyTypes: ReadonlySet<string> | null }) {
  const { t } = useTranslation();
  const markets = onlyTypes ? event.markets.filter((market) => onlyTypes.has(market.type)) : event.markets;
  const groups = groupMarkets(markets);
  if (groups.length === 0)
    return (
      <p className="rounded-2xl bg-surface-2/40 px-4 py-8 text-center text-sm text-muted">
        {t("sports.event.noMarkets")}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <MarketGroup
          key={group.group}
          title={t(`sports.groups.${group.group}`, { defaultValue: group.group })}
        >
          {group.markets.map((market) => (
            <MarketBlock key={market.id} event={event} market={market} />
          ))}
        </MarketGroup>
      ))}
    </div>
  );
}

function MarketGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <section
      className="overflow-hidden rounded-2xl border border-border/70 bg-surface"
      data-testid="market-group"
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 bg-surface-2/50 px-4 py-3 text-left text-sm font-extrabold hover:bg-surface-2"
        >
          {title}
          <ChevronDown
            className={clsx("size-4 text-muted transition-transform", open && "rotate-180")}
            aria-hidden
          />
        </button>
      </h2>
      {open ? <div className="divide-y divide-border/50">{children}</div> : null}
    </section>
  );
}

function MarketBlock({ event, market }: { event: EventDetail; market: Market }) {
  const { t } = useTranslation();
  const suspended = market.status !== "open";
  const count = market.selections.length;
  const columns = count === 2 ? "grid-cols-2" : count === 3 ? "grid-cols-3" : "grid-cols-2 @md:grid-cols-3";
  return (
    <div
      className={clsx("px-4 py-3", suspended && "bg-surface-2/30")}
      data-testid="market"
      data-status={market.status}
    >
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-muted">
        {market.name}
        {suspended ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-warning/15 px-1.5 py-0.5 text-[11px] font-bold text-warning-ink">
            <Lock className="size-3" aria-hidden />
            {t(`sports.marketStatus.${market.status}`)}
          </span>
        ) : null}
      </p>
      <div className={clsx("grid gap-1.5", columns)}>
        {market.selections.map((selection) => (
          <OddsButton
            key={selection.id}
            event={event}
            market={market}
            selection={selection}
            stacked={count === 3}
          />
        ))}
      </div>
    </div>
  );
}

function EventSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-36 rounded-3xl" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
