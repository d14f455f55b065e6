import {
  type TickerBet,
  type TradingEvent,
  type TradingEventDetail,
  type TradingMarket,
  toMajor,
  type UrlLocale,
} from "@casino/contract";
import type { EventBus } from "../../../platform/bus";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { notFound } from "../../../platform/errors";
import { UUID } from "../../../platform/uuid";
import type { AuditActor, AuditService } from "../../audit";
import type { PlacedBet } from "../bets/bets.service";
import { showsInPlay } from "../catalogue/event-view";
import { type EventRow, eventsStore, type MarketWithSelections } from "../catalogue/events.store";
import type { Book } from "../feed/book.service";
import { priceAll } from "../feed/pricing";
import { marketName, type Sides, selectionName } from "../names/market-names";
import { eventNotFound } from "../sportsbook.errors";
import { oddsDeltas, STREAM_CHANNEL, type StreamMessage, wholeMarket } from "../stream";
import { createStakeFactors } from "./stake-factors";
import { type Exposure, tradingStore } from "./trading.store";

/** The bus channel of the trader's live ticker: every process's ticker hears every bet. */
export const TICKER_CHANNEL = "sportsbook.ticker";

export interface TradingDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  book: Book;
  /** The book's overround and maximum stake (minor units). */
  overround: number;
  maxStake: bigint;
  /** The player's currency, or null when there is no such player. */
  currencyOf(userId: string): Promise<string | null>;
  /** The audit trail: every trader action is recorded in the transaction that makes it. */
  audit: Pick<AuditService, "record">;
}

/** The currency with the most money staked on the event: its book is the one shown. */
function mainCurrency(exposures: Exposure[]): string {
  const staked = new Map<string, bigint>();
  for (const e of exposures) staked.set(e.currency, (staked.get(e.currency) ?? 0n) + e.payout);
  let best = "EUR";
  let most = -1n;
  for (const [currency, amount] of staked) if (amount > most) [best, most] = [currency, amount];
  return best;
}

/** The names are the players' own (docs/product/back-office.md#sportsbook-trading): a trader reads what they read. */
function marketOf(
  market: MarketWithSelections,
  exposures: Exposure[],
  locale: UrlLocale,
  sides: Sides,
): TradingMarket & { worst: bigint } {
  const of = (selectionId: string) => exposures.find((e) => e.selectionId === selectionId);
  const stakes = exposures.filter((e) => e.marketId === market.id).reduce((sum, e) => sum + e.stakes, 0n);
  const payouts = market.selections.map((s) => of(s.id)?.payout ?? 0n);
  // What the book loses if the worst outcome for it wins: its payout less what the market's singles brought in.
  const worst = payouts.reduce((max, p) => (p > max ? p : max), 0n) - stakes;
  return {
    id: market.id,
    key: market.key,
    name: marketName(locale, market),
    type: market.type,
    line: market.line,
    inPlay: market.inPlay,
    status: market.status,
    traderSuspended: market.traderSuspended,
    selections: market.selections.map((s) => {
      const e = of(s.id);
      return {
        id: s.id,
        key: s.key,
        name: selectionName(locale, market, s.key, sides),
        odds: s.oddsMilli / 1000,
        bets: e?.bets ?? 0,
        stakes: toMajor(e?.stakes ?? 0n),
        payout: toMajor(e?.payout ?? 0n),
      };
    }),
    liability: toMajor(worst > 0n ? worst : 0n),
    worst,
  };
}

/**
 * The sportsbook's trading desk (docs/product/back-office.md#sportsbook-trading): the book's liabilities, trader
 * suspensions, an event's margin and a player's stake factor. Each action is one function taking the acting staff
 * member's id, so the audit trail can wrap it.
 */
