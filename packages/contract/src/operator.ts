import { z } from "zod";
import { parseMajor } from "./money";

/** GET /api/admin/players: finds players by username, e-mail, phone or user id (prefix match, case-insensitive). */
export const PlayerSearchQuery = z.object({
  query: z.string().trim().min(1).max(120),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PlayerSearchQuery = z.input<typeof PlayerSearchQuery>;

/** One player found by the search. */
export const PlayerSummary = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** ISO country of residence. */
  country: z.string(),
  currency: z.string(),
  /** active | locked | closed */
  status: z.string(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayerSearchResponse = z.object({ items: z.array(PlayerSummary) });
export type PlayerSearchResponse = z.infer<typeof PlayerSearchResponse>;

export const PlayerIdParams = z.object({ id: z.string().uuid() });

/** Real, bonus and held money in one currency, in major units. */
export const PlayerBalance = z.object({
  currency: z.string(),
  real: z.number(),
  bonus: z.number(),
  held: z.number(),
});

export const PlayerSession = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The staff member's username when this was a staff member viewing the site as the player, not the player. */
  impersonatedBy: z.string().nullable().optional(),
});

export const PlayerLogin = z.object({
  at: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** A staff note on a player (visible to staff only). */
export const StaffNote = z.object({
  id: z.string(),
  at: z.string(),
  staffUsername: z.string(),
  text: z.string(),
});
export type StaffNote = z.infer<typeof StaffNote>;

/** POST /api/admin/players/{id}/notes */
export const StaffNoteRequest = z.object({ text: z.string().trim().min(1).max(2000) });

/** A manual money correction and where it stands. */
export const Adjustment = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Major units; positive credits the player, negative debits. */
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  /** pending (waits for a second staff member) | applied | rejected */
  status: z.enum(["pending", "applied", "rejected"]),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The ledger transfer once applied. */
  transferId: z.string().nullable(),
});
export type Adjustment = z.infer<typeof Adjustment>;

/** A signed money amount: major units, at most two decimals, not zero. */
export const SignedMoneyAmount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minor = parseMajor(value);
  if (minor === null || minor === 0n) {
    ctx.addIssue({ code: "custom", message: "Enter a non-zero amount with at most two decimals" });
    return z.NEVER;
  }
  return minor;
});

/** POST /api/admin/players/{id}/adjustments: credit (positive) or debit (negative) the player's real balance. */
export const AdjustmentRequest = z.object({
  amount: SignedMoneyAmount,
  currency: z.string().trim().length(3).toUpperCase(),
  reason: z.string().trim().min(3).max(500),
});
export type AdjustmentRequest = z.input<typeof AdjustmentRequest>;

/** POST /api/admin/adjustments/{id}/reject */
export const AdjustmentRejectRequest = z.object({ reason: z.string().trim().min(3).max(500) });

/** GET /api/admin/adjustments */
export const AdjustmentsQuery = z.object({
  status: z.enum(["pending", "applied", "rejected"]).optional(),
});
export const AdjustmentsResponse = z.object({ items: z.array(Adjustment) });

/** A risk flag on a player's account, raised by a staff action such as a chargeback. */
export const PlayerFlag = z.object({
  /** chargeback */
  kind: z.string(),
  reason: z.string(),
  /** What raised it, e.g. the charged-back payment transaction's id. */
  reference: z.string().nullable(),
  at: z.string(),
});
export type PlayerFlag = z.infer<typeof PlayerFlag>;

/** GET /api/admin/players/{id}: everything the back office shows about one player. */
export const PlayerDetail = z.object({
  profile: PlayerSummary.extend({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    locale: z.string(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    createdAt: z.string(),
    roles: z.array(z.string()),
  }),
  balances: z.array(PlayerBalance),
  sessions: z.array(PlayerSession),
  logins: z.array(PlayerLogin),
  notes: z.array(StaffNote),
  adjustments: z.array(Adjustment),
  /** Risk flags raised on the account (a chargeback, …), newest first; the 360 shows them at the top. */
  flags: z.array(PlayerFlag),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/** GET /api/admin/players/{id}/ledger: the player's ledger entries, newest first. */
export const PlayerLedgerQuery = z.object({
  /** Entries older than this entry id (the `nextCursor` of the previous page). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const LedgerEntry = z.object({
  entryId: z.string(),
  at: z.string(),
  currency: z.string(),
  /** real | bonus | withdrawal_hold */
  account: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  transferId: z.string(),
  /** The transfer's kind (deposit, bet, win, adjustment, …). */
  kind: z.string(),
  /** The other accounts of the transfer (`op:game_revenue`, `player:bonus`). */
  counterAccounts: z.array(z.string()),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const PlayerLedgerResponse = z.object({
  items: z.array(LedgerEntry),
  nextCursor: z.string().nullable(),
});
export type PlayerLedgerResponse = z.infer<typeof PlayerLedgerResponse>;

/** The answer of lock/unlock/end-sessions: the account's status and how many sessions were ended. */
export const PlayerActionResponse = z.object({ status: z.string(), sessionsEnded: z.number().int() });

/**
 * POST /api/admin/players/{id}/impersonate: a short-lived, read-only session as the player, in the HttpOnly `isid`
 * cookie beside the staff member's own `sid` (docs/decisions/0211-impersonation-read-only.md).
 */
export const ImpersonationResponse = z.object({
  userId: z.string(),
  username: z.string(),
  /** When the impersonation ends by itself (ISO). */
  expiresAt: z.string(),
});
export type ImpersonationResponse = z.infer<typeof ImpersonationResponse>;
