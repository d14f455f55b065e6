import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../../platform/auth";

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
