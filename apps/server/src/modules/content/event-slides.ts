import type { ContentRow } from "./content-types";

/** The book's answer for an event slide's reference (sportsbook module), or null when there is no such event. */
export type FeaturedEventLookup = (ref: {
  eventId?: string | undefined;
  competitionId?: string | undefined;
  sport?: string | undefined;
}) => Promise<{
  eventId: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  live: boolean;
} | null>;

interface EventSlideFields {
  kind?: string;
  event?: { eventId?: string; competitionId?: string; sport?: string };
  cta?: { label: string; link?: string };
}

/**
 * Event slides show a real event of the book: the reference an editor set is filled in with the event's sides,
 * competition and kick-off, the button leads to the event, and a slide whose event is over (or never existed) is
 * left out rather than advertising a match nobody can bet on.
 */
export async function withBookEvents(rows: ContentRow[], lookup: FeaturedEventLookup): Promise<ContentRow[]> {
  const resolved = await Promise.all(
    rows.map(async (row) => {
      const fields = row.fields as EventSlideFields;
      if (fields.kind !== "event-slide") return row;
      const event = fields.event ? await lookup(fields.event) : null;
      if (!event) return null;
      const { eventId, ...shown } = event;
      return {
        ...row,
        fields: {
          ...row.fields,
          event: { ...fields.event, eventId, ...shown },
          ...(fields.cta ? { cta: { ...fields.cta, link: `/sports/event/${eventId}` } } : {}),
        },
      };
    }),
  );
  return resolved.filter((row): row is ContentRow => row !== null);
}
