import type { FastifyInstance } from "fastify";
import { permissionsPolicy } from "./permissions-policy";

/**
 * The security headers of every response, in the order they are sent. They were set by @fastify/helmet (helmet 8's
 * defaults without the CSP, which the page handler sets per page with its nonce, and without
 * Cross-Origin-Embedder-Policy, which would block the embedded games and videos); none of them depends on the request,
 * so they are fixed here once instead of rebuilt by helmet's middleware chain on every request
 * (docs/decisions/0221-request-pipeline-cost.md).
 */
const HELMET_DEFAULTS: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/** Every security header with its value: helmet's defaults above, then the Permissions-Policy. */
export function securityHeaders(iframeHosts: readonly string[]): [string, string][] {
  return [
    ...HELMET_DEFAULTS.map(([name, value]) => [name, value] as [string, string]),
    ["permissions-policy", permissionsPolicy(iframeHosts)],
  ];
}

/**
 * Sends the security headers on every response: set on the raw response as the request arrives, so they are also on
 * the server-rendered pages and static files (which write their headers themselves) and on errors. One synchronous
 * hook: no promise and no extra tick per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, iframeHosts: readonly string[]): void {
  const headers = securityHeaders(iframeHosts);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
