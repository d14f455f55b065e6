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
  /** A session ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  /** A session ends this many hours after login, whatever the activity. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  /** Log the player in right after sign-up instead of asking them to confirm their e-mail first. */
  AUTO_LOGIN_AFTER_SIGNUP: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v !== "false"),
  /** Mount the dev outbox (/dev/outbox) outside development too — for the e2e server only, never in production. */
  DEV_OUTBOX: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v === "true"),
  /** Load the demo players and content at start-up (idempotent). */
  DEMO_DATA: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v !== "false"),
  /** Sender address of e-mails. */
  MAIL_FROM: z.string().default("Vela <no-reply@vela.example>"),
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
