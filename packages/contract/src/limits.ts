import { z } from "zod";
import { LIMIT_PERIODS } from "./limits.api";

/** The window a limit counts in; windows start at Europe/Amsterdam midnight, Monday, the 1st (UKGC RTS 12). */
export const LimitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** The kinds of limit; also the `{type}` of DELETE /api/user/limits/{type} (the plural keys are accepted too). */
export const LimitType = z.enum(["deposit", "wagering", "loss", "session"]);
export type LimitType = z.infer<typeof LimitType>;

/**
 * A limit amount as sent, in major units; strings are converted to numbers
 * (docs/product/responsible-gambling.md#limits), at most two decimals.
 */
const LimitAmount = z.union([z.number(), z.string().trim().min(1)]);

/** One money limit in PUT /api/user/limits. */
export const MoneyLimitInput = z.object({
  /** The window it applies to. */
  period: LimitPeriod,
  /** The most per window, in major units, e.g. 100 or "100.50". */
  amount: LimitAmount,
  /** ISO 4217; when given it must be the account's currency. */
  currency: z.string().length(3).toUpperCase().optional(),
});
export type MoneyLimitInput = z.input<typeof MoneyLimitInput>;

const MoneyLimitList = z
  .array(MoneyLimitInput)
  .min(1)
  .max(3)
  .refine((items) => new Set(items.map((i) => i.period)).size === items.length, "One limit per period");

/** Cool-off periods (MGA: time-outs from 24 hours up to 6 weeks). */
export const CoolOffPeriod = z.enum(["24h", "7d", "30d", "6w"]);
export type CoolOffPeriod = z.infer<typeof CoolOffPeriod>;

/** Self-exclusion periods (UKGC LCCP SR 3.5.3: at least 6 months; up to 5 years, or permanent). */
export const SelfExclusionPeriod = z.enum(["6m", "1y", "2y", "5y", "permanent"]);
export type SelfExclusionPeriod = z.infer<typeof SelfExclusionPeriod>;

/** A chosen end date (YYYY-MM-DD, ends at 00:00 Europe/Amsterdam, or an ISO instant); "" or null = none chosen. */
const ExpiryDate = z
  .union([z.string().trim(), z.null()])
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, "Use YYYY-MM-DD or an ISO date-time")
      .refine((v) => !Number.isNaN(Date.parse(v)), "Not a real date")
      .optional(),
  );

const FreeText = (max: number) => z.string().trim().max(max).optional();

/** The cool-off body of PUT /api/user/limits (docs/product/responsible-gambling.md#cool-off). */
export const CoolOffRequest = z.object({
  /** How long the break lasts (see GET /api/user/limits/coolOffSettings). */
  period: CoolOffPeriod,
  /**
   * Always true: the player is always told by e-mail (docs/product/responsible-gambling.md#self-exclusion); accepted
   * and ignored.
   */
  sendNotificationEmail: z.boolean().optional(),
  /** Why the player takes a break; a default is stored when empty. */
  coolOffReason: FreeText(200),
  /** Free text about the reason. */
  coolOffDescription: FreeText(1000),
  /** What the player was unhappy with, if anything. */
  unsatisfiedReason: FreeText(200),
  /** Free text about what they were unhappy with. */
  unsatisfiedDescription: FreeText(1000),
  /** Only when the player picked a date; it replaces the period's end (24 hours to 6 weeks away). */
  expiryDate: ExpiryDate,
});
export type CoolOffRequest = z.input<typeof CoolOffRequest>;

/** The self-exclusion body of PUT /api/user/limits (docs/product/responsible-gambling.md#self-exclusion). */
export const SelfExclusionRequest = z.object({
  /** How long (see GET /api/user/limits/selfExclusionSettings); "permanent" never ends. */
  period: SelfExclusionPeriod,
  /** Always true (docs/product/responsible-gambling.md#self-exclusion); accepted and ignored. */
  sendNotificationEmail: z.boolean().optional(),
  /** Why; a default is stored when empty (docs/product/responsible-gambling.md#self-exclusion). */
  selfExclusionReason: FreeText(200),
  /** Only when the player picked a date; it replaces the period's end (6 months to 5 years away). */
  expiryDate: ExpiryDate,
});
export type SelfExclusionRequest = z.input<typeof SelfExclusionRequest>;

const BODY_KEYS = [
  "depositLimits",
  "wageringLimits",
  "lossLimits",
  "sessionLimit",
  "coolOff",
  "selfExclusion",
];

