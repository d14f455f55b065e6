import { type Permission, permissionsOf } from "@casino/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { isApiCall } from "./http/api-path";

/** Who is calling: the live session behind the `sid` cookie or the X-Session-Id header. */
export interface SessionPrincipal {
  token: string;
  userId: string;
  /** May only read and answer consents (restrictions flow). */
  restricted: boolean;
  locale: string;
  loginTime: Date;
  /**
   * Set when a staff member is seeing the site as this player (docs/decisions/0211-impersonation-read-only.md):
   * every state-changing call but the few routes that allow it is refused with IMPERSONATION_READ_ONLY.
   */
  impersonation?: { staffId: string; expiresAt: Date } | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook; null for guests. */
    principal: SessionPrincipal | null;
  }
}

export const SESSION_COOKIE = "sid";
/**
 * The impersonation session's cookie: beside the staff member's own `sid`, which it leaves alone, and read before it,
 * so while it lives the site answers as the player (docs/decisions/0211-impersonation-read-only.md).
 */
export const IMPERSONATION_COOKIE = "isid";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type SessionResolver = (token: string) => Promise<SessionPrincipal | null>;

/**
 * Resolves the caller's session once per /api request. The web app sends the HttpOnly `sid` cookie; other clients
 * send X-Session-Id (and X-User-Id, which must name the session's own user, else 401).
 */
export function registerAuth(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest("principal", null);
  // A request without a token (a guest, a probe, a page's asset) is passed on synchronously: no promise, no tick.
  app.addHook("onRequest", (request, reply, done) => {
    if (!isApiCall(request.url)) return done();
    const token = sessionToken(request);
    if (!token) return done();
    authenticate(request, reply, token).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const principal = await resolve(token);
    if (!principal && token === request.cookies?.[IMPERSONATION_COOKIE]) {
      // The impersonation is over (expired or ended): drop its cookie. This one request stays a guest's, so nothing
      // meant for the player is done as the staff member; the next one is the staff member's own again.
      reply.clearCookie(IMPERSONATION_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: request.overTls,
      });
    }
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
    refuseWhileImpersonating(request);
  }
}

/**
 * Impersonation is read-only, enforced here once for every route: a state-changing request (anything but GET, HEAD
 * and OPTIONS) from an impersonation session is refused with 403 IMPERSONATION_READ_ONLY before its body is parsed or
 * validated, unless the route declares `config: { whileImpersonating: "allowed" }` (logout and ending the
 * impersonation). Deny by default: a new deposit, bet or setting is covered without knowing about impersonation.
 */
function refuseWhileImpersonating(request: FastifyRequest): void {
  if (!request.principal?.impersonation || SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config.whileImpersonating === "allowed") return;
  throw new AppError(
    "IMPERSONATION_READ_ONLY",
    403,
    "You are viewing the site as this player: money and account changes are off",
  );
}

/** The session token of the request: X-Session-Id, else the impersonation cookie, else the `sid` cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers["x-session-id"];
  if (typeof header === "string" && header) return header;
  return request.cookies?.[IMPERSONATION_COOKIE] || request.cookies?.[SESSION_COOKIE] || undefined;
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

/** The staff member behind an `/api/admin/*` request, set by the staff guard once it has let the request through. */
export interface StaffPrincipal {
  userId: string;
  /** Their staff roles when the request arrived (recorded with every audited action). */
  roles: string[];
  ip: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the staff guard on `/api/admin/*` requests it let through; null elsewhere. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The permission an `/api/admin/*` route needs (docs/product/back-office.md#roles). */
    permission?: Permission;
    /**
     * A state-changing route that an impersonation session may still call (logout, ending the impersonation);
     * every other one is refused to it (docs/decisions/0211-impersonation-read-only.md).
     */
    whileImpersonating?: "allowed";
  }
}

const isAdminUrl = (url: string) => url.startsWith("/api/admin/") || url.split("?")[0] === "/api/admin";

/**
 * Every `/api/admin/` route declares the permission it needs in its route config (`config: { permission }`); the
 * guard checks it against the caller's roles as the request arrives, before any schema is applied, so a caller
 * without the right gets 401/403 and learns nothing about what the route expects (authorisation before validation).
 * Deny by default: a path that declares no permission (an unknown one too) is refused to everybody.
 */
export function registerStaffGuard(
  app: FastifyInstance,
  rolesOf: (userId: string) => Promise<string[]>,
): void {
  app.decorateRequest("staff", null);
  // Any other request is passed on synchronously: no promise, no tick.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!isAdminUrl(request.url)) return done();
    guard(request).then(() => done(), done);
  });

  async function guard(request: FastifyRequest): Promise<void> {
    const { userId, impersonation } = requirePlayer(request);
    // Seeing the site as a player never lends the console that player's roles, nor keeps the staff member's own.
    if (impersonation) throw new AppError("FORBIDDEN", 403, "End the impersonation to use the back office");
    const roles = await rolesOf(userId);
    const allowed = permissionsOf(roles);
    if (allowed.size === 0) throw new AppError("FORBIDDEN", 403, "Staff only");
    const needed = request.routeOptions.config.permission;
    if (!needed || !allowed.has(needed)) throw new AppError("FORBIDDEN", 403, "Your roles do not allow this");
    request.staff = { userId, roles: roles.filter((role) => role !== "player"), ip: request.ip };
  }
}

/** The staff member of an `/api/admin/*` request (the guard has checked their permission). */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError("FORBIDDEN", 403, "Staff only");
  return request.staff;
}
