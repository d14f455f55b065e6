import { Radio } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";
import { useEvents } from "../api/get-events";
import { useStableGroups } from "../hooks/use-stable-groups";
import { readSportsFilter } from "../lib/sports-filter";
import { allEvents, EventGroups } from "./event-list";
import { LiveTag } from "./scoreboard";
import { SportsMenuChips } from "./sports-menu";

/**
 * /sports/sporturi-live: matches being played, with score and clock, prices that flash as the stream moves them,
 * and suspended markets locked. Kick-offs add matches at the end of their competition (the stream refetches); a
 * finished match shows its final state in its row until the next visit, so nothing moves under the reader.
 */
export function LiveSports() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { sport } = readSportsFilter(params);
  const events = useEvents({ sport, status: "live" });
  const groups = useStableGroups(events.data?.pages, sport ?? "");
  // Finished matches keep their rows until the next visit; the count is of the matches being played.
  const count = allEvents(events.data?.pages).filter((event) => event.status === "live").length;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-danger/15 text-danger-ink">
          <Radio className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("sports.liveTitle")}
            {events.isSuccess ? <LiveTag className="text-xs" /> : null}
          </h1>
          <p className="text-sm text-muted">
            {events.isSuccess ? t("sports.liveCount", { count }) : t("sports.liveSubtitle")}
          </p>
        </div>
      </header>
      <div className="@[72rem]:hidden">
        <SportsMenuChips />
      </div>
      <EventGroups
        groups={groups ?? []}
        pending={groups === null && !events.isError}
        error={events.isError}
        onRetry={() => events.refetch()}
        hasMore={events.hasNextPage}
        loadingMore={events.isFetchingNextPage}
        onMore={() => events.fetchNextPage()}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 bg-surface px-6 py-12 text-center">
            <Radio className="size-9 text-primary-strong" aria-hidden />
            <p className="font-bold">{t("sports.liveEmptyTitle")}</p>
            <p className="max-w-sm text-sm text-muted">{t("sports.liveEmpty")}</p>
            <Link to={localized(locale, "/sports")} className={buttonClass({ variant: "secondary" })}>
              {t("sports.browsePrematch")}
            </Link>
          </div>
        }
      />
    </div>
  );
}
