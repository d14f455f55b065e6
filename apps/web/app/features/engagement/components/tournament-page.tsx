import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal, formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { useJoinTournament, useLeaderboard, useTournament } from "../api/get-tournaments";
import { engagementError } from "../error-text";
import { Countdown } from "./countdown";

/** /tournaments/{id}: rules, games, countdown, the live leaderboard and the player's own rank. */
export function TournamentPage({
  id,
  loggedIn,
  currency,
}: {
  id: string;
  loggedIn: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: tournament, isError } = useTournament(id, locale);
  const { data: board } = useLeaderboard(id, tournament?.status === "running");
  const join = useJoinTournament(id);
  if (isError) return <Notice tone="error">{t("engagement.tournaments.notFound")}</Notice>;
  if (!tournament) return null;
  const score = (value: number) =>
    tournament.scoring === "turnover"
      ? formatMoney(value, currency, locale)
      : `${formatDecimal(value, locale)}×`;
  return (
    <div className="space-y-6">
      <section className="rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-6 shadow-card sm:p-10">
        <p className="text-xs font-bold uppercase tracking-widest text-gold-ink">
          {t(`engagement.tournaments.status.${tournament.status}`)}
        </p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{tournament.name}</h1>
        <p className="mt-2 max-w-2xl text-muted">{tournament.description}</p>
        {tournament.status !== "finished" ? (
          <p className="mt-3 font-semibold" data-testid="tournament-countdown">
            {tournament.status === "upcoming"
              ? t("engagement.tournaments.startsIn")
              : t("engagement.tournaments.endsIn")}{" "}
            <Countdown to={tournament.status === "upcoming" ? tournament.startsAt : tournament.endsAt} />
          </p>
        ) : null}
        <div className="mt-4">
          {tournament.entered ? (
            <p className="font-semibold text-success-ink" data-testid="tournament-entered">
              {t("engagement.tournaments.entered")}
            </p>
          ) : loggedIn && tournament.status !== "finished" ? (
            <Button onClick={() => join.mutate()} disabled={join.isPending}>
              {tournament.entry === "ticket"
                ? t("engagement.tournaments.joinTicket")
                : t("engagement.tournaments.join")}
            </Button>
          ) : null}
          {join.error ? (
            <Notice tone="error" className="mt-3">
              {engagementError(t, join.error)}
            </Notice>
          ) : null}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="space-y-3">
          <h2 className="text-lg font-bold">{t("engagement.tournaments.rules")}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
            <li>{t(`engagement.tournaments.scoring.${tournament.scoring}`)}</li>
            <li data-testid="tournament-min-stake">
              {t("engagement.tournaments.minStake", {
                amount: formatMoney(tournament.minStake, currency, locale),
              })}
            </li>
            <li>
              {tournament.entry === "ticket"
                ? t("engagement.tournaments.entryTicket", { code: tournament.ticketCode })
                : t("engagement.tournaments.entryOptIn")}
            </li>
            <li>
              {t(
                tournament.prizeKind === "bonus"
                  ? "engagement.tournaments.payoutBonus"
                  : "engagement.tournaments.payout",
              )}
            </li>
          </ul>
          <h3 className="font-semibold">{t("engagement.tournaments.prizes")}</h3>
          <ol className="list-decimal pl-5 text-sm">
            {tournament.prizes.map((prize, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the prize's identity.
              <li key={i}>{formatMoney(prize, currency, locale)}</li>
            ))}
          </ol>
          <h3 className="font-semibold">{t("engagement.tournaments.games")}</h3>
          <ul className="flex flex-wrap gap-2">
            {(tournament.games ?? []).map((game) => (
              <li key={game.slug}>
                <Link
                  to={`/${locale}/casino/game/${game.slug}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  {game.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="space-y-3" aria-labelledby="leaderboard-title">
          <h2 id="leaderboard-title" className="text-lg font-bold">
            {t("engagement.tournaments.leaderboard")}
          </h2>
          {board?.me ? (
            <p className="rounded-xl bg-gold/15 px-3 py-2 font-semibold" data-testid="my-rank">
              {t("engagement.tournaments.myRank", { rank: board.me.rank, score: score(board.me.score) })}
            </p>
          ) : null}
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-1">#</th>
                <th>{t("engagement.tournaments.player")}</th>
                <th className="text-right">{t("engagement.tournaments.score")}</th>
                <th className="text-right">{t("engagement.tournaments.prize")}</th>
              </tr>
            </thead>
            <tbody>
              {board?.items.map((row) => (
                <tr key={row.rank} className={row.me ? "font-bold text-gold-ink" : undefined}>
                  <td className="py-1">{row.rank}</td>
                  <td>{row.username}</td>
                  <td className="text-right tabular-nums">{score(row.score)}</td>
                  <td className="text-right tabular-nums">
                    {row.prize === null ? "–" : formatMoney(row.prize, currency, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {board && board.items.length === 0 ? (
            <p className="text-muted">{t("engagement.tournaments.empty")}</p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
