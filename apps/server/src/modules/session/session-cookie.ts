import type { FastifyReply, FastifyRequest } from "fastify";
import { IMPERSONATION_COOKIE, SESSION_COOKIE } from "../../platform/auth";

/**
 * The `sid` cookie: HttpOnly (scripts never see the session id), SameSite=Lax (no cross-site writes), Secure
 * whenever the request came over https, and living as long as the session's absolute expiry.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxHours: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.overTls,
    maxAge: maxHours * 3600,
  });
}

/** Removes the `sid` cookie (same attributes, so every browser drops it). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.overTls,
  });
}

/**
 * The `isid` cookie of an impersonation (docs/decisions/0211-impersonation-read-only.md): like `sid`, HttpOnly and
 * SameSite=Lax, living as long as the impersonation; the staff member's own `sid` stays as it is beside it.
 */
export function setImpersonationCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  reply.setCookie(IMPERSONATION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.overTls,
    maxAge: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

/** Removes the `isid` cookie: the browser is the staff member's own again. */
export function clearImpersonationCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(IMPERSONATION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.overTls,
  });
}
