import type { EventSummary, Market, Sport, UrlLocale } from "@casino/contract";
import { marketName, selectionName } from "../names/market-names";
import { shownStatus } from "../stream";
import type { CompetitionRow, EventRow, MarketWithSelections } from "./events.store";
import { marketGroup } from "./market-layout";

/** The phase of markets an event shows: in-play once it has kicked off, pre-match before. */
export const showsInPlay = (event: Pick<EventRow, "status">) => event.status !== "scheduled";

/** Offered markets only, while the event runs; every market of the phase once it is over. */
export const isShown = (event: Pick<EventRow, "status">, market: { status: string }) =>
  event.status === "ended" ||
  event.status === "abandoned" ||
  market.status === "open" ||
  market.status === "suspended";

/** A market in the contract's shape, names in the locale. */
export function marketView(locale: UrlLocale, event: EventRow, market: MarketWithSelections): Market {
  const sides = { home: event.home, away: event.away };
  return {
    id: market.id,
    key: market.key,
    type: market.type,
    line: market.line,
    name: marketName(locale, market),
    group: marketGroup(market.type),
    status: shownStatus(market) as Market["status"],
    inPlay: market.inPlay,
    selections: market.selections
      .filter((s) => s.active)
      .map((s) => ({
        id: s.id,
        key: s.key,
        name: selectionName(locale, market, s.key, sides),
        odds: s.oddsMilli / 1000,
      })),
  };
}

export function eventSummary(
  locale: UrlLocale,
  event: EventRow,
  competition: CompetitionRow | undefined,
  main: MarketWithSelections | undefined,
  marketCount: number,
): EventSummary {
  return {
    id: event.id,
    sport: event.sport as Sport,
    competitionId: event.competitionId,
    competitionName: competition?.name ?? event.competitionId,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status: event.status as EventSummary["status"],
    scoreboard: event.status === "scheduled" ? null : (event.live?.scoreboard ?? null),
    mainMarket: main ? marketView(locale, event, main) : null,
    marketCount,
    betBuilder: event.sport === "football" && (event.status === "scheduled" || event.status === "live"),
  };
}
