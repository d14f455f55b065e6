import {
  type CoolOffRequest,
  type ExclusionStatus,
  isUrlLocale,
  type SelfExclusionRequest,
  toMajor,
  type UrlLocale,
} from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import type { JobQueue } from "../../../platform/jobs";
import type { Messenger } from "../../../platform/mail";
import type { AccountService } from "../../account";
import type { SessionService } from "../../session";
import type { WalletService } from "../../wallet";
import { excluded, notShortenable } from "../limits.errors";
import { limitsStore } from "../limits.store";
import { type ExclusionKind, exclusionEnd, untilText } from "./exclusion-periods";
import { type ExclusionRow, exclusionsStore } from "./exclusions.store";

export interface ExclusionsDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  accounts: AccountService;
  wallet: WalletService;
  jobs: JobQueue;
  messenger: Messenger;
  /**
   * Bonus module: forfeits the player's open bonuses when an exclusion starts (run by the follow-up job, so the
   * exclusion itself never waits for it).
   */
  forfeitBonuses?(userId: string, kind: ExclusionKind): Promise<void>;
}

const FOLLOW_UP_QUEUE = "limits.exclusion-started";
const DEFAULT_REASON = "No reason given";

type CoolOff = z.output<typeof CoolOffRequest>;
type SelfExclusion = z.output<typeof SelfExclusionRequest>;

/**
 * Cool-offs and self-exclusions: immediate, only ever lengthened, every session ended; the follow-up (marketing
 * consents withdrawn, the e-mail, bonus forfeiture) runs as a durable job enqueued in the same transaction.
 */
export function createExclusions(deps: ExclusionsDeps) {
  const { db, clock } = deps;

  /** The exclusion in force that lasts longest, if any. */
  async function inForce(handle: Db, userId: string, now = clock.now()): Promise<ExclusionRow | undefined> {
    const [longest] = await exclusionsStore.inForce(handle, userId, now);
    return longest;
  }

  async function start(
    userId: string,
    kind: ExclusionKind,
    request: CoolOff | SelfExclusion,
    locale: UrlLocale,
  ): Promise<void> {
    const now = clock.now();
    const endsAt = exclusionEnd(kind, request.period, request.expiryDate, now);
    const coolOff = kind === "cool_off" ? (request as CoolOff) : undefined;
    // docs/product/responsible-gambling.md#self-exclusion: a default reason is stored when the player gives none.
    const reason =
      (coolOff ? coolOff.coolOffReason : (request as SelfExclusion).selfExclusionReason) || DEFAULT_REASON;
    await inTransaction(db, async (tx) => {
      await limitsStore.lockPlayer(tx, userId);
      const current = await inForce(tx, userId, now);
      // Only ever longer (UKGC LCCP SR 3.5.3; MGA): a permanent one cannot be outdone, a later end must be later.
      if (current && (current.endsAt === null || (endsAt !== null && endsAt <= current.endsAt))) {
        throw notShortenable(current.endsAt);
      }
      const row = await exclusionsStore.insert(tx, {
        userId,
        kind,
        period: request.period,
        reason,
        description: coolOff?.coolOffDescription || null,
        unsatisfiedReason: coolOff?.unsatisfiedReason || null,
        unsatisfiedDescription: coolOff?.unsatisfiedDescription || null,
        startsAt: now,
        endsAt,
        createdAt: now,
      });
      await deps.jobs.enqueue(
        FOLLOW_UP_QUEUE,
        { exclusionId: row.id, locale },
        { uniqueKey: `exclusion:${row.id}` },
        tx,
      );
    });
    await deps.sessions.endAllForUser(userId, kind);
  }

  return {
    inForce,

    /** Throws 403 COOL_OFF / SELF_EXCLUDED while one is in force (deposits, stakes). */
    async assertNotExcluded(handle: Db, userId: string, now: Date): Promise<void> {
      const row = await inForce(handle, userId, now);
      if (row) throw excluded(row.kind, row.endsAt);
    },

    /** The cool-off and the self-exclusion in force, for GET /api/user/limits. */
    async status(
      userId: string,
    ): Promise<{ coolOff: ExclusionStatus | null; selfExclusion: ExclusionStatus | null }> {
      const rows = await exclusionsStore.inForce(db, userId, clock.now());
      const view = (kind: ExclusionKind): ExclusionStatus | null => {
        const row = rows.find((r) => r.kind === kind);
        if (!row) return null;
        return {
          period: row.period,
          startedAt: row.startsAt.toISOString(),
          endsAt: row.endsAt?.toISOString() ?? null,
          reason: row.reason,
        };
      };
      return { coolOff: view("cool_off"), selfExclusion: view("self_exclusion") };
    },

    startCoolOff: (userId: string, request: CoolOff, locale: UrlLocale) =>
      start(userId, "cool_off", request, locale),
    startSelfExclusion: (userId: string, request: SelfExclusion, locale: UrlLocale) =>
      start(userId, "self_exclusion", request, locale),

    /** Players excluded now with their real balance: the operator pays it out (they cannot log in to withdraw). */
    async excludedPlayers() {
      const rows = await exclusionsStore.allInForce(db, clock.now(), 200);
      const items = await Promise.all(
        rows.map(async (row) => {
          const contact = await deps.accounts.contactOf(row.userId);
          if (!contact) return null;
          const balances = await deps.wallet.balances(row.userId, contact.currency);
          return {
            userId: row.userId,
            username: contact.username,
            email: contact.email,
            kind: row.kind as ExclusionKind,
            period: row.period,
            startedAt: row.startsAt.toISOString(),
            endsAt: row.endsAt?.toISOString() ?? null,
            realBalance: toMajor(balances.real),
            currency: contact.currency,
          };
        }),
      );
      return items.filter((item) => item !== null);
    },

    registerJobs() {
      deps.jobs.handle(FOLLOW_UP_QUEUE, async (payload) => {
        const row = await exclusionsStore.get(db, String(payload.exclusionId));
        const contact = row && (await deps.accounts.contactOf(row.userId));
        if (!row || !contact) return;
        const kind = row.kind as ExclusionKind;
        await deps.accounts.withdrawMarketingConsents(row.userId);
        const wanted = String(payload.locale);
        const locale = isUrlLocale(wanted) ? wanted : isUrlLocale(contact.locale) ? contact.locale : "en";
        // docs/product/responsible-gambling.md#self-exclusion: sendNotificationEmail is always true, so the player is
        // always told.
        await deps.messenger.sendEmail({
          to: contact.email,
          template: kind === "cool_off" ? "cool_off_started" : "self_exclusion_started",
          locale,
          vars: { name: contact.name, until: untilText(row.endsAt, locale) },
        });
        await deps.forfeitBonuses?.(row.userId, kind);
      });
    },
  };
}

export type Exclusions = ReturnType<typeof createExclusions>;
