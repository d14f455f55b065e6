import { type AuthenticateResponse, sessionApi } from "@casino/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, api } from "../../../lib/api-client";
import { SESSION_KEY } from "../../../lib/query-keys";

/** The logged-in player's session as GET /api/session/authenticate returns it. */
export type Session = AuthenticateResponse;

/** The session behind the cookie, or null for a guest (401). */
export async function getSession(
  signal?: AbortSignal,
  init: { origin?: string; cookie?: string; requestId?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.requestId) headers["x-request-id"] = init.requestId;
  try {
    return await api(sessionApi.getSessionAuthenticate, { signal, headers, origin: init.origin });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Server side, in the locale layout's loader: asks our own API who the cookie belongs to, so the first paint is
 * already the player's (no guest flash). Any failure renders the page as a guest rather than failing it.
 */
export async function restoreSession(
  request: Request,
  context: { requestId?: string; apiOrigin?: string } = {},
): Promise<Session | null> {
  const { requestId } = context;
  const cookie = request.headers.get("cookie");
  // `isid` is a staff member's view as a player (docs/decisions/0211-impersonation-read-only.md).
  if (!cookie || !/(?:^|;\s*)i?sid=/.test(cookie)) return null;
  // The server's own loopback address, so the call never leaves the machine (behind a TLS proxy the public
  // origin would go out and come back); the page's origin only when none is known.
  const origin = context.apiOrigin ?? new URL(request.url).origin;
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(5_000)]);
  try {
    return await getSession(signal, { origin, cookie, requestId });
  } catch (error) {
    console.warn("Session restore failed; rendering as a guest", error);
    return null;
  }
}

/**
 * The session never goes stale on its own: it changes only through login, logout, consents and profile updates,
 * which refresh it, and through a 401 anywhere, which clears it (lib/query-client). So no refetch on focus.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Fetches the session now (after login or consents) and stores it. */
export const refreshSession = (client: QueryClient) =>
  client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });

/** Puts the session the loader found into the query cache before anything reads it (server and hydration alike). */
export function useSeedSession(session: Session | null): void {
  const client = useQueryClient();
  useState(() => client.setQueryData(SESSION_KEY, session));
}

/** The session, including a restricted one (outstanding consents), or null for a guest. */
export function useSession(): Session | null {
  return useQuery(sessionQueryOptions()).data ?? null;
}

/** The logged-in player: a session that may play (not restricted to answering consents), else null. */
export function usePlayer(): Session | null {
  const session = useSession();
  return session && !session.restricted ? session : null;
}
