import type {
  EventDetail,
  EventsResponse,
  Sport,
  SportsMenu,
  StreamSnapshot,
  UrlLocale,
} from "@casino/contract";
import { zonedInstant } from "../../../platform/calendar";
import type { Db } from "../../../platform/db";
import { UUID } from "../../../platform/uuid";
import { sportName } from "../names/market-names";
import { eventNotFound } from "../sportsbook.errors";
import { streamMarket } from "../stream";
import { eventSummary, isShown, marketView, showsInPlay } from "./event-view";
import { type EventFilter, eventsStore } from "./events.store";
import { MAIN_MARKET } from "./market-layout";

const SPORTS: Sport[] = ["football", "tennis", "basketball"];
const OPEN = ["scheduled", "live"];

export interface EventsQueryInput {
  sport?: Sport | undefined;
  competitionId?: string | undefined;
  date?: string | undefined;
  status: "upcoming" | "live" | "all";
  offset: number;
  limit: number;
}

/** The read side of the book: the menu, event lists and an event with all its markets, named in the locale. */
export function createCatalogue(db: Db) {
  async function competitions() {
    return new Map((await eventsStore.competitions(db)).map((c) => [c.id, c]));
  }

  return {
    async menu(locale: UrlLocale): Promise<SportsMenu> {
      const [all, counts] = await Promise.all([
        eventsStore.competitions(db),
        eventsStore.menuCounts(db, OPEN),
      ]);
      const countOf = (id: string, status?: string) =>
        counts
          .filter((c) => c.competitionId === id && (!status || c.status === status))
          .reduce((n, c) => n + c.n, 0);
      return {
        sports: SPORTS.map((sport) => {
          const competitions = all
            .filter((c) => c.sport === sport)
            .map((c) => ({
              id: c.id,
              name: c.name,
              country: c.country,
              count: countOf(c.id),
              liveCount: countOf(c.id, "live"),
            }))
            .filter((c) => c.count > 0);
          return {
            sport,
            name: sportName(locale, sport),
            count: competitions.reduce((n, c) => n + c.count, 0),
            liveCount: competitions.reduce((n, c) => n + c.liveCount, 0),
            competitions,
          };
        }),
      };
    },

    async events(locale: UrlLocale, query: EventsQueryInput): Promise<EventsResponse> {
      const filter: EventFilter = {
        statuses: query.status === "live" ? ["live"] : query.status === "upcoming" ? ["scheduled"] : OPEN,
        sport: query.sport,
        competitionId: query.competitionId,
        ...dayRange(query.date),
      };
      const [rows, total, byId] = await Promise.all([
        eventsStore.listEvents(db, filter, query.offset, query.limit),
        eventsStore.countEvents(db, filter),
        competitions(),
      ]);
      const ids = rows.map((e) => e.id);
      const [mains, counts] = await Promise.all([
        eventsStore.marketsOfType(db, ids, Object.values(MAIN_MARKET)),
        eventsStore.offeredCounts(db, ids),
      ]);
      const events = rows.map((event) => {
        const inPlay = showsInPlay(event);
        const main = mains.find((m) => m.eventId === event.id && m.inPlay === inPlay && isShown(event, m));
        const offered = counts.find((c) => c.eventId === event.id && c.inPlay === inPlay)?.n ?? 0;
        return eventSummary(locale, event, byId.get(event.competitionId), main, offered);
      });
      return { events, total };
    },

    async event(locale: UrlLocale, id: string): Promise<EventDetail> {
      const event = UUID.test(id) ? await eventsStore.event(db, id) : undefined;
      if (!event) throw eventNotFound();
      const byId = await competitions();
      const inPlay = showsInPlay(event);
      let markets = await eventsStore.marketsOf(db, [id], inPlay);
      // An event abandoned before kick-off never had in-play markets: show the pre-match ones.
      if (!markets.length && inPlay) markets = await eventsStore.marketsOf(db, [id], false);
      const shown = markets.filter((m) => isShown(event, m));
      const main = shown.find((m) => m.type === MAIN_MARKET[event.sport]);
      const offered = shown.filter((m) => m.status === "open" || m.status === "suspended").length;
      return {
        ...eventSummary(locale, event, byId.get(event.competitionId), main, offered),
        markets: shown.map((m) => marketView(locale, event, m)),
      };
    },

    /**
     * The stream's snapshot: the sequence number first, then the state, so every change after `seq` is at least
     * as new as the snapshot.
     */
    async snapshot(eventIds: string[] | undefined): Promise<StreamSnapshot> {
      const seq = await eventsStore.currentSeq(db);
      const wanted = eventIds?.filter((id) => UUID.test(id));
      const events = (await eventsStore.eventsWithStatus(db, OPEN)).filter(
        (e) => !wanted || wanted.includes(e.id),
      );
      const markets = await eventsStore.marketsOf(
        db,
        events.map((e) => e.id),
      );
      return {
        seq,
        events: events.map((event) => ({
          eventId: event.id,
          status: event.status as "scheduled",
          scoreboard: event.status === "scheduled" ? null : (event.live?.scoreboard ?? null),
          markets: markets
            .filter((m) => m.eventId === event.id && m.inPlay === showsInPlay(event) && isShown(event, m))
            .map(streamMarket),
        })),
      };
    },
  };
}

/** The kick-off window of a calendar day in Europe/Amsterdam. */
function dayRange(date: string | undefined): { from?: Date; to?: Date } {
  if (!date) return {};
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { from: zonedInstant({ year, month, day }), to: zonedInstant({ year, month, day: day + 1 }) };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
