import {
  type LimitPeriod,
  type LimitsResponse,
  type LimitsUpdateRequest,
  type PlayerRulesView,
  toMajor,
  type UrlLocale,
} from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import type { Messenger } from "../../platform/mail";
import type { AccountService } from "../account";
import type { AuditService } from "../audit";
import type { SessionService } from "../session";
import type { WalletService } from "../wallet";
import { createEnforcement } from "./enforcement.service";
import { COOL_OFF_PERIODS, type ExclusionKind, SELF_EXCLUSION_PERIODS } from "./exclusions/exclusion-periods";
import { createExclusions } from "./exclusions/exclusions.service";
import { localNationalRegister, type NationalExclusionRegister } from "./exclusions/national-register";
import { createLimitSettings } from "./limit-settings.service";
import { autoplayNotAllowed, roundTooFast, stakeTooHigh } from "./limits.errors";
import { guardRead, limitsStore } from "./limits.store";
import { createPreferences } from "./preferences.service";
import type { Jurisdiction } from "./rules/jurisdiction";
import { createPlayerRules, type PlayerRules } from "./rules/player-rules";
import { createSignals } from "./signals/signals.service";
import { createUsage } from "./usage";

export interface LimitsDeps {
  db: Db;
  clock: Clock;
  /** The rules of players from countries without rules of their own (config JURISDICTION). */
  jurisdiction: Jurisdiction;
  sessions: SessionService;
  accounts: AccountService;
  wallet: WalletService;
  messenger: Messenger;
  jobs: JobQueue;
  /** Deposits that use up a deposit limit (cashier module), read in the caller's transaction. */
  depositedSince(db: Db, userId: string, since: Date): Promise<bigint>;
  /** The national self-exclusion register (ro); default the local table. */
  nationalRegister?: NationalExclusionRegister;
  /** Bonus module: forfeits open bonuses when a cool-off or self-exclusion starts. */
  forfeitBonuses?(userId: string, kind: ExclusionKind): Promise<void>;
  /** The audit trail (staff acknowledging signals). */
  audit?: Pick<AuditService, "record">;
}

/** One casino round as the casino module describes it to checkRound. */
export interface RoundRequest {
  autoplay: boolean;
  /** Minor units. */
  stake: bigint;
  /** slot | table | live | … — the stake cap applies to slots. */
  gameType: string;
  currency?: string;
}

type UpdateBody = z.output<typeof LimitsUpdateRequest>;

/** A player's rules in the contract's shape (amounts in major units). */
const rulesView = ({ jurisdiction, profile }: PlayerRules): PlayerRulesView => ({
  jurisdiction,
  autoplay: profile.autoplay,
  minRoundGapMs: profile.minRoundGapMs,
  maxSlotStake: profile.maxSlotStake === null ? null : toMajor(profile.maxSlotStake),
});

/**
 * Responsible gambling: the player's limits, cool-off and self-exclusion, and the checks every money and play path
 * calls (checkDeposit, checkStake, checkRound), the login block and the live-session guard.
 */
export function createLimitsService(deps: LimitsDeps) {
  const { db, clock } = deps;
  const rules = createPlayerRules({ clock, accounts: deps.accounts, fallback: deps.jurisdiction });
  const usage = createUsage(deps);
  const exclusions = createExclusions(deps);
  const nationalRegister = deps.nationalRegister ?? localNationalRegister(db, clock);
  const enforcement = createEnforcement({ ...deps, rules, usage, exclusions, nationalRegister });
  const settings = createLimitSettings({ ...deps, rules, usage, exclusions, changed: enforcement.forget });
  const preferences = createPreferences({ ...deps, usage });
  const signals = createSignals({ ...deps, usage });

  return {
    /** What every stake checks (limits, exclusion in force), for a caller that reads it together with others. */
    guardRead,
    /** The deployment's default rules (JURISDICTION), for players of countries without rules of their own. */
    jurisdiction: deps.jurisdiction,
    view: settings.view,

    /** The rules of the player's country of residence, as the web shows them (session answer). */
    async rulesOf(userId: string): Promise<PlayerRulesView> {
      return rulesView(await rules.of(userId));
    },

    /** PUT /api/user/limits: exactly one setting per call; the answer says when the player was logged out. */
    async update(userId: string, body: UpdateBody, locale: UrlLocale): Promise<LimitsResponse> {
      if (body.coolOff || body.selfExclusion) {
        if (body.coolOff) await exclusions.startCoolOff(userId, body.coolOff, locale);
        else if (body.selfExclusion) await exclusions.startSelfExclusion(userId, body.selfExclusion, locale);
        enforcement.forget(userId);
        return { ...(await settings.view(userId)), loggedOut: true };
      }
      if (body.depositLimits) await settings.setMoneyLimits(userId, "deposit", body.depositLimits);
      if (body.wageringLimits) await settings.setMoneyLimits(userId, "wagering", body.wageringLimits);
      if (body.lossLimits) await settings.setMoneyLimits(userId, "loss", body.lossLimits);
      if (body.sessionLimit !== undefined)
        await settings.setSessionLimit(userId, body.sessionLimit, body.period);
      return settings.view(userId);
    },

    /** DELETE /api/user/limits/{type}: removal after the 24-hour cooling-off. */
    async remove(userId: string, type: string, periods?: LimitPeriod[]): Promise<LimitsResponse> {
      await settings.remove(userId, type, periods);
      return settings.view(userId);
    },

    checkDeposit: enforcement.checkDeposit,
    checkStake: enforcement.checkStake,
    loginBlock: enforcement.loginBlock,
    sessionGuard: enforcement.sessionGuard,

    /**
     * A casino round's jurisdiction rules (autoplay, stake cap, time between rounds), for the casino module. With
     * the caller's transaction the round's time is only kept if the round commits.
     */
    async checkRound(userId: string, round: RoundRequest, tx: Db = db): Promise<void> {
      const { profile } = await rules.of(userId, tx);
      if (round.autoplay && !profile.autoplay) throw autoplayNotAllowed();
      const maxStake = profile.maxSlotStake;
      if (maxStake !== null && round.gameType === "slot" && round.stake > maxStake) {
        throw stakeTooHigh(maxStake, round.currency ?? "EUR");
      }
      const gap = profile.minRoundGapMs;
      if (gap === null) return;
      const previous = await limitsStore.claimRound(tx, userId, clock.now(), gap);
      if (previous) throw roundTooFast(gap, new Date(previous.getTime() + gap));
    },

    sessionSummary: preferences.sessionSummary,
    balanceWarning: preferences.balanceWarning,
    updateBalanceWarning: preferences.updateBalanceWarning,
    excludedPlayers: exclusions.excludedPlayers,
    /** Players nearing a limit, in long sessions or chasing losses (the compliance desk). */
    complianceSignals: signals.list,
    /** A compliance signal acknowledged by staff with a note (decision 0214). */
    acknowledgeSignal: signals.acknowledge,
    coolOffSettings: () => ({ periods: COOL_OFF_PERIODS.map(({ key, label }) => ({ key, label })) }),
    selfExclusionSettings: () => ({
      periods: SELF_EXCLUSION_PERIODS.map(({ key, label }) => ({ key, label })),
    }),
    registerJobs: exclusions.registerJobs,
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