/** PUT /api/user/limits: exactly one of the six settings per request. */
export const LimitsUpdateRequest = z
  .object({
    /** Deposit limits to set, one per period. */
    depositLimits: MoneyLimitList.optional(),
    /** Wagering (total stakes) limits to set. */
    wageringLimits: MoneyLimitList.optional(),
    /** Loss (stakes minus wins) limits to set. */
    lossLimits: MoneyLimitList.optional(),
    /** Session (cumulative logged-in time) limit in minutes. */
    sessionLimit: z.number().int().min(1).max(44_640).optional(),
    /** The unit of sessionLimit: always minute (docs/product/responsible-gambling.md#session-limit). */
    sessionLimitUnit: z.literal("minute").optional(),
    /** The window of sessionLimit; default daily. */
    period: LimitPeriod.optional(),
    /** Start a cool-off. */
    coolOff: CoolOffRequest.optional(),
    /** Start a self-exclusion. */
    selfExclusion: SelfExclusionRequest.optional(),
  })
  .superRefine((body, ctx) => {
    const given = BODY_KEYS.filter((key) => body[key as keyof typeof body] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: "custom", message: `Send exactly one of ${BODY_KEYS.join(", ")}` });
    }
    if (body.sessionLimit !== undefined && body.sessionLimitUnit !== "minute") {
      ctx.addIssue({ code: "custom", path: ["sessionLimitUnit"], message: 'Must be "minute"' });
    }
    if (
      body.sessionLimit === undefined &&
      (body.period !== undefined || body.sessionLimitUnit !== undefined)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["period"],
        message: "period and sessionLimitUnit go with sessionLimit",
      });
    }
  });
export type LimitsUpdateRequest = z.input<typeof LimitsUpdateRequest>;

/** DELETE /api/user/limits/{type}?periods=daily,weekly (no periods = every period). */
export const LimitsDeleteParams = z.object({
  /** deposit | wagering | loss | session, or depositLimits | wageringLimits | lossLimits | sessionLimits. */
  type: z.string(),
});
export const LimitsDeleteQuery = z.object({
  /** Comma-separated periods to remove; all when absent. */
  periods: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((p) => p.trim()) : undefined))
    .pipe(z.array(LimitPeriod).min(1).optional()),
});

/** A change waiting out the 24-hour cooling-off of an increase or removal (UKGC RTS 12). */
export const PendingMoneyLimit = z.object({
  /** The amount that will apply; null = the limit will be removed. */
  amount: z.number().nullable(),
  /** When it takes effect (ISO). */
  effectiveAt: z.string(),
});

/** One money limit as in force now. */
export const MoneyLimit = z.object({
  /** The window. */
  period: LimitPeriod,
  /** The limit, major units. */
  amount: z.number(),
  /** ISO 4217. */
  currency: z.string(),
  /** Counted so far in the current window (deposits; stakes; or stakes minus wins, never below 0). */
  used: z.number(),
  /** amount − used, never below 0. */
  remaining: z.number(),
  /** When the current window ends (ISO). */
  resetsAt: z.string(),
  /** A pending increase or removal, or null. */
  pending: PendingMoneyLimit.nullable(),
});
export type MoneyLimit = z.infer<typeof MoneyLimit>;

/** A pending session-limit change. */
export const PendingSessionLimit = z.object({
  /** Minutes that will apply; null = the limit will be removed. */
  minutes: z.number().int().nullable(),
  /** When it takes effect (ISO). */
  effectiveAt: z.string(),
});

/** One cumulative session limit (docs/product/responsible-gambling.md#session-limit). */
export const SessionLimit = z.object({
  /** The window. */
  period: LimitPeriod,
  /** Logged-in minutes allowed per window. */
  minutes: z.number().int(),
  /** Minutes logged in so far in this window (all devices, overlaps counted once). */
  used: z.number().int(),
  /** minutes − used, never below 0. */
  remaining: z.number().int(),
  /** When the current window ends (ISO). */
  resetsAt: z.string(),
  /** A pending increase or removal, or null. */
  pending: PendingSessionLimit.nullable(),
});
export type SessionLimit = z.infer<typeof SessionLimit>;

/** An active cool-off or self-exclusion. */
export const ExclusionStatus = z.object({
  /** The period key chosen, e.g. "7d" or "permanent". */
  period: z.string(),
  /** When it began (ISO). */
  startedAt: z.string(),
  /** When it ends (ISO); null = permanent. */
  endsAt: z.string().nullable(),
  /** The reason stored (a default when none was given). */
  reason: z.string(),
});
export type ExclusionStatus = z.infer<typeof ExclusionStatus>;

/**
 * The responsible-gambling rules the player plays under: those of their country of residence (GB → uk, DE → de,
 * RO → ro), else the deployment's default. Part of the session answer, so games can keep to them.
 */
