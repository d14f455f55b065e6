import type { Bet, UrlLocale } from "@casino/contract";
import { zonedInstant } from "../../../platform/calendar";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { currentMarkets, marketsAsPlaced, quoteCashOut } from "../cash-out/cashout-offer";
import { betNotFound } from "../sportsbook.errors";
import { betView } from "./bet-view";
import { type BetRow, betsStore, type LegWithOffer } from "./bets.store";

export interface HistoryQuery {
  status: "open" | "settled" | "all";
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

/** A date of the history query: YYYY-MM-DD is a whole Amsterdam day (`to` inclusive), else an ISO instant. */
function historyDate(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day
    ? zonedInstant({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) + (end ? 1 : 0) })
    : new Date(value);
  if (Number.isNaN(date.getTime())) throw new AppError("VALIDATION_FAILED", 400, `Not a date: ${value}`);
  return date;
}

/** Bets as players read them: with their legs, names in the locale and the live cash-out offer of open ones. */
export function createBetReader(db: Db, settings: { margin: number; overround: number }) {
  /**
   * `placed`: the legs of bets just placed, as their transaction read them (PlacedSlip): the view and its cash-out
   * offer are then those of the prices the bets were accepted at, and nothing is read back.
   */
  async function views(locale: UrlLocale, bets: BetRow[], placed?: LegWithOffer[] | null): Promise<Bet[]> {
    const legs =
      placed ??
      (await betsStore.legs(
        db,
        bets.map((b) => b.id),
      ));
    const openLegs = legs.filter((l) => bets.find((b) => b.id === l.betId)?.status === "open");
    const current = placed ? marketsAsPlaced(openLegs) : await currentMarkets(db, openLegs);
    return bets.map((bet) => {
      const own = legs.filter((l) => l.betId === bet.id);
      return betView(locale, bet, own, quoteCashOut(bet, own, current, settings));
    });
  }

  return {
    views,
    async history(userId: string, locale: UrlLocale, query: HistoryQuery) {
      const filter = {
        userId,
        status: query.status,
        from: historyDate(query.from, false),
        to: historyDate(query.to, true),
      };
      const [rows, total] = await Promise.all([
        betsStore.history(db, filter, query.offset, query.limit),
        betsStore.countHistory(db, filter),
      ]);
      return { bets: await views(locale, rows), total };
    },
    async bet(userId: string, locale: UrlLocale, id: string): Promise<Bet> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await betsStore.bet(db, id) : undefined;
      if (!row || row.userId !== userId) throw betNotFound();
      return (await views(locale, [row]))[0]!;
    },
  };
}

export type BetReader = ReturnType<typeof createBetReader>;
