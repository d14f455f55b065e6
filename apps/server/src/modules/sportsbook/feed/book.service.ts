import type { Sport } from "@casino/contract";
import { type MarketType, type MatchModel, type MatchResult, settleSelection } from "@casino/sports";
import type { EventBus } from "../../../platform/bus";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import type { JobQueue } from "../../../platform/jobs";
import { type EventRow, eventsStore } from "../catalogue/events.store";
import { marketInputs, type PricedInput, type PricePlan, planPrices } from "../pricing/market-prices";
import { eventNotFound, invalidResult } from "../sportsbook.errors";
import type { LiveState } from "../sportsbook.tables";
import {
  type MarketDelta,
  oddsDeltas,
  STREAM_CHANNEL,
  type StreamMessage,
  sameScoreboard,
  wholeMarket,
} from "../stream";

/** Told inside the transaction of an event's result or abandonment, with the event before and after. */
export type ChangeHook = (tx: Db, before: EventRow, after: EventRow) => Promise<void>;

export interface FixtureInput {
  feedRef: string;
  sport: Sport;
  competitionId: string;
  home: { teamId: string | null; name: string };
  away: { teamId: string | null; name: string };
  startsAt: Date;
  model: MatchModel;
  seed: string;
  markets: PricedInput[];
}

export interface EventUpdate {
  live?: LiveState;
  /** New prices of the current phase's markets; in play, a market missing from the list is closed (decided). */
  prices?: PricedInput[];
  /** Suspends (true) or reopens (false) the current phase's open markets. */
  suspended?: boolean;
  /** A new pricing model (pre-match only: the built-in feed's drift). */
  model?: MatchModel;
}

export const SETTLE_QUEUE = "sportsbook.settle";

/** Whether a change touches the prices or the suspension of the event's markets (and so needs them locked). */
const pricing = (change: EventUpdate) => change.prices !== undefined || change.suspended !== undefined;

/**
 * The book's side of the feed: what any feed provider delivers (fixtures, kick-offs, live states, prices,
 * suspensions, results) is written here, in one transaction per change, and announced on the odds stream with a
 * sequence number after it commits. A result bumps the event's result version and queues its settlement.
 */
