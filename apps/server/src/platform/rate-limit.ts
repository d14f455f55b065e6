import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { tooManyRequests } from "./errors";

/**
 * Per-IP request limits (@fastify/rate-limit). Nothing is limited by default: a route opts in with
 * `onRequest: ipLimit(app, …)`. Over the limit the caller gets our usual error body, code RATE_LIMITED, with
 * Retry-After. Counters live in this process's memory; the per-account login throttle, which must hold across
 * processes, is kept in the database by the session module.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}

/**
 * One per-IP counter: at most `max` requests per `windowMs`. Give the same handler to several routes to make
 * them share the counter (e.g. sending and re-sending an SMS).
 */
export function ipLimit(app: FastifyInstance, max: number, windowMs: number): onRequestHookHandler {
  return app.rateLimit({ max, timeWindow: windowMs }) as onRequestHookHandler;
}
