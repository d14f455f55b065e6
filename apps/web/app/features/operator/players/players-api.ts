import { operatorApi } from "@casino/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

const PLAYERS_KEY = [...OPERATOR_KEY, "players"] as const;
const ADJUSTMENTS_KEY = [...OPERATOR_KEY, "adjustments"] as const;
const playerKey = (id: string) => [...PLAYERS_KEY, id] as const;

/** GET /api/admin/players?query=: username, e-mail, phone or user id. */
export const usePlayerSearch = (query: string) =>
  useQuery({
    queryKey: [...PLAYERS_KEY, "search", query],
    queryFn: ({ signal }) => api(operatorApi.getAdminPlayers, { signal, query: { query } }),
    enabled: query.trim().length > 0,
    retry: false,
  });

/** GET /api/admin/players/{id}: the player 360. */
export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playerKey(id),
    queryFn: ({ signal }) => api(operatorApi.getAdminPlayersById, { signal, params: { id } }),
    retry: false,
  });
export const usePlayer = (id: string) => useQuery(playerQueryOptions(id));

/** GET /api/admin/players/{id}/ledger, newest first, a page of 25 at a time. */
export const usePlayerLedger = (id: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...playerKey(id), "ledger"],
      queryFn: ({ signal, pageParam }) =>
        api(operatorApi.getAdminPlayersByIdLedger, {
          signal,
          params: { id },
          query: { limit: 25, ...(pageParam ? { before: pageParam } : {}) },
        }),
      initialPageParam: "",
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      retry: false,
    }),
  );

const useRefresh = (id: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKey(id) }),
      queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
    ]);
};

/** POST …/lock, …/unlock or …/end-sessions. */
export const usePlayerAction = (id: string) => {
  const onSettled = useRefresh(id);
  return useMutation({
    mutationFn: (action: "lock" | "unlock" | "end-sessions") =>
      api(
        action === "lock"
          ? operatorApi.postAdminPlayersByIdLock
          : action === "unlock"
            ? operatorApi.postAdminPlayersByIdUnlock
            : operatorApi.postAdminPlayersByIdEndSessions,
        { params: { id } },
      ),
    onSettled,
  });
};

/** POST /api/admin/players/{id}/notes */
export const useAddNote = (id: string) => {
  const onSettled = useRefresh(id);
  return useMutation({
    mutationFn: (text: string) =>
      api(operatorApi.postAdminPlayersByIdNotes, { params: { id }, body: { text } }),
    onSettled,
  });
};

/** POST /api/admin/players/{id}/adjustments: a signed amount in major units. */
export const useRequestAdjustment = (id: string) => {
  const onSettled = useRefresh(id);
  return useMutation({
    mutationFn: (body: { amount: string; currency: string; reason: string }) =>
      api(operatorApi.postAdminPlayersByIdAdjustments, { params: { id }, body }),
    onSettled,
  });
};

/** GET /api/admin/adjustments?status=pending */
export const usePendingAdjustments = () =>
  useQuery({
    queryKey: [...ADJUSTMENTS_KEY, "pending"],
    queryFn: ({ signal }) => api(operatorApi.getAdminAdjustments, { signal, query: { status: "pending" } }),
    retry: false,
  });

export type AdjustmentDecision =
  | { id: string; approve: true }
  | { id: string; approve: false; reason: string };

/** POST /api/admin/adjustments/{id}/approve or …/reject. */
export const useDecideAdjustment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AdjustmentDecision) =>
      decision.approve
        ? api(operatorApi.postAdminAdjustmentsByIdApprove, { params: { id: decision.id } })
        : api(operatorApi.postAdminAdjustmentsByIdReject, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PLAYERS_KEY }),
      ]),
  });
};
