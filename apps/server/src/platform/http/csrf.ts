import type { FastifyInstance, FastifyRequest } from "fastify";
import { IMPERSONATION_COOKIE, SESSION_COOKIE } from "../auth";
import type { Config } from "../config";
import { AppError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard. A state-changing request that carries the session cookie (or the impersonation one) must come from the
 * site's own origin: `PUBLIC_URL` when configured, else the host the request was sent to. The browser says where a
 * request comes from in Origin (or, without it, Referer); another site's page is answered 403 CSRF_REJECTED before
 * anything runs. Requests without the cookie (API clients with X-Session-Id, provider webhooks, server-to-server
 * calls) cannot be forged by a browser and pass. A request with neither header passes too: browsers always send
 * Origin on a cross-site POST, so only non-browser clients (curl, tests, monitoring) send neither
 * (docs/decisions/0127-csrf.md).
 */
export function registerCsrfGuard(app: FastifyInstance, config: Pick<Config, "PUBLIC_URL">): void {
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
  // Synchronous (no promise per request); a throw here is answered like a rejected async hook.
  app.addHook("onRequest", (request, _reply, done) => {
    if (refused(request, publicOrigin)) {
      throw new AppError("CSRF_REJECTED", 403, "This request did not come from the site's own pages");
    }
    done();
  });
}

/** A state-changing request with our cookie that says it comes from another site. */
function refused(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (!request.cookies?.[SESSION_COOKIE] && !request.cookies?.[IMPERSONATION_COOKIE]) return false;
  const source = claimedSource(request);
  return source !== null && !isOwnOrigin(source, request, publicOrigin);
}

/** Origin, else Referer; null when the request carries neither. */
function claimedSource(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (typeof origin === "string" && origin !== "") return origin;
  if (typeof referer === "string" && referer !== "") return referer;
  return null;
}

/**
 * With PUBLIC_URL the whole origin must match. Without it the host must be the one the request was sent to (behind
 * a TLS-terminating proxy without TRUST_PROXY the scheme we see is not the browser's, so only the host is compared;
 * a page on plain http cannot use the cookie of the https site, which SameSite already keeps scheme-bound).
 * `Origin: null` (sandboxed frames, privacy redirects) is never our own page.
 */
function isOwnOrigin(source: string, request: FastifyRequest, publicOrigin: string | null): boolean {
  if (!URL.canParse(source)) return false;
  const url = new URL(source);
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (publicOrigin) return url.origin === publicOrigin;
  return url.host.toLowerCase() === request.host.toLowerCase();
}
