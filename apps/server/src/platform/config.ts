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
  /** Per IP: login (and password-change) attempts per minute. */
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Per account (or tried name): failed logins that lock it for the rest of the window. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Per account: the window, in minutes, in which failed logins are counted. */
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Per IP: password-reset and verification e-mails requested per 15 minutes. */
  MAIL_IP_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(5),
  /** Per IP: SMS codes sent per 15 minutes. */
  SMS_IP_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(5),
  /** Per IP: username/e-mail/mobile/CNP validation calls per minute (slows down account enumeration). */
  VALIDATE_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
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
  /** Payment provider adapter: `sandbox` (built-in test provider, the default outside production). */
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /** Secret shared with the payment provider for webhook signatures. Set a real one in production. */
  PSP_WEBHOOK_SECRET: z.string().min(16).default("whsec_sandbox_development_only"),
  /** Where the provider delivers webhooks; unset = this server's own address. */
  PSP_WEBHOOK_URL: optionalUrl,
  /** Deposit bounds, in major units of the player's currency. */
  CASHIER_MIN_DEPOSIT: z.coerce.number().positive().default(5),
  CASHIER_MAX_DEPOSIT: z.coerce.number().positive().default(10_000),
  CASHIER_MIN_WITHDRAWAL: z.coerce.number().positive().default(10),
  CASHIER_MAX_WITHDRAWAL: z.coerce.number().positive().default(50_000),
  /** Withdrawals up to this amount are approved automatically; above it an operator decides. */
  WITHDRAWAL_AUTO_APPROVE_MAX: z.coerce.number().min(0).default(500),
  /** Heartbeat of live streams (SSE), in milliseconds; the session is re-checked at each beat. */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Poll interval of the job worker, in milliseconds; 0 disables the worker (tests drain it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(500),
  /**
   * The licence's responsible-gambling profile: `de` (GlüStV 2021), `uk` (UKGC RTS), `ro` (ONJN register), or
   * `default` (the rules every profile shares). See docs/decisions.md.
   */
  JURISDICTION: z.enum(["default", "uk", "de", "ro"]).default("default"),
  /** Accept POST /api/reportI18n (missing translation keys reported by the web app); off = 404. */
  I18N_REPORTING: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v === "true"),
  /** Comma-separated hosts whose https iframes CMS HTML may embed (e.g. a video host); none by default. */
  CONTENT_IFRAME_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
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
