import { isUrlLocale } from "@casino/contract";
import { type MetaFunction, useParams } from "react-router";
import { EventPage } from "../features/sportsbook/components/event-page";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("sports.event.title")} · ${t("brand.name")}` }];
};

/** /{locale}/sports/event/{eventId}: one event with every market. */
export default function SportsEventPage() {
  const { eventId = "" } = useParams();
  return <EventPage key={eventId} eventId={eventId} />;
}
