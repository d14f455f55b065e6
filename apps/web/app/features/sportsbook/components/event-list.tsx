import type { EventSummary } from "@casino/contract";
import { clsx } from "clsx";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { formatDayShort, relativeDay } from "../lib/dates";
import { type CompetitionGroup, dayBreaks } from "../lib/group-events";
import { EventRow } from "./event-row";
import { SportIcon } from "./sport-icon";

/** A competition's card: its name, the 1 X 2 column heads, and its events with day headings. */
function GroupCard({ group }: { group: CompetitionGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const breaks = dayBreaks(group.events);
  const twoWay = group.events[0]?.mainMarket?.selections.length === 2;
  const now = new Date();
  return (
    <section
      aria-label={group.competitionName}
      className="overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card"
      data-testid="competition-group"
    >
      <header className="flex items-center gap-2 border-b border-border/60 bg-surface-2/50 px-3 py-2.5">
        <SportIcon sport={group.sport} className="size-4 text-primary-strong" />
        <h2 className="min-w-0 flex-1 truncate text-sm font-bold">{group.competitionName}</h2>
        <span
          aria-hidden
          className={clsx(
            "hidden gap-1.5 text-center text-[11px] font-bold text-subtle @xl:mr-[3.75rem] @xl:grid",
            twoWay ? "@xl:w-[9.25rem] @xl:grid-cols-2" : "@xl:w-[14rem] @xl:grid-cols-3",
          )}
        >
          {(twoWay ? ["1", "2"] : ["1", "X", "2"]).map((label) => (
            <span key={label}>{label}</span>
          ))}
        </span>
      </header>
      <ul className="divide-y divide-border/50">
        {group.events.map((event, index) => {
          const day = breaks[index];
          const relative = day ? relativeDay(day, now) : null;
          return (
            <Fragment key={event.id}>
              {day ? (
                <li className="bg-surface-2/25 px-3 py-1 text-[11px] font-bold uppercase tracking-wider text-subtle">
                  {relative ? t(`sports.dates.${relative}`) : formatDayShort(day, locale)}
                </li>
              ) : null}
              <EventRow event={event} />
            </Fragment>
          );
        })}
      </ul>
    </section>
  );
}

export interface EventGroupsProps {
  groups: CompetitionGroup[];
  pending: boolean;
  error: boolean;
  onRetry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  /** Shown when there is nothing to list. */
  empty: React.ReactNode;
}

/** Competition cards with skeletons while loading, an error with retry, an empty state and "load more". */
export function EventGroups({
  groups,
  pending,
  error,
  onRetry,
  hasMore,
  loadingMore,
  onMore,
  empty,
}: EventGroupsProps) {
  const { t } = useTranslation();
  if (error) return <LoadError message={t("sports.loadFailed")} onRetry={onRetry} />;
  if (pending) return <EventsSkeleton />;
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4" data-testid="event-groups">
      {groups.map((group) => (
        <GroupCard key={group.competitionId} group={group} />
      ))}
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onMore} pending={loadingMore}>
            {t("sports.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function EventsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      {[3, 2].map((rows, group) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <div key={group} className="overflow-hidden rounded-2xl border border-border/70 bg-surface">
          <Skeleton className="h-10 rounded-none" />
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <div key={index} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="h-5 w-12" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-4 w-2/5" />
              </div>
              <Skeleton className="hidden h-11 w-56 @xl:block" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Every event of an infinite list's pages. */
export const allEvents = (pages: { events: EventSummary[] }[] | undefined) =>
  pages?.flatMap((page) => page.events) ?? [];
