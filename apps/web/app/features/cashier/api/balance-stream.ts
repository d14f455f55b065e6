import { type BalanceResponse, pathOf, SESSION_EXPIRED_MESSAGE, walletApi } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { forgetPlayer } from "../../../lib/query-client";
import { userKey } from "../../../lib/query-keys";
import { watchStream } from "../../../lib/stream-status";
import { readBalanceEvent } from "./balance-event";
import { BALANCE_KEY } from "./get-balance";

/**
 * Follows GET /v1/player/{userId}/balance/updates (SSE, cookie-authenticated). Each event replaces the real and
 * bonus parts of the cached balance, so every balance on screen changes within a moment of a deposit, a win or a
 * withdrawal. The browser reconnects by itself (with Last-Event-ID). "Session is expired" ends the stream and
 * clears the player's state (docs/product/wallet.md#balance-stream). Mount it once per logged-in player (the shell
 * does).
 */
export function useBalanceStream(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  // "Try again" after the stream gave up (lib/stream-status) opens it anew.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    void attempt;
    const source = new EventSource(pathOf(walletApi.getPlayerByUserIdBalanceUpdates, { userId }));
    const unwatch = watchStream("balance", source, () => setAttempt((n) => n + 1));
    source.onmessage = (message) => {
      const event = readBalanceEvent(safeJson(message.data));
      if (!event) return;
      const { real, bonus, currency, source: cause } = event;
      // A GET /balance still in flight was read before this change; its answer must not overwrite it.
      void queryClient.cancelQueries({ queryKey: BALANCE_KEY });
      queryClient.setQueryData<BalanceResponse>(BALANCE_KEY, {
        balance: real.afterAmount,
        bonus: bonus.afterAmount,
        // Sum in cents: 0.1 + 0.2 must show 0.30.
        total: Math.round((real.afterAmount + bonus.afterAmount) * 100) / 100,
        totalCurrency: currency,
        balanceCurrency: currency,
      });
      // Money moved (a deposit credited, a withdrawal held, paid or returned): the cashier's lists follow.
      if (cause !== "snapshot") void queryClient.invalidateQueries({ queryKey: userKey("cashier") });
    };
    source.addEventListener("error", (event) => {
      if ((event as MessageEvent).data === SESSION_EXPIRED_MESSAGE) {
        source.close();
        forgetPlayer(queryClient);
      }
    });
    return () => {
      source.close();
      unwatch();
    };
  }, [userId, queryClient, attempt]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
