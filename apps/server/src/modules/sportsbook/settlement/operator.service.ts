import type { SportsAdminEventResponse, SportsResultRequest } from "@casino/contract";
import type { MatchResult } from "@casino/sports";
import type { Db } from "../../../platform/db";
import { eventsStore } from "../catalogue/events.store";
import type { Book } from "../feed/book.service";
import { eventNotFound, invalidResult } from "../sportsbook.errors";

/** The result in the event's sport, from the operator's body. */
function resultFor(sport: string, body: SportsResultRequest): MatchResult {
  if (sport === "tennis") {
    if (!body.sets) throw invalidResult("A tennis result needs its sets");
    return { sport, sets: body.sets };
  }
  if (body.home === undefined || body.away === undefined) throw invalidResult("The result needs both scores");
  if (sport === "basketball" && body.home === body.away)
    throw invalidResult("A basketball game cannot end level");
  return { sport: sport as "football" | "basketball", home: body.home, away: body.away };
}

/** What an operator may do to an event: result it (or correct its result) and abandon it. */
export function createOperatorActions(db: Db, book: Book) {
  async function state(id: string): Promise<SportsAdminEventResponse> {
    const event = await eventsStore.event(db, id);
    if (!event) throw eventNotFound();
    return {
      eventId: id,
      status: event.status as SportsAdminEventResponse["status"],
      resultVersion: event.resultVersion,
    };
  }

  return {
    async result(id: string, body: SportsResultRequest) {
      const event = await eventsStore.event(db, id);
      if (!event) throw eventNotFound();
      if (event.status === "scheduled") throw invalidResult("The event has not started");
      await book.setResult(id, resultFor(event.sport, body));
      return state(id);
    },
    async abandon(id: string) {
      await state(id);
      await book.abandon(id);
      return state(id);
    },
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;
