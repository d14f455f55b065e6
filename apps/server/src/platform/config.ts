import path from "node:path";
import { PAYMENT_MODES, parseMajor } from "@casino/contract";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/**
 * Values that were once this project's built-in defaults, published in its source: anyone can sign with them, so
 * they are refused even when configured on purpose.
 */
const PUBLISHED_SECRETS = new Set(["whsec_sandbox_development_only", "sports_session_development_only"]);
/**
 * A shared secret with no default: unset = generated at first start and kept in the database (platform/secrets).
 * One that is set must be long enough to resist guessing and must not be a published one.
 */
const ownSecret = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .min(32)
    .refine(
      (value) => !PUBLISHED_SECRETS.has(value),
      "a value published in the project's source; set your own",
    )
    .optional(),
);
/** http(s) with no user or password in it: credentials have their own variables, which are never logged. */
const isPlainHttpUrl = (value: string) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url !== null && /^https?:$/.test(url.protocol) && !url.username && !url.password;
};
/** An amount of money in major units, exact to the cent (modules turn it into minor units with parseMajor). */
const majorAmount = (least: "positive" | "zero") =>
  (least === "positive" ? z.coerce.number().positive() : z.coerce.number().min(0)).refine(
    (value) => parseMajor(value) !== null,
    "an amount in major units with at most two decimals",
  );

