import { type ApiRoute, ErrorBody, pathOf } from "@casino/contract";
import type { z } from "zod";

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
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Values of the route's `:params`. */
  params?: Record<string, string | number | undefined>;
}

/**
 * The one way the web app talks to /api: same-origin with the session cookie, JSON in and out, and the response
 * parsed by its contract schema so a server/client mismatch fails loudly instead of rendering garbage.
 */
export async function api<S extends z.ZodType>(
  /** An endpoint of the contract's route table (its method is the default), or a full URL. */
  endpoint: ApiRoute | string,
  schema: S,
  request: ApiRequest = {},
): Promise<z.infer<S>> {
  const path = typeof endpoint === "string" ? endpoint : pathOf(endpoint, request.params);
  const method = request.method ?? (typeof endpoint === "string" ? "GET" : endpoint.method);
  const url = new URL(path, typeof window === "undefined" ? "http://localhost" : window.location.origin);
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
  if (response.status === 204) return schema.parse(undefined);
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBody.safeParse(json);
    if (error.success)
      throw new ApiError(response.status, error.data.code, error.data.message, error.data.details, json);
    throw new ApiError(response.status, "INTERNAL", `Request failed with status ${response.status}`);
  }
  return schema.parse(json);
}

/**
 * The page's locale (its URL prefix, as `<html lang>`), sent as X-Locale so server texts and e-mails (consents,
 * country names, the reset mail) come in the language the player is reading.
 */
function pageLocale(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.documentElement.lang.toLowerCase() || undefined;
}