export const PlayerRulesView = z.object({
  /** Which set of rules: default, uk (UKGC), de (GlüStV 2021) or ro (ONJN). */
  jurisdiction: z.enum(["default", "uk", "de", "ro"]),
  /** Autoplay may be offered. */
  autoplay: z.boolean(),
  /** The least time between the starts of two real-money casino rounds, in ms; null = none. */
  minRoundGapMs: z.number().int().nullable(),
  /** The highest stake of one slot round (major units of the account currency); null = no cap. */
  maxSlotStake: z.number().nullable(),
});
export type PlayerRulesView = z.infer<typeof PlayerRulesView>;

/** GET /api/user/limits (also the answer of PUT and DELETE). */
export const LimitsResponse = z.object({
  /** Deposit limits in force, one per period. */
  depositLimits: z.array(MoneyLimit),
  /** Wagering limits in force. */
  wageringLimits: z.array(MoneyLimit),
  /** Loss limits in force. */
  lossLimits: z.array(MoneyLimit),
  /** Session-time limits in force. */
  sessionLimits: z.array(SessionLimit),
  /** The active cool-off, or null. */
  coolOff: ExclusionStatus.nullable(),
  /** The active self-exclusion, or null. */
  selfExclusion: ExclusionStatus.nullable(),
  /** The account currency of the money limits. */
  currency: z.string(),
  /** Ask the player to set a deposit limit now (UK: before the first deposit). */
  promptForLimit: z.boolean(),
  /** Deposits are refused until a monthly deposit limit of at most maxMonthlyDepositLimit exists (Germany). */
  depositLimitRequired: z.boolean(),
  /** The highest monthly deposit limit allowed here (Germany: 1,000 EUR), or null. */
  maxMonthlyDepositLimit: z.number().nullable(),
  /** True when this request ended the player's sessions (cool-off, self-exclusion): show the goodbye screen. */
  loggedOut: z.boolean().optional(),
});
export type LimitsResponse = z.infer<typeof LimitsResponse>;

/** One choosable cool-off or self-exclusion period. */
export const ExclusionPeriodOption = z.object({
  /** Machine key to send back as `period`. */
  key: z.string(),
  /** English label; the web app shows its own text for the key. */
  label: z.string(),
});

/** GET /api/user/limits/coolOffSettings and /selfExclusionSettings. */
export const ExclusionSettingsResponse = z.object({
  /** The periods to offer, shortest first. */
  periods: z.array(ExclusionPeriodOption),
});

/**
 * GET /api/user/limits/sessionSummary: the current session for the reality check
 * (docs/product/responsible-gambling.md#reality-check).
 */
export const SessionSummaryResponse = z.object({
  /** When this session logged in (ISO). */
  loginTime: z.string(),
  /** Whole minutes since loginTime. */
  minutesLoggedIn: z.number().int(),
  /** Stakes since loginTime, major units. */
  staked: z.number(),
  /** Wins since loginTime, major units. */
  won: z.number(),
  /** won − staked. */
  net: z.number(),
  /** ISO 4217. */
  currency: z.string(),
});
export type SessionSummaryResponse = z.infer<typeof SessionSummaryResponse>;

/** GET /api/user/preferences/balanceWarning (docs/product/responsible-gambling.md#balance-warning). */
export const BalanceWarningResponse = z.object({
  /** The player wants the warning at all. */
  enabled: z.boolean(),
  /** Not shown before this instant (ISO), or null when not snoozed. */
  snoozedUntil: z.string().nullable(),
  /**
   * Shown when the balance is below this, in the account currency
   * (docs/product/responsible-gambling.md#balance-warning: 5).
   */
  threshold: z.number(),
});
export type BalanceWarningResponse = z.infer<typeof BalanceWarningResponse>;

/** PUT /api/user/preferences/balanceWarning: a dismissal (close/deposit 1 day, doNotDisplay 7 days) or a switch. */
export const BalanceWarningUpdate = z
  .object({
    /** How the warning was dismissed. */
    action: z.enum(["close", "deposit", "doNotDisplay"]).optional(),
    /** Switch the warning on or off. */
    enabled: z.boolean().optional(),
  })
  .refine(
    (b) => (b.action === undefined) !== (b.enabled === undefined),
    "Send exactly one of action, enabled",
  );
export type BalanceWarningUpdate = z.input<typeof BalanceWarningUpdate>;

