import type { SportsMenu as Menu } from "@casino/contract";
import { clsx } from "clsx";
import { LayoutGrid } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { Skeleton } from "../../../ui/skeleton";
import { useSportsMenu } from "../api/get-menu";
import { readSportsFilter, sportsFilterSearch } from "../lib/sports-filter";
import { SportIcon } from "./sport-icon";

export const LIVE_PATH = "/sports/sporturi-live";

/** The menu's links: on the live page they count live events and lead to live lists. */
function useMenuLinks() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const live = pathname.includes(LIVE_PATH);
  const [params] = useSearchParams();
  const current = readSportsFilter(params);
  const base = localized(locale, live ? LIVE_PATH : "/sports");
  // The day filter stays when moving between sports (pre-match only).
  const href = (sport?: string, competitionId?: string) =>
    `${base}${sportsFilterSearch({
      sport: sport as never,
      competitionId,
      date: live ? undefined : current.date,
    })}`;
  return { live, current, href, onList: !pathname.includes("/sports/event/") };
}

const count = (item: { count: number; liveCount: number }, live: boolean) =>
  live ? item.liveCount : item.count;

/** The desktop column: sports with their counts, and the chosen sport's competitions. */
export function SportsMenuColumn() {
  const { t } = useTranslation();
  const menu = useSportsMenu();
  const { live, current, href, onList } = useMenuLinks();
  const item = (active: boolean) =>
    clsx(
      "flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-semibold transition-colors",
      active ? "bg-surface-3 text-text" : "text-muted hover:bg-surface-2 hover:text-text",
    );
  return (
    <nav aria-label={t("sports.menu.label")} className="flex flex-col gap-1" data-testid="sports-menu">
      <p className="px-3 pb-1 text-xs font-bold uppercase tracking-widest text-subtle">
        {t(live ? "sports.menu.liveTitle" : "sports.menu.title")}
      </p>
      <Link
        to={href()}
        className={item(onList && !current.sport)}
        aria-current={onList && !current.sport ? "page" : undefined}
      >
        <LayoutGrid className="size-5 shrink-0" aria-hidden />
        <span className="flex-1">{t("sports.menu.all")}</span>
      </Link>
      {menu.isPending
        ? Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} className="h-9 rounded-xl" />
          ))
        : menu.data?.sports.map((sport) => {
            const active = onList && current.sport === sport.sport;
            return (
              <div key={sport.sport} className="flex flex-col gap-0.5">
                <Link
                  to={href(sport.sport)}
                  className={item(active && !current.competitionId)}
                  aria-current={active && !current.competitionId ? "page" : undefined}
                >
                  <SportIcon sport={sport.sport} className={active ? "text-primary-strong" : undefined} />
                  <span className="flex-1">{sport.name}</span>
                  <Count value={count(sport, live)} />
                </Link>
                {active && !live ? <Competitions sport={sport} /> : null}
              </div>
            );
          })}
    </nav>
  );
}

function Competitions({ sport }: { sport: Menu["sports"][number] }) {
  const { current, href } = useMenuLinks();
  return (
    <ul className="ml-5 flex flex-col gap-0.5 border-l border-border/70 pl-2">
      {sport.competitions.map((competition) => {
        const active = current.competitionId === competition.id;
        return (
          <li key={competition.id}>
            <Link
              to={href(sport.sport, competition.id)}
              aria-current={active ? "page" : undefined}
              className={clsx(
                "flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-[13px] transition-colors",
                active ? "bg-surface-3 font-bold text-text" : "text-muted hover:bg-surface-2 hover:text-text",
              )}
            >
              <span className="flex-1 truncate">{competition.name}</span>
              <Count value={competition.count} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-[11px] font-bold tabular-nums text-subtle">
      {value}
    </span>
  );
}

/** Phones and narrow columns: the same menu as scrolling chips (sports, then the chosen sport's competitions). */
export function SportsMenuChips() {
  const { t } = useTranslation();
  const menu = useSportsMenu();
  const { live, current, href } = useMenuLinks();
  const chip = (active: boolean) =>
    clsx(
      "flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors",
      active
        ? "border-primary bg-primary text-primary-contrast"
        : "border-border bg-surface text-muted hover:bg-surface-2 hover:text-text",
    );
  const sport = menu.data?.sports.find((item) => item.sport === current.sport);
  if (menu.isPending) return <Skeleton className="h-10 rounded-full" />;
  return (
    <nav aria-label={t("sports.menu.label")} className="flex flex-col gap-2">
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        <Link to={href()} className={chip(!current.sport)} aria-current={!current.sport ? "page" : undefined}>
          {t("sports.menu.all")}
        </Link>
        {menu.data?.sports.map((item) => (
          <Link
            key={item.sport}
            to={href(item.sport)}
            className={chip(current.sport === item.sport)}
            aria-current={current.sport === item.sport ? "page" : undefined}
          >
            <SportIcon sport={item.sport} className="size-4" />
            {item.name}
            <span className="text-xs">{count(item, live)}</span>
          </Link>
        ))}
      </div>
      {sport && !live && sport.competitions.length > 0 ? (
        <div className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
          {sport.competitions.map((competition) => {
            const active = current.competitionId === competition.id;
            return (
              <Link
                key={competition.id}
                to={href(sport.sport, active ? undefined : competition.id)}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "shrink-0 rounded-lg border px-3 py-1.5 text-xs font-semibold",
                  active
                    ? "border-primary/70 bg-primary/15 text-text"
                    : "border-border/70 text-muted hover:text-text",
                )}
              >
                {competition.name} <span className="opacity-70">{competition.count}</span>
              </Link>
            );
          })}
        </div>
      ) : null}
    </nav>
  );
}
