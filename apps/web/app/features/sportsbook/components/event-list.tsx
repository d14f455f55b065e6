import type { EventSummary } from "@casino/contract";
import { clsx } from "clsx";
import { type CSSProperties, Fragment, memo } from "react";
import { useT } from "../../../i18n/use-t";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { formatDayShort, relativeDay } from "../lib/dates";
import type { PlacedGroup } from "../lib/stable-groups";
import { EventRow } from "./event-row";
import { SportIcon } from "./sport-icon";

/** Sections from the third on are laid out and painted only near the screen (issue 21: a phone's main thread). */
const EAGER_SECTIONS = 2;

/**
 * A competition's card: its name, the 1 X 2 column heads, and its events with day headings. Off screen it is
 * skipped by style and layout (content-visibility) with room kept for its rows, so nothing moves when it renders.
 */
const GroupCard = memo(
  function GroupCard({ group, deferred }: { group: PlacedGroup; deferred: boolean }) {
    const t = useT();
    const locale = useLocale();
    const breaks = group.breaks;
    const twoWay = group.events[0]?.mainMarket?.selections.length === 2;
    const now = new Date();
    const headings = breaks.filter((day) => day !== null).length;
    const room = deferred
      ? ({ "--rows": group.events.length, "--heads": headings } as CSSProperties)
      : undefined;
    return (
      <section
        aria-label={group.competitionName}
        className={clsx(
          "overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card",
          // A row is ~7.3rem in a narrow column (prices under the teams), 4rem beside them; a day heading 1.6rem.
          deferred &&
            "[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(2.6rem+var(--rows)*7.3rem+var(--heads)*1.6rem)] @xl:[contain-intrinsic-block-size:auto_calc(2.6rem+var(--rows)*4rem+var(--heads)*1.6rem)]",
        )}
        style={room}
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
                  // "Today" on the server may be "tomorrow" in the browser a moment past midnight.
                  <li
                    className="bg-surface-2/25 px-3 py-1 text-[11px] font-bold uppercase tracking-wider text-subtle"
                    suppressHydrationWarning
                  >
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
  },
  // The list is placed anew on every read of the book; a card renders again only when one of its events changed.
  (before, after) =>
    before.deferred === after.deferred &&
    before.group.competitionName === after.group.competitionName &&
    sameItems(before.group.events, after.group.events) &&
    sameItems(before.group.breaks, after.group.breaks),
);

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export interface EventGroupsProps {
  groups: PlacedGroup[];
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
  const t = useT();
  if (error) return <LoadError message={t("sports.loadFailed")} onRetry={onRetry} />;
  if (pending) return <EventsSkeleton />;
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4" data-testid="event-groups">
      {groups.map((group, index) => (
        <GroupCard key={group.competitionId} group={group} deferred={index >= EAGER_SECTIONS} />
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
