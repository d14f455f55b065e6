/**
 * How a route loader reaches our own API from the server: the loopback origin (the load context's apiOrigin) and
 * an abort signal. In the browser both are left out and calls go to the page's own origin.
 */
export interface ServerInit {
  origin?: string;
  signal?: AbortSignal;
}

/** The path as an absolute URL on the server, as it is in the browser. */
export const apiUrl = (path: string, init: ServerInit = {}) =>
  init.origin ? new URL(path, init.origin).toString() : path;