/** Every setting of the server, read from the environment once. Each has a default that works on a fresh machine. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 in containers. */
  HOST: z.string().default("127.0.0.1"),
  /**
   * Prometheus metrics (`GET /metrics`) on a listener of their own on this port and HOST, for the scraper only;
   * unset = no such listener.
   */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /**
   * With it, `GET /metrics` also answers on the public port to `Authorization: Bearer <token>` (at least 32
   * characters); unset = never there (404).
   */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default("./data"),
  /** A PostgreSQL server; unset = embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: optionalUrl,
  /** Redis for cross-process events; unset = in-process events only. */
  REDIS_URL: optionalUrl,
  /**
   * Prefix of this deployment's events and counters in Redis; unset = "vela:" and the database's name, so every
   * process on one database shares them and a second deployment on the same Redis never hears them.
   */
  REDIS_NAMESPACE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,100}$/)
      .optional(),
  ),
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
  /**
   * A process keeps a session it read for at most this many ms (decision 0245); a change is announced on the bus at
   * once, so this is how long an ended session may still be taken when that announcement is lost. 0: read every time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** A staff member's read-only view of the site as a player ends this many minutes after it began. */
  IMPERSONATION_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
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
  /**
   * Mount the test-only seams under /api/test/ (a journey sets a player's provably-fair seed pair, moves an event's
   * kick-off) — for the e2e server only. Refused next to a real payment provider; the start-up logs a warning.
   */
  TEST_SEAMS: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v === "true"),
  /**
   * Load the demo players and content at start-up (idempotent). Unset = on with the sandbox provider, off with a
   * real one (the demo accounts' password is public and the demo bots hold money).
   */
  DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
  /**
   * Feed the progressive jackpot from the studio's rounds (and let them win it). The test harness turns it off so a
   * rare jackpot win cannot move a balance another test asserts; the jackpot tests drive their own jackpots.
   */
  JACKPOT_ENABLED: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v !== "false"),
  /** Sender address of e-mails. */
  MAIL_FROM: z.string().default("Vela <no-reply@vela.example>"),
  /** The operator's support mailbox: contact-form messages are e-mailed there. */
  SUPPORT_EMAIL: z.string().trim().email().default("support@vela.example"),
  /** Per IP: contact-form messages per hour (each sends two e-mails). */
  SUPPORT_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Payment provider adapter: `sandbox` (built-in test provider, the default outside production), `paymentiq` (the
   * payment intermediary) or `praxis` (the second provider). Each needs its own settings below (checked at start-up).
   * With `sandbox` the site is a demo: every page says so and no real money can come in.
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_MODES).default("sandbox"),
  /** Secret the sandbox provider signs its webhooks with; unset = generated once and shared through the database. */
  PSP_WEBHOOK_SECRET: ownSecret,
  /** Where the provider delivers webhooks; unset = this server's own address. */
  PSP_WEBHOOK_URL: optionalUrl,
  /** PaymentIQ: our merchant id at PIQ (required with PAYMENT_PROVIDER=paymentiq). */
  PAYMENTIQ_MERCHANT_ID: optionalString,
  /** PaymentIQ: the Basic-auth credentials PIQ sends on /api/paymentiq/* (its MerchantConfig apiIntegration…). */
  PAYMENTIQ_CALLBACK_USERNAME: optionalString,
  PAYMENTIQ_CALLBACK_PASSWORD: optionalString,
  /** PaymentIQ: secret that signs the cashier session ids we hand to PIQ (at least 16 characters). */
  PAYMENTIQ_SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** PaymentIQ: Front API base (payouts); the live one is https://api.paymentiq.io/paymentiq. */
  PAYMENTIQ_API_URL: z.string().url().default("https://test-api.paymentiq.io/paymentiq"),
  /** PaymentIQ: the hosted Cashier the player is sent to. */
  PAYMENTIQ_CASHIER_URL: z.string().url().default("https://pay.paymentiq.io/cashier/master/"),
  /** PaymentIQ: `test` or `production` environment of the Cashier. */
  PAYMENTIQ_ENVIRONMENT: z.enum(["test", "production"]).default("test"),
  /** PaymentIQ: Front API provider path for payouts (`bank` = back to the account the player deposited from). */
  PAYMENTIQ_PAYOUT_METHOD: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default("bank"),
  /** Praxis: merchant id, application key and merchant secret (required with PAYMENT_PROVIDER=praxis). */
  PRAXIS_MERCHANT_ID: optionalString,
  PRAXIS_APPLICATION_KEY: optionalString,
  PRAXIS_MERCHANT_SECRET: optionalString,
  /** Praxis: gateway origin; the live one is https://gw.praxisgate.com. */
  PRAXIS_API_URL: z.string().url().default("https://pci-gw-test.praxispay.com"),
  /** Deposit bounds, in major units of the player's currency. */
  CASHIER_MIN_DEPOSIT: z.coerce.number().positive().default(5),
  CASHIER_MAX_DEPOSIT: z.coerce.number().positive().default(10_000),
  CASHIER_MIN_WITHDRAWAL: z.coerce.number().positive().default(10),
  CASHIER_MAX_WITHDRAWAL: z.coerce.number().positive().default(50_000),
  /** Withdrawals up to this amount are approved automatically; above it an operator decides. */
  WITHDRAWAL_AUTO_APPROVE_MAX: z.coerce.number().min(0).default(500),
  /** Staff money corrections above this amount (major units, either sign) wait for a second staff member. */
  ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().min(0).default(100),
  /**
   * How long a deposit's provider checkout stays open, in minutes: a deposit not paid by then is EXPIRED and stops
   * counting against deposit limits (a late payment is still credited). The sandbox provider closes its page then.
   */
  DEPOSIT_SESSION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Heartbeat of live streams (SSE), in milliseconds; the session is re-checked at each beat. */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Game providers: a provider's round still open after this many minutes is listed for the operator. */
  PROVIDER_OPEN_ROUND_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * The reference studio (apps/reference-studio) to register as a game provider at start-up, e.g.
   * http://127.0.0.1:3100 — `npm run dev` and the e2e server set it; unset = none (docs/decisions/0195).
   */
  REFERENCE_STUDIO_URL: optionalUrl,
  /** The shared secret of the reference studio; required with REFERENCE_STUDIO_URL, never defaulted. */
  REFERENCE_STUDIO_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Poll interval of the job worker, in milliseconds; 0 disables the worker (tests drain it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(500),
  /**
   * The default responsible-gambling rules: those of players whose country of residence has no rules of its own
   * (Malta, Ireland, Canada, …). `default` (the rules every profile shares; the default), `uk` (UKGC RTS: no
   * autoplay, 2.5 s between rounds, a deposit-limit prompt before the first deposit), `de` (GlüStV 2021: a monthly
   * deposit limit ≤ 1,000 EUR before depositing, 1 EUR slot stakes, 5 s between rounds, no autoplay) or `ro` (ONJN:
   * the national self-exclusion register at login). It no longer switches the whole site: players living in GB, DE
   * or RO always get their own country's rules (limits/jurisdiction.ts COUNTRY_RULES), whatever this says.
   * docs/product/responsible-gambling.md#jurisdictions, docs/decisions/0032-rules-by-country-of-residence.md.
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
  /** The sportsbook's built-in odds feed: `on` or `off`; unset = on, except under NODE_ENV=test (tests drive it). */
  SPORTS_FEED: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).optional()),
  /** Match time per real time of the built-in feed: 1 = real time, 60 = a football match in 90 seconds. */
  SPORTS_TIME_SCALE: z.coerce.number().min(0.01).max(10_000).default(1),
  /** Live-casino tables: how long each round takes bets, in seconds (then "no more bets"). */
  TABLE_BETTING_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Live-casino tables: from "no more bets" to the result, in seconds (the wheel spins). */
  TABLE_SPIN_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** How often the built-in feed advances its matches, in milliseconds. */
  SPORTS_TICK_MS: z.coerce.number().int().min(50).default(1000),
  /** How often the built-in feed reprices open markets without a match event, in milliseconds. */
  SPORTS_REPRICE_MS: z.coerce.number().int().min(100).default(5000),
  /** The book's overround: the implied probabilities of a market's odds sum to about this. */
  SPORTS_OVERROUND: z.coerce.number().min(1).max(1.5).default(1.06),
  /** In-play bets wait this long, then are checked again before they are accepted (milliseconds). */
  SPORTS_LIVE_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  /** Stake bounds of one bet (a system bet: its total), and the largest payout of one bet, in major units. */
  SPORTS_MIN_STAKE: majorAmount("positive").default(0.1),
  SPORTS_MAX_STAKE: majorAmount("positive").default(5000),
  SPORTS_MAX_PAYOUT: majorAmount("positive").default(250_000),
  /** Share of a bet's fair value the book keeps when it buys the bet back (cash-out), 0 … 0.5. */
  SPORTS_CASHOUT_MARGIN: z.coerce.number().min(0).max(0.5).default(0.05),
  /** Secret the sports-session token is derived from (HMAC of the player session); unset = generated and shared. */
  SPORTS_SESSION_SECRET: ownSecret,
  /** Largest KYC document accepted, in bytes (images or PDF). */
  KYC_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /**
   * An S3-compatible store for KYC documents (AWS S3, MinIO, Ceph, R2), addressed path-style; unset = DATA_DIR/kyc.
   * With it, KYC_S3_BUCKET, KYC_S3_ACCESS_KEY_ID and KYC_S3_SECRET_ACCESS_KEY are required (checked at start-up).
   */
  KYC_S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.string().refine(isPlainHttpUrl, "an http(s) URL without user or password").optional(),
  ),
  /** The bucket; it must not be public (files are served only through the API). */
  KYC_S3_BUCKET: optionalString,
  /** The signing region: the bucket's on AWS, `us-east-1` for MinIO and Ceph, `auto` for R2. */
  KYC_S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  /** A key allowed to put, get and delete objects in the bucket. The secret is never logged nor shown in errors. */
  KYC_S3_ACCESS_KEY_ID: optionalString,
  KYC_S3_SECRET_ACCESS_KEY: optionalString,
  /** Folder of the documents in the bucket, ending in '/'; empty = the bucket's root. */
  KYC_S3_PREFIX: z
    .string()
    .regex(/^(?:[\w-][\w.-]*\/)*$/, "folders of letters, digits, '-', '_' or '.', each ending in '/'")
    .default("kyc/"),
  /** Withdrawals above this lifetime total (major units) need an approved identity document (AMLD: 2,000). */
  KYC_WITHDRAWAL_LIFETIME_LIMIT: majorAmount("zero").default(2000),
  /**
   * The merchant id of the identity check (docs/product/compliance.md#kyc-status: fixed); a kycStatus call naming
   * another is refused.
   */
  KYC_MERCHANT_ID: z.string().min(1).default("vela"),
  /** While an account is under risk review, withdrawals above this (major units) wait for an operator. */
  RISK_REVIEW_HOLD_ABOVE: majorAmount("zero").default(100),
  /** Keep the affiliate marker of an affiliate link (?btag=) until sign-up (docs/product/affiliate.md#links). */
  AFFILIATE_SYNC: z
    .preprocess(emptyToUndefined, z.enum(["true", "false"]).optional())
    .transform((v) => v !== "false"),
  /** How long the affiliate marker cookie lasts, in days. */
  AFFILIATE_COOKIE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Affiliates' share of their referred players' net gaming revenue, 0 … 1. */
  AFFILIATE_REVENUE_SHARE: z.coerce.number().min(0).max(1).default(0.25),
});

