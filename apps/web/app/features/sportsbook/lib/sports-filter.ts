import { SPORTS, type Sport } from "@casino/contract";
import { oneOf } from "../../../lib/json/shape";

const isSport = oneOf(SPORTS);

/** The list's filter as the URL carries it: /sports?sport=football&competition=…&date=2026-05-01. */
export interface SportsFilter {
  sport: Sport | undefined;
  competitionId: string | undefined;
  date: string | undefined;
}

export function readSportsFilter(params: URLSearchParams): SportsFilter {
  const given = params.get("sport");
  const sport = isSport(given) ? given : undefined;
  const competition = params.get("competition")?.slice(0, 60) || undefined;
  const date = params.get("date");
  return {
    sport,
    // A competition belongs to a sport: without the sport it is ignored.
    competitionId: sport ? competition : undefined,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
  };
}

/** The query string of a filter (empty parts left out), e.g. "?sport=tennis". */
export function sportsFilterSearch(filter: Partial<SportsFilter>): string {
  const params = new URLSearchParams();
  if (filter.sport) params.set("sport", filter.sport);
  if (filter.sport && filter.competitionId) params.set("competition", filter.competitionId);
  if (filter.date) params.set("date", filter.date);
  const text = params.toString();
  return text ? `?${text}` : "";
}
