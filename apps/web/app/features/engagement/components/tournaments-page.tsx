import { FORMAT_LOCALE, TIME_ZONE, type TournamentStatus } from "@casino/contract";
import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { buttonClass } from "../../../ui/button";
import { PageHero } from "../../../ui/page-hero";
import { useTournaments } from "../api/get-tournaments";
import { Countdown } from "./countdown";

const STATUSES: (TournamentStatus | undefined)[] = [undefined, "running", "upcoming", "finished"];

/** /tournaments: every tournament, filtered by status, with its countdown, games and top prize. */
export function TournamentsPage({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<{ status?: TournamentStatus; offset: number }>({ offset: 0 });
  const { data, isError } = useTournaments(filter, locale);
  const ended = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone: TIME_ZONE, dateStyle: "medium" });
  return (
    <div className="space-y-6">
      <PageHero title={t("engagement.tournaments.title")}>{t("engagement.tournaments.intro")}</PageHero>
      <div role="tablist" className="flex flex-wrap gap-2">
        {STATUSES.map((status) => (
          <button
            key={status ?? "all"}
            type="button"
            role="tab"
            aria-selected={filter.status === status}
            onClick={() => setFilter({ status, offset: 0 } as typeof filter)}
            className={buttonClass({
              variant: filter.status === status ? "primary" : "secondary",
              size: "sm",
            })}
          >
            {t(`engagement.tournaments.status.${status ?? "all"}`)}
          </button>
        ))}
      </div>
      {isError ? <p className="text-danger">{t("errors.generic")}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data?.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
          >
            <div className="relative aspect-[12/4] overflow-hidden">
              <img
                src="/brand/art-tournament.svg"
                alt=""
                width={1200}
                height={400}
                className="size-full object-cover"
              />
              <span
                className={clsx(
                  "absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-widest",
                  item.status === "running" ? "bg-success text-black" : "bg-black/60 text-white",
                )}
              >
                {t(`engagement.tournaments.status.${item.status}`)}
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h2 className="text-xl font-bold">{item.name}</h2>
              <p className="text-sm text-muted">
                {item.status === "upcoming" ? t("engagement.tournaments.startsIn") : null}
                {item.status === "running" ? t("engagement.tournaments.endsIn") : null}{" "}
                {item.status !== "finished" ? (
                  <Countdown to={item.status === "upcoming" ? item.startsAt : item.endsAt} />
                ) : (
                  t("engagement.tournaments.endedOn", { date: ended.format(new Date(item.endsAt)) })
                )}
              </p>
              {item.prizes.length > 0 ? (
                <p className="text-sm">
                  {t("engagement.tournaments.topPrize")}{" "}
                  <strong className="text-gold-ink">{formatMoney(item.prizes[0]!, currency, locale)}</strong>
                </p>
              ) : null}
              {item.games?.length ? (
                <ul className="flex flex-wrap gap-1.5" aria-label={t("engagement.tournaments.games")}>
                  {item.games.map((game) => (
                    <li
                      key={game.slug}
                      className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted"
                    >
                      {game.name}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto pt-2">
                <Link to={`/${locale}/tournaments/${item.id}`} className={buttonClass({ size: "sm" })}>
                  {t("engagement.tournaments.open")}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {data && data.total > data.offset + data.items.length ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={() => setFilter({ ...filter, offset: filter.offset + 12 })}
        >
          {t("engagement.tournaments.next")}
        </button>
      ) : null}
    </div>
  );
}
