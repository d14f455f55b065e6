import { isUrlLocale } from "@casino/contract";
import { type MetaFunction, useParams } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { TournamentPage } from "../features/engagement/components/tournament-page";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("engagement.tournaments.title")} · ${t("brand.name")}` }];
};

/** /{locale}/tournaments/{id}: one tournament with its live leaderboard. */
export default function TournamentRoute() {
  const { id = "" } = useParams();
  const player = usePlayer();
  return <TournamentPage id={id} loggedIn={!!player} currency={player?.currency.code ?? "EUR"} />;
}
