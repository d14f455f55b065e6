import { randomBytes } from "node:crypto";
import {
  type AffiliateClaim,
  type AffiliateSummaryResponse,
  type CommissionPeriod,
  toMajor,
} from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import type { AccountService } from "../account";
import type { WalletService } from "../wallet";
import { alreadyClaimed, codeTaken, nothingToClaim, periodNotClosed } from "./affiliate.errors";
import { affiliateStore, type CampaignRow, type ClaimRow } from "./affiliate.store";
import { NGR_KINDS, type PeriodFigures, periodFigures } from "./commission";
import { type Period, periodAt, periodOfKey } from "./periods";

export interface AffiliateDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  accounts: Pick<AccountService, "referredBy">;
  currencyOf(userId: string): Promise<string>;
  /** AFFILIATE_REVENUE_SHARE, 0…1. */
  revenueShare: number;
}

/** Closed months shown and claimable: the last twelve. */
const CLAIM_WINDOW_MONTHS = 12;

const toClaim = (row: ClaimRow): AffiliateClaim => ({
  id: row.id,
  period: row.period,
  amount: toMajor(row.amount),
  currency: row.currency,
  paidAt: row.createdAt.toISOString(),
});

/** The key of the month after `period`. */
const nextKey = (period: Period) => {
  const [year, month] = period.key.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
};

