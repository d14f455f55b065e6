import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerModules } from "./modules";
import { businessMetrics } from "./modules/health/business-metrics";
import { createEventBus } from "./platform/bus";
import { type Clock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import { type Database, databaseName } from "./platform/db";
import { registerErrorHandling, sendNotFound } from "./platform/errors";
import { registerCompression } from "./platform/http/compression";
import { registerCsrfGuard } from "./platform/http/csrf";
import { logSerializers } from "./platform/http/log-redaction";
import { registerMetrics } from "./platform/http/metrics";
import { registerNulGuard } from "./platform/http/nul-guard";
import { registerOpenApi } from "./platform/http/openapi";
import { registerRateLimit } from "./platform/http/rate-limit";
import { registerSecurityHeaders } from "./platform/http/security-headers";
import { registerTlsDetection } from "./platform/http/tls";
import { registerWeb } from "./platform/http/web";
import { scheduleKeyPruning } from "./platform/idempotency";
import { createJobQueue } from "./platform/jobs";
import { createMessenger } from "./platform/mail";
import { outboxRoutes } from "./platform/outbox";
import { withSharedSecrets } from "./platform/secrets";

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Serve the React app too (off in API-only tests). */
  web?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole server: platform plugins, API modules and (optionally) the web app. Tests build it too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  // No secret has a default in the code: one the operator did not set is generated once and shared via the database.
  const config = await withSharedSecrets(database.db, options.config);
  const clock = options.clock ?? systemClock;
  const startedAt = clock.now().getTime();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: logSerializers,
      redact: ["req.headers.cookie", "req.headers.authorization", 'req.headers["x-session-id"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    // A caller's X-Request-Id is kept when it is safe to log; otherwise we make one.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s default is too short for a start on a busy machine (two apps migrating PGlite at once in tests).
    pluginTimeout: 60_000,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulGuard(app);
  registerMetrics(app, { config, database, collectors: [businessMetrics(database.db)] });
  // Synchronous (no promise, no extra tick): this runs on every response (docs/decisions/0221-request-pipeline-cost.md).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });

  // The page CSP is set per response by the web handler (it needs a nonce); the API serves JSON only.
  await registerSecurityHeaders(app, config.CONTENT_IFRAME_HOSTS);
  await registerCompression(app);
  await app.register(cookie);
  registerTlsDetection(app, config.TRUST_PROXY);
  registerCsrfGuard(app, config);
  const redisNamespace = config.REDIS_NAMESPACE ?? `vela:${await databaseName(database.db)}`;
  await registerRateLimit(app, config.REDIS_URL, redisNamespace);
  await registerOpenApi(app);

  if (config.TEST_SEAMS) {
    app.log.warn(
      "TEST_SEAMS=true: /api/test/* lets anyone choose game outcomes and kick-offs (e2e servers only)",
    );
  }
  const db = database.db;
  const bus = createEventBus({ redisUrl: config.REDIS_URL, namespace: redisNamespace });
  const messenger = createMessenger({ db, clock, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const jobs = createJobQueue({ db, clock, log: app.log });
  const ports = await registerModules(app, { config, database, db, clock, startedAt, bus, jobs, messenger });
  const { sessions, accounts, wallet, limits, bonus, providers } = ports;
  app.decorate("services", {
    config,
    database,
    db,
    clock,
    startedAt,
    bus,
    jobs,
    messenger,
    sessions,
    accounts,
    wallet,
    limits,
    bonus,
    providers,
  });
  await scheduleKeyPruning({ db, clock, jobs });
  if (config.NODE_ENV === "development" || config.DEV_OUTBOX) await app.register(outboxRoutes(db));

  // Any other /api path is a JSON 404, never a page. Not an endpoint, so not in the OpenAPI document.
  app.all("/api/*", { schema: { hide: true } }, (request, reply) => sendNotFound(request, reply));

  if (options.web) await registerWeb(app, config);
  if (config.JOBS_POLL_MS > 0) app.addHook("onReady", async () => jobs.start(config.JOBS_POLL_MS));
  // Close in reverse order: stop taking jobs, drop live subscriptions, then the database.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await bus.close();
    await database.close();
  });
  return app;
}
