import { createHash, timingSafeEqual } from "node:crypto";

/** The slice of `fetch` the adapters use. Injected, so tests replace only the network edge. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;

/** POSTs JSON and reads a JSON answer (status, headers and body). Never logs or echoes the request body. */
export async function postJson(
  fetchImpl: FetchLike,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", accept: "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new Error(`${new URL(url).host} answered ${response.status} with a non-JSON body`);
  }
  return { status: response.status, headers: response.headers, json };
}

/** Constant-time comparison of two strings (hashed first, so lengths leak nothing either). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/** The first value of a header. */
export function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
