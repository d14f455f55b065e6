/** The HTTP methods the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * One endpoint: its method and its path in the server's syntax (`:id` for a parameter, `*` for the rest). The server
 * registers each route at `path`, the web app calls through it, and a test holds the two to this table.
 */
export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export const route = <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P> => ({
  method,
  path,
});

/** The path of a route with its `:params` (and a trailing `*`) filled in, each encoded as one path segment. */
export function pathOf(route: ApiRoute, params: Record<string, string | number | undefined> = {}): string {
  return route.path.replace(/:(\w+)|\*$/g, (_, name: string | undefined) => {
    const value = params[name ?? "*"];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for ${name ?? "*"}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