export function createTrading(deps: TradingDeps) {
  const { db, book } = deps;
  const factors = createStakeFactors({ db, bus: deps.bus });

  function summary(
    event: EventRow,
    exposures: Exposure[],
    markets: MarketWithSelections[],
    locale: UrlLocale = "en",
  ) {
    const currency = mainCurrency(exposures);
    const mine = exposures.filter((e) => e.currency === currency);
    const views = markets.map((m) => marketOf(m, mine, locale, event));
    const worst = views.reduce((max, m) => (m.worst > max ? m.worst : max), 0n);
    const summaryView: TradingEvent = {
      id: event.id,
      sport: event.sport,
      competitionId: event.competitionId,
      home: event.home,
      away: event.away,
      startsAt: event.startsAt.toISOString(),
      status: event.status as TradingEvent["status"],
      traderSuspended: event.traderSuspended,
      margin: event.margin,
      resultVersion: event.resultVersion,
      currency,
      // Legs on the event's selections: a bet builder's legs count once each.
      openBets: mine.reduce((sum, e) => sum + e.bets, 0),
      liability: toMajor(worst > 0n ? worst : 0n),
    };
    return { summaryView, markets: views.map(({ worst: _, ...m }) => m) };
  }

  async function eventOr404(id: string) {
    const event = UUID.test(id) ? await eventsStore.event(db, id) : undefined;
    if (!event) throw eventNotFound();
    return event;
  }

  /** Tells every process's odds stream the markets' new state. */
  async function announce(eventId: string, markets: MarketWithSelections[]) {
    for (const change of oddsDeltas(eventId, markets.map(wholeMarket))) {
      const message: StreamMessage = {
        type: "odds",
        data: { seq: await eventsStore.nextSeq(db), ...change },
      };
      await deps.bus.publish(STREAM_CHANNEL, message);
    }
  }

  /** One event with the markets of its current phase, each with what the book pays per outcome. */
  async function event(id: string, locale: UrlLocale = "en"): Promise<TradingEventDetail> {
    const row = await eventOr404(id);
    const markets = await eventsStore.marketsOf(db, [id], showsInPlay(row));
    const exposures = await tradingStore.exposures(db, [id]);
    const { summaryView, markets: views } = summary(row, exposures, markets, locale);
    return { ...summaryView, markets: views };
  }

  /** The player's stake factor (1 when none is set) and the maximum stake it gives them. */
  async function stakeFactor(userId: string) {
    const currency = UUID.test(userId) ? await deps.currencyOf(userId) : null;
    if (!currency) throw notFound("No such player");
    const pct = (await tradingStore.stakeFactor(db, userId))?.factorPct ?? 100;
    return { userId, factor: pct / 100, maxStake: toMajor((deps.maxStake * BigInt(pct)) / 100n), currency };
  }

  return {
    event,
    stakeFactor,

    /** The board: events still taking bets (or those over) with their open bets and worst liability. */
    async events(state: "open" | "ended"): Promise<TradingEvent[]> {
      const events = await tradingStore.events(
        db,
        state === "open" ? ["scheduled", "live"] : ["ended", "abandoned"],
      );
      const ids = events.map((e) => e.id);
      const [exposures, markets] = await Promise.all([
        tradingStore.exposures(db, ids),
        eventsStore.marketsOf(db, ids),
      ]);
      const out: TradingEvent[] = [];
      for (const row of events) {
        const own = markets.filter((m) => m.eventId === row.id && m.inPlay === showsInPlay(row));
        const { summaryView } = summary(
          row,
          exposures.filter((e) => own.some((m) => m.id === e.marketId)),
          own,
        );
        out.push(summaryView);
      }
      return out;
    },

    /** Suspends or reopens a whole event: every market of it refuses bets at once, in every process. */
    async suspendEvent(
      actor: AuditActor,
      id: string,
      suspended: boolean,
      locale: UrlLocale = "en",
    ): Promise<TradingEventDetail> {
      const before = await eventOr404(id);
      await inTransaction(db, async (tx) => {
        await tradingStore.holdEvent(tx, id, suspended);
        await deps.audit.record(tx, {
          actor,
          action: suspended ? "event.suspend" : "event.reopen",
          target: { type: "sports_event", id },
          before: { suspended: before.traderSuspended },
          after: { suspended },
        });
      });
      const row = (await eventsStore.event(db, id))!;
      await announce(id, await eventsStore.marketsOf(db, [id], showsInPlay(row)));
      return event(id, locale);
    },

    /** Suspends or reopens one market. */
    async suspendMarket(
      actor: AuditActor,
      marketId: string,
      suspended: boolean,
      locale: UrlLocale = "en",
    ): Promise<TradingEventDetail> {
      const held = UUID.test(marketId)
        ? await inTransaction(db, async (tx) => {
            const market = await tradingStore.holdMarket(tx, marketId, suspended);
            if (market)
              await deps.audit.record(tx, {
                actor,
                action: suspended ? "market.suspend" : "market.reopen",
                target: { type: "sports_market", id: marketId },
                after: { suspended, eventId: market.eventId },
              });
            return market;
          })
        : undefined;
      if (!held) throw notFound("No such market");
      await announce(
        held.eventId,
        (await eventsStore.marketsOf(db, [held.eventId])).filter((m) => m.id === marketId),
      );
      return event(held.eventId, locale);
    },

    /** Sets the event's own margin (null: the book's) and reprices its current phase with it at once. */
    async setMargin(
      actor: AuditActor,
      id: string,
      margin: number | null,
      locale: UrlLocale = "en",
    ): Promise<TradingEventDetail> {
      const row = await eventOr404(id);
      await inTransaction(db, async (tx) => {
        await tradingStore.setMargin(tx, id, margin);
        await deps.audit.record(tx, {
          actor,
          action: "event.margin",
          target: { type: "sports_event", id },
          before: { margin: row.margin },
          after: { margin },
        });
      });
      if (row.status === "scheduled" || row.status === "live") {
        const state = row.status === "live" ? (row.live?.state ?? null) : null;
        await book.update(id, { prices: priceAll(row.model, state, margin ?? deps.overround) });
      }
      return event(id, locale);
    },

    /** Sets the player's stake factor: their largest stake becomes the book's maximum × factor. */
    async setStakeFactor(actor: AuditActor, userId: string, factor: number) {
      const before = await stakeFactor(userId);
      await inTransaction(db, async (tx) => {
        await tradingStore.setStakeFactor(tx, {
          userId,
          factorPct: Math.round(factor * 100),
          setBy: actor.userId,
          updatedAt: deps.clock.now(),
        });
        await deps.audit.record(tx, {
          actor,
          action: "player.stake-factor",
          target: { type: "user", id: userId },
          before,
          after: { factor },
        });
      });
      await factors.changed(userId);
      return stakeFactor(userId);
    },

    /** For the bets service: the player's factor in percent, kept in memory until a trader changes it. */
    stakeFactorPct: factors.pct,

    /** Stops listening for other processes' factor changes. */
    close: factors.close,

    /** For the bets service: announces committed bets on the ticker. */
    async announceBets(placed: PlacedBet[]) {
      for (const { bet, eventIds } of placed) {
        const ticker: TickerBet = {
          betId: bet.id,
          userId: bet.userId,
          kind: bet.kind,
          currency: bet.currency,
          stake: toMajor(bet.stake),
          potentialReturn: toMajor(bet.potentialReturn),
          odds: bet.oddsMilli === null ? null : Number(bet.oddsMilli) / 1000,
          live: bet.live,
          eventIds,
          placedAt: bet.placedAt.toISOString(),
        };
        await deps.bus.publish(TICKER_CHANNEL, ticker);
      }
    },
  };
}

export type Trading = ReturnType<typeof createTrading>;
