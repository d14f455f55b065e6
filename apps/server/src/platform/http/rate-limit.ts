import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { Redis } from "ioredis";
import { tooManyRequests } from "../errors";

/**
 * Per-IP request limits (@fastify/rate-limit). Nothing is limited by default: a route opts in with
 * `onRequest: ipLimit(app, name, …)`. Over the limit the caller gets our usual error body, code RATE_LIMITED, with
 * Retry-After. With REDIS_URL the counters live in Redis, so N processes allow the figure once, not N times;
 * without it (one process) they live in this process's memory. If Redis cannot be reached the request is let
 * through and logged rather than failed: the per-account login throttle, kept in the database by the session
 * module, still holds.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
  /** Keeps the counters apart from any other application or deployment on the same Redis. */
  namespace = "vela",
): Promise<void> {
  // Short timeouts: a slow Redis must not hold up a login for seconds (the plugin's own advice).
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on("error", (err) => app.log.warn({ err: err.message }, "rate-limit store unreachable"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${namespace}:rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}

/**
 * One per-IP counter called `name`: at most `max` requests per `windowMs`. Give the same handler to several routes
 * to make them share the counter (e.g. sending and re-sending an SMS). The name keeps counters apart in the shared
 * store and must be unique per counter.
 */
export function ipLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
): onRequestHookHandler {
  return app.rateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  }) as onRequestHookHandler;
}
