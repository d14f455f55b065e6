import { z } from "zod";
import { route } from "./route";

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

/** Method and path of every health endpoint: the server registers them, the web calls through them. */
export const healthApi = {
  getHealth: route("GET", "/api/health"),
} as const;
