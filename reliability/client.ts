import { request as httpRequest } from "node:http";

/** Methods fetch refuses to send (a browser never may): the fuzz sends them with node:http instead. */
const FORBIDDEN_TO_FETCH = new Set(["TRACE", "CONNECT", "TRACK"]);

/** A minimal fetch over node:http for the methods fetch refuses. */
function rawFetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | undefined },
) {
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
      });
    });
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(init.body);
  });
}

/** Counts of every request the audit sent, by operation and status class (2xx, 4xx, 5xx, or `net` for no answer). */
export class Tally {
  readonly byOp = new Map<string, Map<string, number>>();
  /** Answers with a 5xx status or a stack trace in the body: each is a finding. */
  readonly failures: string[] = [];

  add(op: string, statusClass: string): void {
    const row = this.byOp.get(op) ?? new Map<string, number>();
    row.set(statusClass, (row.get(statusClass) ?? 0) + 1);
    this.byOp.set(op, row);
  }

  count(statusClass: string): number {
    let total = 0;
    for (const row of this.byOp.values()) total += row.get(statusClass) ?? 0;
    return total;
  }
}

export interface Answer {
  status: number;
  /** Parsed JSON when the body was JSON, else the text. */
  body: unknown;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (already serialised or deliberately broken); wins over `body`. */
  raw?: string;
  key?: string;
  headers?: Record<string, string>;
  contentType?: string;
  timeoutMs?: number;
}

/** Lines a Node stack trace prints: "    at fn (file.ts:12:3)". A body that contains one leaks internals. */
const STACK_TRACE = /\n\s+at .+[(/\\].+:\d+:\d+\)?|node_modules[/\\]|\.ts:\d+:\d+/;
export const hasStackTrace = (text: string) => STACK_TRACE.test(text);

/**
 * An HTTP client of the real server that keeps its own session cookie like a browser, sends the site's own Origin
 * on writes (platform/http/csrf.ts refuses cookie-carrying writes from elsewhere), and counts every answer in a Tally.
 */
export class Client {
  cookie = "";

  constructor(
    public baseUrl: string,
    readonly tally: Tally,
  ) {}

  async request(op: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== "GET" && method !== "HEAD") headers.origin = this.baseUrl;
    if (options.key !== undefined) headers["idempotency-key"] = options.key;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers["content-type"] = options.contentType ?? "application/json";
    let response: Response;
    try {
      response = FORBIDDEN_TO_FETCH.has(method)
        ? await rawFetch(`${this.baseUrl}${path}`, { method, headers, body: payload })
        : await fetch(`${this.baseUrl}${path}`, {
            method,
            headers,
            body: payload,
            redirect: "manual",
            signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
          });
    } catch (error) {
      this.tally.add(op, "net");
      throw error;
    }
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("sid="));
    if (setCookie) this.cookie = setCookie.split(";")[0] ?? "";
    const text = await response.text();
    const statusClass = `${Math.floor(response.status / 100)}xx`;
    this.tally.add(op, statusClass);
    if (response.status >= 500)
      this.tally.failures.push(`${op} ${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
    else if (hasStackTrace(text))
      this.tally.failures.push(`${op} ${method} ${path} → stack trace in body: ${text.slice(0, 300)}`);
    let body: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, body, text };
  }
}

/** Major units of money as the API speaks them, from minor units. */
export const major = (minor: bigint | number) => Number(minor) / 100;
