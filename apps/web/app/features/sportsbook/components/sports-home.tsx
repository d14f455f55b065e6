import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { type EventsFilter, useEvents } from "../api/get-events";
import { useSportsMenu } from "../api/get-menu";
import { useStableGroups } from "../hooks/use-stable-groups";
import { formatDayShort, relativeDay, upcomingDays } from "../lib/dates";
import { readSportsFilter, sportsFilterSearch } from "../lib/sports-filter";
import { EventGroups } from "./event-list";
import { SportIcon } from "./sport-icon";
import { SportsMenuChips } from "./sports-menu";

/** How many days the date filter offers, today included. */
const FILTER_DAYS = 7;

/**
 * /sports: the sports menu (chips when there is no room for the column), a day filter, and the events grouped by
 * competition with their main market's prices.
 */
export function SportsHome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = readSportsFilter(params);
  const menu = useSportsMenu();
  const sport = menu.data?.sports.find((item) => item.sport === filter.sport);
  const competition = sport?.competitions.find((item) => item.id === filter.competitionId);
  const title = competition?.name ?? sport?.name ?? t("sports.title");

  return (
    <div className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        {sport ? (
          <span className="grid size-11 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
            <SportIcon sport={sport.sport} className="size-6" />
          </span>
        ) : null}
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-sm text-muted">{t("sports.subtitle")}</p>
        </div>
      </header>
      <div className="@[72rem]:hidden">
        <SportsMenuChips />
      </div>
      <DateFilter />
      <HomeEvents filter={homeEventsFilter(params)} />
    </div>
  );
}

/** The list /sports shows for its URL: every status, of the sport, competition and day the URL names. */
export const homeEventsFilter = (params: URLSearchParams): EventsFilter => ({
  ...readSportsFilter(params),
  status: "all",
});

/**
 * The events of the filter grouped by competition, kept in place while the page is open. Only this part follows
 * the book's changes; the header, the menu and the day filter around it do not render again.
 */
function HomeEvents({ filter }: { filter: EventsFilter }) {
  const { t } = useTranslation();
  const events = useEvents(filter);
  const groups = useStableGroups(events.data?.pages, JSON.stringify(filter));
  return (
    <EventGroups
      groups={groups ?? []}
      pending={groups === null && !events.isError}
      error={events.isError}
      onRetry={() => events.refetch()}
      hasMore={events.hasNextPage}
      loadingMore={events.isFetchingNextPage}
      onMore={() => events.fetchNextPage()}
      empty={
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-border/70 bg-surface px-6 py-12 text-center">
          <CalendarDays className="size-9 text-primary-strong" aria-hidden />
          <p className="font-bold">{t("sports.emptyTitle")}</p>
          <p className="max-w-sm text-sm text-muted">{t("sports.empty")}</p>
        </div>
      }
    />
  );
}

/** All days, or one Amsterdam day of the coming week. */
function DateFilter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const filter = readSportsFilter(params);
  const now = new Date();
  const days = upcomingDays(now, FILTER_DAYS);
  const chip = (active: boolean) =>
    clsx(
      "flex shrink-0 flex-col items-center rounded-xl border px-3 py-1.5 text-xs font-bold transition-colors",
      active
        ? "border-primary bg-primary/15 text-text"
        : "border-border/70 text-muted hover:bg-surface-2 hover:text-text",
    );
  const href = (date?: string) => localized(locale, `/sports${sportsFilterSearch({ ...filter, date })}`);
  return (
    <nav aria-label={t("sports.dates.label")} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
      <Link to={href()} className={chip(!filter.date)} aria-current={!filter.date ? "page" : undefined}>
        {t("sports.dates.all")}
      </Link>
      {days.map((day) => {
        const relative = relativeDay(day, now);
        return (
          <Link
            key={day}
            to={href(day)}
            className={chip(filter.date === day)}
            aria-current={filter.date === day ? "page" : undefined}
            suppressHydrationWarning
          >
            {relative ? t(`sports.dates.${relative}`) : formatDayShort(day, locale)}
          </Link>
        );
      })}
    </nav>
  );
}
