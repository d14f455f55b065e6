/**
 * How a route loader reaches our own API from the server: the loopback origin (the load context's apiOrigin) and
 * an abort signal. In the browser both are left out and calls go to the page's own origin.
 */
export interface ServerInit {
  origin?: string;
  signal?: AbortSignal;
  /** The visitor's country headers, passed on: games are switched off per country (docs/product/back-office.md). */
  headers?: Record<string, string>;
}

/** The edge's visitor-country headers of the page request, for the loader's catalogue calls. */
export function visitorHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["cf-ipcountry", "x-country"]) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}
