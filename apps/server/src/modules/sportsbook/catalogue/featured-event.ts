import type { Db } from "../../../platform/db";
import { UUID } from "../../../platform/uuid";
import { eventsStore } from "./events.store";

/** Which event a content slide shows: one event, or the next of a competition or a sport. */
export interface FeaturedEventRef {
  eventId?: string | undefined;
  competitionId?: string | undefined;
  sport?: string | undefined;
}

/** The event as a slide shows it. */
export interface FeaturedEvent {
  eventId: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  live: boolean;
}

const OPEN = ["scheduled", "live"];

/**
 * The book's event behind an event slide: the one named, while it is still to be played or running, else the next
 * of the competition or sport (a match in play first). Null when there is none, so the slide is not shown.
 */
export function createFeaturedEvents(db: Db) {
  return async function featuredEvent(ref: FeaturedEventRef): Promise<FeaturedEvent | null> {
    let event: Awaited<ReturnType<typeof eventsStore.event>>;
    if (ref.eventId) {
      event = UUID.test(ref.eventId) ? await eventsStore.event(db, ref.eventId) : undefined;
      if (event && !OPEN.includes(event.status)) event = undefined;
    } else if (ref.competitionId || ref.sport) {
      [event] = await eventsStore.listEvents(
        db,
        { statuses: OPEN, competitionId: ref.competitionId, sport: ref.sport },
        0,
        1,
      );
    }
    if (!event) return null;
    const competition = (await eventsStore.competitions(db)).find((c) => c.id === event.competitionId);
    return {
      eventId: event.id,
      competition: competition?.name ?? event.competitionId,
      home: event.home,
      away: event.away,
      startsAt: event.startsAt.toISOString(),
      live: event.status === "live",
    };
  };
}

export type FeaturedEvents = ReturnType<typeof createFeaturedEvents>;