/** The affiliate programme: campaigns (markers), referred players and the monthly revenue-share commission. */
export function createAffiliateService(deps: AffiliateDeps) {
  const { db, clock, wallet } = deps;

  /** The players referred by the affiliate's campaigns (never the affiliate themself), per campaign code. */
  async function referrals(userId: string, campaigns?: CampaignRow[]) {
    const rows = campaigns ?? (await affiliateStore.campaigns(db, userId));
    const players = await deps.accounts.referredBy(rows.map((c) => c.code));
    return { campaigns: rows, players: players.filter((p) => p.userId !== userId) };
  }

  /**
   * The figures of every month from the affiliate's first campaign up to `last` (oldest first), each with the
   * negative balance the months before it carried forward.
   */
  async function history(
    campaigns: CampaignRow[],
    userIds: string[],
    currency: string,
    last: Period,
  ): Promise<Map<string, { period: Period; figures: PeriodFigures }>> {
    const months = new Map<string, { period: Period; figures: PeriodFigures }>();
    const first = campaigns.reduce<Date | null>((a, c) => (a && a < c.createdAt ? a : c.createdAt), null);
    if (!first) return months;
    let carried = 0n;
    for (let period = periodAt(first); period.from <= last.from; period = periodOfKey(nextKey(period))) {
      const flows = await wallet.flowsByPlayer(userIds, currency, NGR_KINDS, period.from, period.to);
      const figures = periodFigures(flows, deps.revenueShare, carried);
      carried = figures.carriedOut;
      months.set(period.key, { period, figures });
    }
    return months;
  }

  /** One month's figures, with what earlier months carried forward. */
  async function figures(
    campaigns: CampaignRow[],
    userIds: string[],
    currency: string,
    period: Period,
  ): Promise<PeriodFigures> {
    const found = (await history(campaigns, userIds, currency, period)).get(period.key);
    return found?.figures ?? periodFigures(new Map(), deps.revenueShare);
  }

  const view = (period: Period, f: PeriodFigures, claimed: boolean): CommissionPeriod => ({
    period: period.key,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    activePlayers: f.activePlayers,
    stakes: toMajor(f.stakes),
    wins: toMajor(f.wins),
    bonusCosts: toMajor(f.bonusCosts),
    netGamingRevenue: toMajor(f.netGamingRevenue),
    carriedIn: toMajor(f.carriedIn),
    commission: toMajor(f.commission),
    claimed,
  });

  /** The closed months of the claim window, newest first, with their figures. */
  async function closedPeriods(userId: string) {
    const [currency, { campaigns, players }, claims] = await Promise.all([
      deps.currencyOf(userId),
      referrals(userId),
      affiliateStore.claims(db, userId),
    ]);
    const ids = players.map((p) => p.userId);
    const claimed = new Set(claims.map((c) => c.period));
    const now = clock.now();
    const months = await history(campaigns, ids, currency, periodAt(now));
    const empty = periodFigures(new Map(), deps.revenueShare);
    const periods = [];
    for (let back = 1; back <= CLAIM_WINDOW_MONTHS; back++) {
      const period = periodAt(now, back);
      periods.push({
        period,
        figures: months.get(period.key)?.figures ?? empty,
        claimed: claimed.has(period.key),
      });
    }
    const current = periodAt(now);
    return { currency, players, claims, periods, current: months.get(current.key)?.figures ?? empty };
  }

  return {
    async campaigns(userId: string) {
      const { campaigns, players } = await referrals(userId);
      return campaigns.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        referredPlayers: players.filter((p) => p.marker === c.code).length,
        createdAt: c.createdAt.toISOString(),
      }));
    },

    /** A new campaign; without a code, a random one (10 characters, lower case). */
    async createCampaign(userId: string, input: { name: string; code?: string | undefined }) {
      const code = (input.code ?? `aff-${randomBytes(5).toString("hex")}`).toLowerCase();
      const row = await affiliateStore.insertCampaign(db, {
        userId,
        code,
        name: input.name,
        createdAt: clock.now(),
      });
      if (!row) throw codeTaken();
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        referredPlayers: 0,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async summary(userId: string): Promise<AffiliateSummaryResponse> {
      const closed = await closedPeriods(userId);
      const current = periodAt(clock.now());
      const now = closed.current;
      const claimable = closed.periods
        .filter((p) => !p.claimed)
        .reduce((total, p) => total + p.figures.commission, 0n);
      return {
        currency: closed.currency,
        revenueShare: deps.revenueShare,
        referredPlayers: closed.players.length,
        campaigns: (await affiliateStore.campaigns(db, userId)).length,
        currentPeriod: view(current, now, false),
        totalClaimed: toMajor(closed.claims.reduce((total, c) => total + c.amount, 0n)),
        claimable: toMajor(claimable),
      };
    },

    async claims(userId: string) {
      const closed = await closedPeriods(userId);
      return {
        periods: closed.periods.map((p) => view(p.period, p.figures, p.claimed)),
        claims: closed.claims.map(toClaim),
      };
    },

    /**
     * Pays a closed month's commission into the affiliate's real balance, once: the claim row (unique per month)
     * and the wallet transfer (idempotency key per month) commit together.
     */
    async claim(userId: string, key?: string): Promise<AffiliateClaim> {
      const now = clock.now();
      const period = key ? periodOfKey(key) : periodAt(now, 1);
      if (period.to > now) throw periodNotClosed();
      const [currency, { campaigns, players }] = await Promise.all([
        deps.currencyOf(userId),
        referrals(userId),
      ]);
      const { commission } = await figures(
        campaigns,
        players.map((p) => p.userId),
        currency,
        period,
      );
      if (commission <= 0n) throw nothingToClaim();
      const { row, transfer } = await inTransaction(db, async (tx) => {
        const inserted = await affiliateStore.insertClaim(tx, {
          userId,
          period: period.key,
          currency,
          amount: commission,
          createdAt: now,
        });
        if (!inserted) throw alreadyClaimed();
        const paid = await wallet.transferIn(tx, {
          idempotencyKey: `affiliate:${userId}:${period.key}`,
          kind: "affiliate_commission",
          currency,
          postings: [
            { account: { operator: "affiliate_commission" }, amount: -commission },
            { account: { userId, kind: "real" }, amount: commission },
          ],
          metadata: { period: period.key, claimId: inserted.id },
        });
        await affiliateStore.setTransfer(tx, inserted.id, paid.transferId);
        return { row: inserted, transfer: paid };
      });
      await wallet.publish(transfer);
      return toClaim(row);
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
