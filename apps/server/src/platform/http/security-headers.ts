import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { isApiCall } from "./api-path";
import { permissionsPolicy } from "./permissions-policy";

/**
 * The security headers @fastify/helmet sends with our options (helmet's defaults without the CSP, which the page
 * handler sets per page with its nonce, and without Cross-Origin-Embedder-Policy, which would block the embedded
 * games and videos). None of them depends on the request, so they are read once, from a probe server with helmet
 * registered, instead of helmet rebuilding its middleware chain on every request
 * (docs/decisions/0221-request-pipeline-cost.md). They follow helmet's upgrades; `security-headers.test.ts` holds them.
 */
async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  probe.get("/", () => "");
  const plain = Fastify();
  plain.get("/", () => "");
  const [withHelmet, without] = await Promise.all([probe.inject("/"), plain.inject("/")]);
  await Promise.all([probe.close(), plain.close()]);
  return Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]) => [name, String(value)]);
}

/** Every security header of a page, with its value: helmet's, then the Permissions-Policy. */
export async function securityHeaders(iframeHosts: readonly string[]): Promise<[string, string][]> {
  return [...(await helmetHeaders()), ["permissions-policy", permissionsPolicy(iframeHosts)]];
}

/**
 * The security headers of a JSON answer of the API, as OWASP's REST Security Cheat Sheet lists them for every API
 * response (docs/decisions/0242-api-answers-send-the-api-security-headers.md): HTTPS only (helmet's value), no MIME
 * sniffing, never framed, nothing loaded or run if a browser ever renders the body, not readable by another site's
 * `no-cors` request, and kept in no cache (an answer names a player's balance, limits, bets). A route that may be cached
 * says so itself: its own Cache-Control wins. The page headers (Permissions-Policy, Referrer-Policy, the
 * Cross-Origin-Opener-Policy and the rest) govern documents, and a JSON body is never one.
 */
export function apiSecurityHeaders(pageHeaders: readonly [string, string][]): [string, string][] {
  const hsts = pageHeaders.find(([name]) => name === "strict-transport-security");
  return [
    ...(hsts ? [hsts] : []),
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
    ["cross-origin-resource-policy", "same-origin"],
    ["cache-control", "no-store"],
  ];
}

/**
 * The API's JSON routes: /api/* and the public /v1/*, but not the API documentation (/api/docs, a page and its
 * assets), which is served as a page is.
 */
export function isApiPath(url: string): boolean {
  return isApiCall(url) && !url.startsWith("/api/docs");
}

/**
 * Sends the security headers on every response: set on the raw response as the request arrives, so they are also on
 * the server-rendered pages and static files (which write their headers themselves) and on errors. An API path gets
 * the API's set, anything else a page's. One synchronous hook: no promise and no extra tick per request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  iframeHosts: readonly string[],
): Promise<void> {
  const page = await securityHeaders(iframeHosts);
  const api = apiSecurityHeaders(page);
  app.addHook("onRequest", (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiPath(request.url) ? api : page) raw.setHeader(name, value);
    done();
  });
}