type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<ParsedConfig, "DEMO_DATA"> & { DEMO_DATA: boolean; dataDir: string };
/** The secrets every process of a deployment shares: configured, else generated once (platform/secrets). */
export type SharedSecrets = { PSP_WEBHOOK_SECRET: string; SPORTS_SESSION_SECRET: string };
/** The configuration the app runs with once its shared secrets are known (buildApp resolves them). */
export type AppConfig = Config & SharedSecrets;

/** The settings each payment provider needs: required only when that provider is selected. */
const PAYMENT_PROVIDER_SETTINGS = {
  sandbox: [],
  paymentiq: [
    "PAYMENTIQ_MERCHANT_ID",
    "PAYMENTIQ_CALLBACK_USERNAME",
    "PAYMENTIQ_CALLBACK_PASSWORD",
    "PAYMENTIQ_SESSION_SECRET",
  ],
  praxis: ["PRAXIS_MERCHANT_ID", "PRAXIS_APPLICATION_KEY", "PRAXIS_MERCHANT_SECRET"],
} as const;

function paymentProviderSettings(config: ParsedConfig, ctx: z.RefinementCtx<unknown>): void {
  for (const name of PAYMENT_PROVIDER_SETTINGS[config.PAYMENT_PROVIDER]) {
    if (!config[name]) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `required when PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER}`,
      });
    }
  }
  // The demo accounts' password is in the README and the demo bots are funded: never next to real money.
  if (config.PAYMENT_PROVIDER !== "sandbox" && config.DEMO_DATA === "true") {
    ctx.addIssue({
      code: "custom",
      path: ["DEMO_DATA"],
      message: `must be false when PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} (demo accounts have a public password)`,
    });
  }
  // A seam that chooses game outcomes or moves kick-offs must never sit next to real money.
  if (config.PAYMENT_PROVIDER !== "sandbox" && config.TEST_SEAMS) {
    ctx.addIssue({
      code: "custom",
      path: ["TEST_SEAMS"],
      message: `must be false when PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} (test seams choose game outcomes)`,
    });
  }
}

