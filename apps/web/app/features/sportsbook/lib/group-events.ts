import type { EventSummary } from "@casino/contract";
import { amsterdamDay } from "./dates";

export interface CompetitionGroup {
  competitionId: string;
  competitionName: string;
  sport: EventSummary["sport"];
  events: EventSummary[];
}

const ORDER: Record<EventSummary["status"], number> = { live: 0, scheduled: 1, ended: 2, abandoned: 3 };

/**
 * Events grouped by competition: live events first, then by kick-off; groups in the order of their first event,
 * so the competition with the next kick-off leads. Finished events are left out unless `keepFinished`.
 */
export function groupByCompetition(events: EventSummary[], keepFinished = false): CompetitionGroup[] {
  const sorted = events
    .filter((event) => keepFinished || event.status === "live" || event.status === "scheduled")
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.startsAt.localeCompare(b.startsAt));
  const groups = new Map<string, CompetitionGroup>();
  for (const event of sorted) {
    let group = groups.get(event.competitionId);
    if (!group) {
      group = {
        competitionId: event.competitionId,
        competitionName: event.competitionName,
        sport: event.sport,
        events: [],
      };
      groups.set(event.competitionId, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

/** The day heading to show before each event of a group: its Amsterdam day when it differs from the previous one. */
export function dayBreaks(events: EventSummary[]): (string | null)[] {
  let previous: string | null = null;
  return events.map((event) => {
    if (event.status === "live") return null;
    const day = amsterdamDay(event.startsAt);
    if (day === previous) return null;
    previous = day;
    return day;
  });
}
