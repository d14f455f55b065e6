import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors";

/** Who is calling: the live session behind the `sid` cookie or the X-Session-Id header. */
export interface SessionPrincipal {
  token: string;
  userId: string;
  /** May only read and answer consents (restrictions flow). */
  restricted: boolean;
  locale: string;
  loginTime: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook; null for guests. */
    principal: SessionPrincipal | null;
  }
}

export const SESSION_COOKIE = "sid";

export type SessionResolver = (token: string) => Promise<SessionPrincipal | null>;

/**
 * Resolves the caller's session once per /api request. The web app sends the HttpOnly `sid` cookie; other clients
 * send X-Session-Id (and X-User-Id, which must name the session's own user, else 401).
 */
export function registerAuth(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/v1/")) return;
    const token = sessionToken(request);
    if (!token) return;
    const principal = await resolve(token);
    const claimedUser = request.headers["x-user-id"];
    if (
      principal &&
      typeof claimedUser === "string" &&
      claimedUser !== "" &&
      claimedUser !== principal.userId
    ) {
      throw new AppError("UNAUTHORIZED", 401, "The session does not belong to this user");
    }
    request.principal = principal;
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers["x-session-id"];
  if (typeof header === "string" && header) return header;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/**
 * The calling player, or a 401. A restricted session (outstanding consents) gets 403 SESSION_RESTRICTED unless the
 * route allows it (the consent routes do).
 */
export function requirePlayer(
  request: FastifyRequest,
  options: { allowRestricted?: boolean } = {},
): SessionPrincipal {
  const principal = request.principal;
  if (!principal) {
    const hadToken = !!sessionToken(request);
    throw new AppError(
      hadToken ? "SESSION_EXPIRED" : "UNAUTHORIZED",
      401,
      hadToken ? "Session not found" : "Authentication required",
    );
  }
  if (principal.restricted && !options.allowRestricted) {
    throw new AppError("SESSION_RESTRICTED", 403, "Accept the outstanding terms first");
  }
  return principal;
}

/**
 * Every `/api/admin/` route is for operators. Checked as the request arrives, before any schema is applied, so a
 * caller without the right gets 401/403 and learns nothing about what the route expects (authorisation before
 * validation). The routes keep their own check too.
 */
export function registerOperatorGuard(
  app: FastifyInstance,
  rolesOf: (userId: string) => Promise<string[]>,
): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/admin/") && request.url.split("?")[0] !== "/api/admin") return;
    const { userId } = requirePlayer(request);
    if (!(await rolesOf(userId)).includes("operator")) throw new AppError("FORBIDDEN", 403, "Operators only");
  });
}
