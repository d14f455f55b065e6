import {
  pathOf,
  type TableBetRequest,
  type TableDetail,
  TableStreamEvent,
  tablesApi,
} from "@casino/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";
import { CASINO_BALANCE_KEY } from "../api/rounds";

/** The tables list (guests too). */
export const TABLES_KEY = ["tables"] as const;
/** One table; the player's bets are part of it, so it is refetched on login and logout by its own key. */
export const tableKey = (id: string, player: boolean) => ["tables", id, player] as const;

export const useTables = () =>
  useQuery({
    queryKey: TABLES_KEY,
    queryFn: ({ signal }) => api(tablesApi.getTables, { signal }),
    // The countdowns run locally; the list is read again as rounds turn over.
    refetchInterval: 5_000,
  });

export const useTable = (id: string, player: boolean) =>
  useQuery({
    queryKey: tableKey(id, player),
    queryFn: ({ signal }) => api(tablesApi.getTablesById, { params: { id }, signal }),
  });

/** POST /api/tables/{id}/bets: one bet slip on the open round, applied once per key. */
export const placeTableBet = (id: string, request: TableBetRequest, idempotencyKey: string) =>
  api(tablesApi.postTablesByIdBets, {
    params: { id },
    body: request,
    headers: { "idempotency-key": idempotencyKey },
  });

/**
 * The difference between the server's clock and this browser's (ms), from the `now` of the last answer, so a
 * countdown reads the same on every screen even when a device's clock is off.
 */
export function useServerOffset(now: string | undefined): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (now) setOffset(new Date(now).getTime() - Date.now());
  }, [now]);
  return offset;
}

/** Seconds left until `at` on the server's clock, ticking every quarter second. */
export function useSecondsLeft(at: string | undefined, offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (!at) return 0;
  return Math.max(0, Math.ceil((new Date(at).getTime() - (now + offset)) / 1000));
}

/**
 * Follows GET /api/tables/{id}/stream: every round change (opened, no more bets, result) replaces the table's
 * round and last results in the cache; a result also reloads the player's bets and balance (the payout).
 */
export function useTableStream(id: string, player: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(pathOf(tablesApi.getTablesByIdStream, { id }));
    const apply = (event: string) => (message: MessageEvent<string>) => {
      const parsed = TableStreamEvent.safeParse(safeJson(message.data));
      if (!parsed.success) return;
      client.setQueryData<TableDetail>(tableKey(id, player), (current) =>
        current ? { ...current, round: parsed.data.round, lastResults: parsed.data.lastResults } : current,
      );
      if (event === "result" || event === "opened") {
        void client.invalidateQueries({ queryKey: tableKey(id, player) });
        if (player) void client.invalidateQueries({ queryKey: CASINO_BALANCE_KEY });
      }
    };
    for (const event of ["snapshot", "opened", "closed", "result"]) {
      source.addEventListener(event, apply(event) as EventListener);
    }
    return () => source.close();
  }, [id, player, client]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
