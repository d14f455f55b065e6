import { type SportsResultRequest, sportsApi, tradingApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

const TRADING_KEY = [...OPERATOR_KEY, "trading"] as const;
/** The board moves with every bet: it is read again every few seconds while open. */
const BOARD_REFRESH_MS = 5_000;

/** GET /api/admin/trading/events: events taking bets, with open bets and the worst liability. */
export const useTradingEvents = () =>
  useQuery({
    queryKey: [...TRADING_KEY, "events"],
    queryFn: ({ signal }) => api(tradingApi.getAdminTradingEvents, { signal }),
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  });

/** GET /api/admin/trading/events/{id}: the event's markets with the book's payout per outcome. */
export const useTradingEvent = (id: string | null) =>
  useQuery({
    queryKey: [...TRADING_KEY, "event", id],
    queryFn: ({ signal }) => api(tradingApi.getAdminTradingEventsById, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: BOARD_REFRESH_MS,
    retry: false,
  });

/** Every trading action answers with the event as it is now; the board is read again. */
function useTradingAction<I>(run: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRADING_KEY }),
  });
}

/** PUT …/events/{id}/suspension and …/markets/{id}/suspension. */
export const useSuspend = () =>
  useTradingAction((input: { scope: "event" | "market"; id: string; suspended: boolean }) =>
    api(
      input.scope === "event"
        ? tradingApi.putAdminTradingEventsByIdSuspension
        : tradingApi.putAdminTradingMarketsByIdSuspension,
      { params: { id: input.id }, body: { suspended: input.suspended } },
    ),
  );

/** PUT …/events/{id}/margin. */
export const useSetMargin = () =>
  useTradingAction((input: { id: string; margin: number | null }) =>
    api(tradingApi.putAdminTradingEventsByIdMargin, {
      params: { id: input.id },
      body: { margin: input.margin },
    }),
  );

/** POST /api/admin/sportsbook/events/{id}/result (or a correction) and …/abandon. */
export const useResult = () =>
  useTradingAction((input: { id: string; result: SportsResultRequest | "abandon" }) =>
    input.result === "abandon"
      ? api(sportsApi.postAdminSportsbookEventsByIdAbandon, {
          params: { id: input.id },
        })
      : api(sportsApi.postAdminSportsbookEventsByIdResult, {
          params: { id: input.id },
          body: input.result,
        }),
  );
