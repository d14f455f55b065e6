import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());

/** Every setting of the server, read from the environment once. Each has a default that works on a fresh machine. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 in containers. */
  HOST: z.string().default("127.0.0.1"),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default("./data"),
  /** A PostgreSQL server; unset = embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: optionalUrl,
  /** Redis for cross-process events; unset = in-process events only. */
  REDIS_URL: optionalUrl,
  /** SMTP server for mail; unset = mail goes to the dev outbox. */
  SMTP_URL: optionalUrl,
  /** The site's public origin, used in links sent by e-mail. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** pino log level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Country assumed when a request carries no country header. */
  DEFAULT_COUNTRY: z.string().length(2).default("GB"),
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v === "true"),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
