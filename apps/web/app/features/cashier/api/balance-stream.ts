import { type BalanceResponse, BalanceStreamEvent, SESSION_EXPIRED_MESSAGE } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { SESSION_KEY, USER_KEY } from "../../../lib/query-keys";
import { BALANCE_KEY } from "./get-balance";

/**
 * Follows GET /v1/player/{userId}/balance/updates (SSE, cookie-authenticated). Each event replaces the real and
 * bonus parts of the cached balance, so every balance on screen changes within a moment of a deposit, a win or a
 * withdrawal. The browser reconnects by itself (with Last-Event-ID). "Session is expired" ends the stream and
 * clears the player's state (SPEC §4).
 */
export function useBalanceStream(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource(`/v1/player/${encodeURIComponent(userId)}/balance/updates`);
    source.onmessage = (message) => {
      const parsed = BalanceStreamEvent.safeParse(safeJson(message.data));
      if (!parsed.success) return;
      const { real, bonus, currency } = parsed.data;
      queryClient.setQueryData<BalanceResponse>(BALANCE_KEY, {
        balance: real.afterAmount,
        bonus: bonus.afterAmount,
        // Sum in cents: 0.1 + 0.2 must show 0.30.
        total: Math.round((real.afterAmount + bonus.afterAmount) * 100) / 100,
        totalCurrency: currency,
        balanceCurrency: currency,
      });
    };
    source.addEventListener("error", (event) => {
      if ((event as MessageEvent).data === SESSION_EXPIRED_MESSAGE) {
        source.close();
        queryClient.removeQueries({ queryKey: USER_KEY });
        queryClient.setQueryData(SESSION_KEY, null);
      }
    });
    return () => source.close();
  }, [userId, queryClient]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
