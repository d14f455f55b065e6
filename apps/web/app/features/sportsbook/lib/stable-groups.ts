import type { EventSummary } from "@casino/contract";
import { amsterdamDay } from "./dates";
import { type CompetitionGroup, dayBreaks, groupByCompetition } from "./group-events";

/** An event's place in a competition's section, and the day heading shown before it (null: none). */
interface Slot {
  eventId: string;
  /** The Amsterdam day of its kick-off, to decide the heading of an event placed after it. */
  day: string;
  heading: string | null;
}

interface SectionSlots {
  competitionId: string;
  competitionName: string;
  sport: EventSummary["sport"];
  slots: Slot[];
}

/** Where every section and event stands on screen, and the last version seen of each event. */
export interface Layout {
  sections: SectionSlots[];
  seen: Map<string, EventSummary>;
}

/** A competition's section as shown: its events in their places, with the day heading before each (or null). */
export interface PlacedGroup extends CompetitionGroup {
  breaks: (string | null)[];
}

function section(group: CompetitionGroup, slots: Slot[]): SectionSlots {
  return {
    competitionId: group.competitionId,
    competitionName: group.competitionName,
    sport: group.sport,
    slots,
  };
}

/**
 * The list's sections with every event kept where the reader first saw it (docs/product/sportsbook.md#events).
 * The first list is ordered as `groupByCompetition` orders it (live first, then by kick-off, finished events left
 * out). After that, while the page is open, a change of the book never moves what is on screen: an event that
 * kicks off stays in its row and shows its clock, one that ends stays and shows "Ended" (its last version is kept
 * when the list read again no longer has it), an event listed later joins the end of its competition's section, and
 * a competition listed later joins the end of the list. A new page (another filter, the next navigation) starts a
 * new layout.
 */
export function placeEvents(
  previous: Layout | null,
  events: EventSummary[],
): { layout: Layout; groups: PlacedGroup[] } {
  const fresh = groupByCompetition(events);
  let sections: SectionSlots[];
  if (!previous) {
    sections = fresh.map((group) => {
      const breaks = dayBreaks(group.events);
      return section(
        group,
        group.events.map((event, index) => ({
          eventId: event.id,
          day: amsterdamDay(event.startsAt),
          heading: breaks[index] ?? null,
        })),
      );
    });
  } else {
    const placed = new Set(previous.sections.flatMap((item) => item.slots.map((slot) => slot.eventId)));
    const byCompetition = new Map<string, SectionSlots>();
    sections = previous.sections.map((item) => {
      const copy = { ...item, slots: [...item.slots] };
      byCompetition.set(item.competitionId, copy);
      return copy;
    });
    for (const group of fresh) {
      let target = byCompetition.get(group.competitionId);
      if (!target) {
        target = section(group, []);
        byCompetition.set(group.competitionId, target);
        sections.push(target);
      }
      for (const event of group.events) {
        if (placed.has(event.id)) continue;
        const day = amsterdamDay(event.startsAt);
        const last = target.slots.at(-1);
        // A heading when the day differs from the row above; a live match placed first needs none (as at first).
        const heading = last ? (last.day === day ? null : day) : event.status === "live" ? null : day;
        target.slots.push({ eventId: event.id, day, heading });
        placed.add(event.id);
      }
    }
  }
  const seen = new Map(previous?.seen);
  for (const event of events) seen.set(event.id, event);
  const groups = sections.map((item) => {
    const shown = item.slots.flatMap((slot) => {
      const event = seen.get(slot.eventId);
      return event ? [{ event, heading: slot.heading }] : [];
    });
    return {
      competitionId: item.competitionId,
      competitionName: item.competitionName,
      sport: item.sport,
      events: shown.map((entry) => entry.event),
      breaks: shown.map((entry) => entry.heading),
    };
  });
  return { layout: { sections, seen }, groups };
}
