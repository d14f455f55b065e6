import type { SportsAdminEventResponse, SportsResultRequest } from "@casino/contract";
import type { MatchResult } from "@casino/sports";
import type { Db } from "../../../platform/db";
import type { AuditActor, AuditService } from "../../audit";
import { type EventRow, eventsStore } from "../catalogue/events.store";
import type { Book, ChangeHook } from "../feed/book.service";
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

const eventState = (event: EventRow) => ({
  status: event.status,
  result: event.result,
  resultVersion: event.resultVersion,
});

/** What staff may do to an event: result it (or correct its result) and abandon it; each is audited. */
export function createOperatorActions(db: Db, book: Book, audit?: Pick<AuditService, "record">) {
  const audited =
    (actor: AuditActor | undefined, action: string): ChangeHook =>
    async (tx, before, after) => {
      if (!actor) return;
      await audit?.record(tx, {
        actor,
        action,
        target: { type: "sports_event", id: after.id },
        before: eventState(before),
        after: eventState(after),
      });
    };

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
    async result(id: string, body: SportsResultRequest, actor?: AuditActor) {
      const event = await eventsStore.event(db, id);
      if (!event) throw eventNotFound();
      if (event.status === "scheduled") throw invalidResult("The event has not started");
      await book.setResult(id, resultFor(event.sport, body), audited(actor, "sports_event.result"));
      return state(id);
    },
    async abandon(id: string, actor?: AuditActor) {
      await state(id);
      await book.abandon(id, audited(actor, "sports_event.abandon"));
      return state(id);
    },
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;