export function createBook(deps: { db: Db; clock: Clock; bus: EventBus; jobs: JobQueue }) {
  const { db, clock } = deps;

  async function publish(messages: StreamMessage[]) {
    for (const message of messages) await deps.bus.publish(STREAM_CHANNEL, message);
  }

  /** Runs `work` on the locked event, then publishes what it produced. */
  async function changing(
    eventId: string,
    work: (tx: Db, event: EventRow, out: StreamMessage[]) => Promise<void>,
  ): Promise<void> {
    const messages = await inTransaction(db, async (tx) => {
      const event = await eventsStore.lockEvent(tx, eventId);
      if (!event) throw eventNotFound();
      const out: StreamMessage[] = [];
      await work(tx, event, out);
      return out;
    });
    await publish(messages);
  }

  async function eventMessage(tx: Db, event: EventRow): Promise<StreamMessage> {
    return {
      type: "event",
      data: {
        seq: await eventsStore.nextSeq(tx),
        eventId: event.id,
        status: event.status as "scheduled",
        scoreboard: event.live?.scoreboard ?? null,
      },
    };
  }

  /** The `odds` deltas of these market changes (one per phase), each with its sequence number. */
  async function oddsMessages(tx: Db, eventId: string, deltas: MarketDelta[]): Promise<StreamMessage[]> {
    const messages: StreamMessage[] = [];
    for (const change of oddsDeltas(eventId, deltas))
      messages.push({ type: "odds", data: { seq: await eventsStore.nextSeq(tx), ...change } });
    return messages;
  }

  /** Markets that now show `status`, as deltas. */
  const statusDeltas = (markets: { key: string; inPlay: boolean }[], status: "closed" | "settled") =>
    markets.map((m) => ({ key: m.key, inPlay: m.inPlay, status }));

  /** Marks every selection of the event won/lost/void/… under `result` (null = abandoned: all void). */
  async function settleMarkets(tx: Db, event: EventRow, result: MatchResult | null) {
    await eventsStore.lockMarkets(tx, event.id);
    const markets = await eventsStore.marketsOf(tx, [event.id]);
    const outcomes = markets.flatMap((m) =>
      m.selections.map((s) => ({
        id: s.id,
        outcome: result ? settleSelection(m.type as MarketType, m.line, s.key, result) : "void",
      })),
    );
    await eventsStore.setOutcomes(tx, outcomes);
    await eventsStore.setMarketStatus(
      tx,
      markets.filter((m) => m.status !== "settled").map((m) => m.id),
      "settled",
    );
    return statusDeltas(
      markets.filter((m) => m.inPlay === (event.status !== "scheduled")),
      "settled",
    );
  }

  async function queueSettlement(tx: Db, eventId: string, version: number) {
    await deps.jobs.enqueue(
      SETTLE_QUEUE,
      { eventId, version },
      { uniqueKey: `sportsbook-settle:${eventId}:${version}`, maxAttempts: 20 },
      tx,
    );
  }

  function assertResultFits(event: EventRow, result: MatchResult) {
    if (result.sport !== event.sport) throw invalidResult(`This is a ${event.sport} event`);
  }

  /** The final result: markets settle and the bets on them are queued for settlement. */
  async function finish(eventId: string, result: MatchResult, live?: LiveState, onChange?: ChangeHook) {
    await changing(eventId, async (tx, event, out) => {
      if (event.status === "ended" || event.status === "abandoned") return;
      assertResultFits(event, result);
      const settled = await settleMarkets(tx, event, result);
      const updated = await eventsStore.updateEvent(tx, eventId, {
        status: "ended",
        result,
        resultVersion: event.resultVersion + 1,
        ...(live ? { live } : {}),
        endedAt: clock.now(),
        updatedAt: clock.now(),
      });
      await queueSettlement(tx, eventId, updated.resultVersion);
      await onChange?.(tx, event, updated);
      out.push(await eventMessage(tx, updated));
      out.push(...(await oddsMessages(tx, eventId, settled)));
    });
  }

  /**
   * Price moves of several events (each a live state, new prices and/or a suspension change of its current phase) in
   * one transaction of four statements, however many events (decision 0239): the events, their markets and
   * selections locked and read in one, everything written with the stream's sequence numbers in a second (0217). The
   * feed moves the events of a tick together. A change carrying a live state (a goal) commits durably, and so does the
   * batch it is in. An event that no longer exists, or has ended, is left alone. Answers the ids of the events found.
   */
  async function moveAll(changes: { eventId: string; change: EventUpdate }[]): Promise<Set<string>> {
    const ids = changes.map((c) => c.eventId);
    if (new Set(ids).size !== ids.length) throw new Error("moveAll: one change per event");
    const found = new Set<string>();
    const messages = await inTransaction(db, async (tx) => {
      found.clear();
      const locked = await eventsStore.lockEventsWithMarkets(
        tx,
        changes.filter((c) => pricing(c.change)).map((c) => c.eventId),
      );
      const events: { id: string; model?: unknown; live?: unknown; updatedAt: Date }[] = [];
      const selections: PricePlan["selections"] = [];
      const statuses: PricePlan["statuses"] = [];
      const moves: {
        eventId: string;
        status: string;
        /** The live scoreboard, when it changed. */
        board?: { scoreboard: LiveState["scoreboard"] | null };
        deltas: ReturnType<typeof oddsDeltas>;
      }[] = [];
      for (const { eventId, change } of changes) {
        const held = locked.get(eventId);
        const event = held?.event ?? (await eventsStore.lockEvent(tx, eventId));
        if (!event) continue;
        found.add(eventId);
        if (event.status !== "scheduled" && event.status !== "live") continue;
        const inPlay = event.status === "live";
        if (change.live || (change.model && !inPlay))
          events.push({
            id: eventId,
            ...(change.live ? { live: change.live } : {}),
            ...(change.model && !inPlay ? { model: change.model } : {}),
            updatedAt: clock.now(),
          });
        const plan = pricing(change) ? planPrices(held?.markets ?? [], { ...change, inPlay }) : undefined;
        selections.push(...(plan?.selections ?? []));
        statuses.push(...(plan?.statuses ?? []));
        // The new markets' rows come first: their ids are new, and the stream names them by key.
        const added = plan?.added.length ? await eventsStore.insertMarkets(tx, eventId, plan.added) : [];
        const board =
          change.live && !sameScoreboard(change.live.scoreboard, event.live?.scoreboard)
            ? { scoreboard: change.live.scoreboard ?? null }
            : undefined;
        const deltas = oddsDeltas(eventId, [...(plan?.deltas ?? []), ...added.map(wholeMarket)]);
        if (board || deltas.length) moves.push({ eventId, status: event.status, board, deltas });
      }
      const out: StreamMessage[] = [];
      if (!events.length && !selections.length && !statuses.length && !moves.length) return out;
      const seqs = await eventsStore.writePrices(tx, {
        events,
        selections,
        statuses,
        seqs: moves.reduce((n, m) => n + (m.board ? 1 : 0) + m.deltas.length, 0),
        // Prices and the pre-match model are the feed's to re-derive; a live state (a goal) commits durably.
        relaxed: changes.every((c) => !c.change.live),
      });
      for (const move of moves) {
        if (move.board)
          out.push({
            type: "event",
            data: {
              seq: seqs.shift()!,
              eventId: move.eventId,
              status: move.status as "scheduled",
              scoreboard: move.board.scoreboard,
            },
          });
        for (const delta of move.deltas) out.push({ type: "odds", data: { seq: seqs.shift()!, ...delta } });
      }
      return out;
    });
    await publish(messages);
    return found;
  }

  return {
    /** A new fixture with its pre-match markets; null when the feed had sent it before. */
    async addFixture(input: FixtureInput): Promise<EventRow | null> {
      return inTransaction(db, (tx) =>
        eventsStore.insertEvent(
          tx,
          {
            feedRef: input.feedRef,
            sport: input.sport,
            competitionId: input.competitionId,
            homeTeamId: input.home.teamId,
            awayTeamId: input.away.teamId,
            home: input.home.name,
            away: input.away.name,
            startsAt: input.startsAt,
            model: input.model,
            seed: input.seed,
            updatedAt: clock.now(),
          },
          marketInputs(input.markets, false),
        ),
      );
    },

    /** Kick-off: pre-match markets close, the in-play markets open at `prices`. */
    async kickOff(eventId: string, live: LiveState, prices: PricedInput[], suspended = false) {
      await changing(eventId, async (tx, event, out) => {
        if (event.status !== "scheduled") return;
        const preMatch = await eventsStore.lockMarkets(tx, eventId, false);
        await eventsStore.setMarketStatus(
          tx,
          preMatch.filter((m) => m.status === "open" || m.status === "suspended").map((m) => m.id),
          "closed",
        );
        const updated = await eventsStore.updateEvent(tx, eventId, {
          status: "live",
          live,
          updatedAt: clock.now(),
        });
        // The in-play markets of an event a trader suspended open suspended too.
        const inputs = marketInputs(prices, true, suspended).map((m) => ({
          ...m,
          traderSuspended: event.traderSuspended,
        }));
        const inPlay = await eventsStore.insertMarkets(tx, eventId, inputs);
        const closed = (await eventsStore.marketsOf(tx, [eventId], false)).filter(
          (m) => m.status === "closed",
        );
        out.push(await eventMessage(tx, updated));
        out.push(
          ...(await oddsMessages(tx, eventId, [
            ...statusDeltas(closed, "closed"),
            ...inPlay.map(wholeMarket),
          ])),
        );
      });
    },

    /**
     * A live state, new prices and/or a suspension change of the event's current phase (one price move: `moveAll`
     * with one change). Refused when the event does not exist.
     */
    async update(eventId: string, change: EventUpdate) {
      const found = await moveAll([{ eventId, change }]);
      if (!found.has(eventId)) throw eventNotFound();
    },

    moveAll,

    finish,

    /** The event will not be completed: every selection is void and every stake goes back. */
    /** Voids every bet of the event; `onChange` runs in the same transaction (a staff action's audit row). */
    async abandon(eventId: string, onChange?: ChangeHook) {
      await changing(eventId, async (tx, event, out) => {
        if (event.status === "abandoned") return;
        const settled = await settleMarkets(tx, event, null);
        const updated = await eventsStore.updateEvent(tx, eventId, {
          status: "abandoned",
          result: null,
          resultVersion: event.resultVersion + 1,
          endedAt: event.endedAt ?? clock.now(),
          updatedAt: clock.now(),
        });
        await queueSettlement(tx, eventId, updated.resultVersion);
        await onChange?.(tx, event, updated);
        out.push(await eventMessage(tx, updated));
        out.push(...(await oddsMessages(tx, eventId, settled)));
      });
    },

    /**
     * Test seam only (TEST_SEAMS=true): a scheduled event's kick-off moves to `at`, and the feed kicks it off at its
     * next tick once `at` has come. Its pre-match markets and the bets on them are untouched.
     */
    async moveKickOff(eventId: string, at: Date): Promise<EventRow> {
      let moved: EventRow | undefined;
      await changing(eventId, async (tx, event) => {
        if (event.status !== "scheduled")
          throw new AppError("CONFLICT", 409, "Only a scheduled event's kick-off can move");
        moved = await eventsStore.updateEvent(tx, eventId, { startsAt: at, updatedAt: clock.now() });
      });
      return moved!;
    },

    /**
     * An operator's result: for a finished event a correction (every bet on it is settled again, with
     * compensating transfers only); for a running one it ends the event with this result.
     */
    /** Results the event or corrects its result; `onChange` runs in the same transaction (as `abandon`). */
    async setResult(eventId: string, result: MatchResult, onChange?: ChangeHook) {
      const event = await eventsStore.event(db, eventId);
      if (!event) throw eventNotFound();
      if (event.status !== "ended" && event.status !== "abandoned")
        return finish(eventId, result, undefined, onChange);
      await changing(eventId, async (tx, locked, out) => {
        assertResultFits(locked, result);
        await settleMarkets(tx, locked, result);
        const updated = await eventsStore.updateEvent(tx, eventId, {
          status: "ended",
          result,
          resultVersion: locked.resultVersion + 1,
          updatedAt: clock.now(),
        });
        await queueSettlement(tx, eventId, updated.resultVersion);
        await onChange?.(tx, locked, updated);
        out.push(await eventMessage(tx, updated));
      });
    },
  };
}

export type Book = ReturnType<typeof createBook>;
