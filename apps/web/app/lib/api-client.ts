import { type ApiRoute, type HttpMethod, pathOf, type ResponseOf, type SchemaName } from "@casino/contract";
import { readErrorBody } from "./json/error-body";

/** A failed API call: the server's `{code, message, details}` plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly details?: unknown,
    /** The whole JSON body, for endpoints whose failures carry more than `{code, message, details}` (login). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /** Values of the route's `:params`. */
  params?: Record<string, string | number | undefined>;
  /** The API's origin for a call made on the server (a loader); the page's own origin in the browser. */
  origin?: string | undefined;
}

/**
 * The one way the web app talks to /api: same-origin with the session cookie, JSON in and out, the body typed by the
 * route's response schema. The server validates and serialises every body with that schema, so production trusts
 * it and the schema stays out of the page's code; development and tests parse it (`checkBody`), so a server/client
 * mismatch still fails loudly (docs/decisions/0225-zod-off-a-guests-page.md).
 */
export async function api<R extends ApiRoute<HttpMethod, string, SchemaName>>(
  route: R,
  request: ApiRequest = {},
): Promise<ResponseOf<R>> {
  const json = await send(pathOf(route, request.params), request.method ?? route.method, request);
  return (await checkBody(json, route.response)) as ResponseOf<R>;
}

/**
 * A call to an endpoint that answers without a JSON body (204, or a body the app does not read): the route names no
 * response schema, so nothing is typed or checked. `api` takes only routes that name one, so the compiler finds a
 * call that reads a body the contract does not describe.
 */
export async function apiSend(route: ApiRoute, request: ApiRequest = {}): Promise<void> {
  await send(pathOf(route, request.params), request.method ?? route.method, request);
}

/**
 * A JSON call at a path of no single response schema (the CMS list feeds, one fetcher over several shapes): the
 * caller names the type and, for development and tests, how to load the schema that checks it.
 */
export async function apiAt<T>(
  path: string,
  request: ApiRequest,
  check: (json: unknown) => Promise<T>,
): Promise<T> {
  const json = await send(path, request.method ?? "GET", request);
  return import.meta.env.DEV ? check(json) : (json as T);
}

/**
 * In development and tests only: the body parsed by the route's schema, loaded on demand. The production build
 * drops the branch with the import (`import.meta.env.DEV` is false there), so no page's chunks hold the schemas.
 */
async function checkBody(json: unknown, schema: string | undefined): Promise<unknown> {
  if (import.meta.env.DEV) {
    if (schema === undefined || json === undefined) return json;
    const contract: Record<string, unknown> = await import("@casino/contract");
    return (contract[schema] as { parse(value: unknown): unknown }).parse(json);
  }
  return json;
}

async function send(path: string, method: string, request: ApiRequest): Promise<unknown> {
  const base =
    request.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin);
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const locale = pageLocale();
  const headers: Record<string, string> = {
    accept: "application/json",
    ...(locale ? { "x-locale": locale } : {}),
    ...request.headers,
  };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: "same-origin",
    signal: request.signal,
  });
  if (response.status === 204) return undefined;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(json);
    if (error) throw new ApiError(response.status, error.code, error.message, error.details, json);
    throw new ApiError(response.status, "INTERNAL", `Request failed with status ${response.status}`);
  }
  return json;
}

/**
 * The page's locale (its URL prefix, as `<html lang>`), sent as X-Locale so server texts and e-mails (consents,
 * country names, the reset mail) come in the language the player is reading.
 */
function pageLocale(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.documentElement.lang.toLowerCase() || undefined;
}