/** One excluded player for the operator (GET /api/admin/exclusions): their real balance is to be paid out. */
export const ExcludedPlayer = z.object({
  /** The player. */
  userId: z.string(),
  /** Their username. */
  username: z.string(),
  /** Their e-mail, to arrange the payout. */
  email: z.string(),
  /** cool_off | self_exclusion. */
  kind: z.enum(["cool_off", "self_exclusion"]),
  /** The period key chosen. */
  period: z.string(),
  /** When it began (ISO). */
  startedAt: z.string(),
  /** When it ends (ISO); null = permanent. */
  endsAt: z.string().nullable(),
  /** Withdrawable balance, major units. */
  realBalance: z.number(),
  /** ISO 4217. */
  currency: z.string(),
});
export const ExclusionsAdminResponse = z.object({
  /** Players excluded now, newest first. */
  items: z.array(ExcludedPlayer),
});

/** The kinds of responsible-gambling signal the compliance desk sees (rules in docs/product/back-office.md#signals). */
export const SignalKind = z.enum(["limit_near", "long_session", "loss_chasing"]);
export type SignalKind = z.infer<typeof SignalKind>;

/** Who acknowledged a signal, when, and their note (decision 0214). */
export const SignalAcknowledgement = z.object({
  staffId: z.string(),
  staffUsername: z.string(),
  at: z.string(),
  note: z.string(),
});
export type SignalAcknowledgement = z.infer<typeof SignalAcknowledgement>;

/** One player showing a sign of harm, worked out on the fly from limits, sessions and the ledger. */
export const ComplianceSignal = z.object({
  /**
   * The signal's identity: player, rule and cause (the limit's period, the session, the burst's first deposit). An
   * acknowledged signal stays out of the open list while this is the same; a new cause is a new id.
   */
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  kind: SignalKind,
  /** What the rule saw, for the screen to phrase (e.g. {type, period, used, limit, percent, currency}). */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  /** When it was seen: the deposit that completed the burst, the session's start, or the time of the check. */
  at: z.string(),
  /** Null in the open list; in the acknowledged list, who acknowledged it. */
  acknowledgement: SignalAcknowledgement.nullable(),
});
export type ComplianceSignal = z.infer<typeof ComplianceSignal>;

/** GET /api/admin/compliance/signals?state=: the open signals (default), or the acknowledged ones. */
export const ComplianceSignalsQuery = z.object({ state: z.enum(["open", "acknowledged"]).default("open") });
export type ComplianceSignalsQuery = z.input<typeof ComplianceSignalsQuery>;

/** GET /api/admin/compliance/signals: newest first (acknowledged: newest acknowledgement first, at most 200). */
export const ComplianceSignalsResponse = z.object({ items: z.array(ComplianceSignal) });

/** POST /api/admin/compliance/signals/acknowledgements: a signal open now, and a short note on what was done. */
export const AcknowledgeSignalRequest = z.object({
  signalId: z.string().min(1).max(300),
  note: z.string().trim().min(1).max(500),
});
export type AcknowledgeSignalRequest = z.infer<typeof AcknowledgeSignalRequest>;
export type ComplianceSignalsResponse = z.infer<typeof ComplianceSignalsResponse>;

/** Error codes of responsible gambling. Each refusal carries details {remaining, resetsAt} or {until}. */
export const LimitsErrorCode = z.enum([
  /** The deposit would pass a deposit limit (403). */
  "DEPOSIT_LIMIT",
  /** The stake would pass a wagering limit (403). */
  "WAGERING_LIMIT",
  /** The stake could pass a loss limit (403). */
  "LOSS_LIMIT",
  /** The session-time limit is reached: the session ends and login waits for the reset (403). */
  "SESSION_LIMIT",
  /** The player is on a cool-off break (403; login, deposits, play). */
  "COOL_OFF",
  /** The player is self-excluded (403; login, deposits, play). */
  "SELF_EXCLUDED",
  /** Germany: a monthly deposit limit of at most 1,000 EUR is needed before depositing (403). */
  "DEPOSIT_LIMIT_REQUIRED",
  /** The limit is above what this jurisdiction allows, or may not be removed here (400). */
  "LIMIT_NOT_ALLOWED",
  /** A cool-off or self-exclusion can only be lengthened, never shortened or lifted (409). */
  "EXCLUSION_NOT_SHORTENABLE",
  /** Autoplay is not allowed in this jurisdiction (403). */
  "AUTOPLAY_NOT_ALLOWED",
  /** The round starts sooner after the previous one than allowed (403). */
  "ROUND_TOO_FAST",
  /** The slot stake is above the jurisdiction's maximum (403). */
  "STAKE_TOO_HIGH",
]);
export type LimitsErrorCode = z.infer<typeof LimitsErrorCode>;
