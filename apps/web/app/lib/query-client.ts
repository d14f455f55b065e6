import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { SESSION_KEY, USER_KEY } from "./query-keys";

/**
 * A 401 from any authenticated call means the session is gone, and so does a 400 "Session not found" (the
 * balance call's way of saying it): forget the player (docs/product/shell.md#errors).
 */
export function forgetPlayer(client: QueryClient): void {
  client.setQueryData(SESSION_KEY, null);
  client.removeQueries({ queryKey: USER_KEY });
}

export const sessionGone = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 401 || (error.status === 400 && error.message === "Session not found"));

/** One client per page render (SSR) or per browser tab, never shared between requests. */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (sessionGone(error) && client.getQueryData(SESSION_KEY)) forgetPlayer(client);
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });
  return client;
}
