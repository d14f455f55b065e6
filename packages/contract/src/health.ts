import { z } from "zod";

/** The payment providers the server can take money through; `sandbox` is the built-in test one (a demo site). */
export const PAYMENT_MODES = ["sandbox", "paymentiq", "praxis"] as const;
export const PaymentMode = z.enum(PAYMENT_MODES);
export type PaymentMode = z.infer<typeof PaymentMode>;

/** GET /api/health */
export const HealthResponse = z.object({
  /** `ok` when the database answers, `degraded` otherwise. */
  status: z.enum(["ok", "degraded"]),
  /** Which database the process runs on: embedded PGlite or a PostgreSQL server. */
  db: z.enum(["pglite", "postgres"]),
  /** The server's package version. */
  version: z.string(),
  /** Seconds since the process started. */
  uptimeSeconds: z.number().int().nonnegative(),
  /** The payment provider in use: `sandbox` means a demo site (test cards only, no real money). */
  payments: PaymentMode,
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/live: the process is up and its event loop turns (no database is asked). */
export const HealthLiveResponse = z.object({
  status: z.literal("live"),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthLiveResponse = z.infer<typeof HealthLiveResponse>;

/** GET /api/health/ready: whether this process should get traffic; 503 with the failing checks when not. */
export const HealthReadyResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    /** The database answers. */
    database: z.boolean(),
    /** Every migration this build carries is applied. */
    migrations: z.boolean(),
    /**
     * Redis answers (true when the deployment runs without Redis: one process needs none). Once it has answered, a
     * later outage is reported here but leaves the process ready: only live events degrade.
     */
    redis: z.boolean(),
  }),
  /** Which process drives the built-in odds feed and until when (informational: any process may take it over). */
  feedLease: z.object({ holder: z.string(), until: z.string() }).nullable(),
});
export type HealthReadyResponse = z.infer<typeof HealthReadyResponse>;