/** The S3 settings needed once KYC_S3_ENDPOINT is set. Issues name the variables, never their values. */
const KYC_S3_SETTINGS = ["KYC_S3_BUCKET", "KYC_S3_ACCESS_KEY_ID", "KYC_S3_SECRET_ACCESS_KEY"] as const;

function kycStoreSettings(config: ParsedConfig, ctx: z.RefinementCtx<unknown>): void {
  if (!config.KYC_S3_ENDPOINT) return;
  for (const name of KYC_S3_SETTINGS) {
    if (!config[name])
      ctx.addIssue({ code: "custom", path: [name], message: "required when KYC_S3_ENDPOINT is set" });
  }
}

/** The reference studio is registered with the secret it was started with, so both must be given. */
function referenceStudioSettings(config: ParsedConfig, ctx: z.RefinementCtx<unknown>): void {
  if (config.REFERENCE_STUDIO_URL && !config.REFERENCE_STUDIO_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["REFERENCE_STUDIO_SECRET"],
      message: "required when REFERENCE_STUDIO_URL is set",
    });
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.superRefine(paymentProviderSettings)
    .superRefine(kycStoreSettings)
    .superRefine(referenceStudioSettings)
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { DEMO_DATA, ...rest } = parsed.data;
  return {
    ...rest,
    DEMO_DATA: DEMO_DATA === undefined ? rest.PAYMENT_PROVIDER === "sandbox" : DEMO_DATA === "true",
    dataDir: path.resolve(rest.DATA_DIR),
  };
}
