import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { TournamentsPage } from "../features/engagement/components/tournaments-page";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("engagement.tournaments.title")} · ${t("brand.name")}` }];
};

/** /{locale}/tournaments: every tournament with its status filter. */
export default function TournamentsRoute() {
  const player = usePlayer();
  return <TournamentsPage currency={player?.currency.code ?? "EUR"} />;
}
