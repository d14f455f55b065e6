import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { AdventCalendar } from "../features/engagement/components/advent-calendar";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("engagement.advent.title")} · ${t("brand.name")}` }];
};

/** /{locale}/advent-calendar: the December doors. */
export default function AdventCalendarRoute() {
  const player = usePlayer();
  return <AdventCalendar userId={player?.userId} />;
}
