import { z } from "zod";

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
});
export type HealthResponse = z.infer<typeof HealthResponse>;
