import { calendarDate } from "../../../platform/calendar";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import type { JobQueue } from "../../../platform/jobs";
import type { TransferResult, WalletService } from "../../wallet";
import { weekEnd, weekStart } from "../availability";
import { bonusStore, type CampaignRow, type CashbackWeekRow } from "../bonus.store";
import type { Claims } from "../claims";
import { grantRewardOnce } from "./rewards";

// Weekly cashback (campaign kind `cashback`). Players opt in by claiming the campaign (an active grant that is
// never wagered). While opted in, every settled round of the campaign's games adds its real-money stake and the
// real part of its win to the player's week (play.ts). After the week ends (Monday 00:00, Amsterdam) a durable job
// pays each week with a net loss once: real money when the campaign has no wagering, else bonus money under the
// campaign's wagering.

export const CASHBACK_QUEUE = "bonus.cashback";

export interface CashbackDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  claims: Claims;
  log?: { warn(details: object, message: string): void };
}

/** What a week earns: the percentage of its net loss, capped; nothing below the minimum net loss or on a win. */
export function cashbackOf(week: Pick<CashbackWeekRow, "staked" | "won">, campaign: CampaignRow): bigint {
  const net = week.staked - week.won;
  if (net <= 0n || (campaign.minDeposit !== null && net < campaign.minDeposit)) return 0n;
  const amount = (net * BigInt(campaign.percentage ?? 0)) / 100n;
  return campaign.maxBonus !== null && amount > campaign.maxBonus ? campaign.maxBonus : amount;
}

const paymentTexts = (name: string, de: string, day: string, times: number, days: number) => ({
  en: {
    name: `${name}, week of ${day}`,
    description:
      times > 0
        ? `Cashback of the week from ${day}, paid as bonus money. Wager it ${times} times within ${days} days.`
        : `Cashback of the week from ${day}.`,
  },
  de: {
    name: `${de}, Woche ab ${day}`,
    description:
      times > 0
        ? `Cashback der Woche ab ${day}, als Bonusgeld. Setze es innerhalb von ${days} Tagen ${times}-mal um.`
        : `Cashback der Woche ab ${day}.`,
  },
});

export function createCashback(deps: CashbackDeps) {
  const { db, clock, wallet } = deps;

  /**
   * Pays one ended week, exactly once. The player's bonus lock comes first: a round of that week still committing
   * holds it, so its stake is in the row before the row is read. The row is then locked and moved out of `open`
   * in the transaction that pays, so a second run (a retry, another process, a concurrent run) finds it settled.
   */
  async function payWeek(due: { id: string; userId: string; currency: string }) {
    const transfers = await inTransaction(db, async (tx) => {
      const out: TransferResult[] = [];
      await bonusStore.lockOpen(tx, due.userId, due.currency);
      const week = await bonusStore.lockOpenCashbackWeek(tx, due.id);
      if (!week) return out;
      const campaign = await bonusStore.campaign(tx, week.campaignId);
      const now = clock.now();
      const amount = campaign ? cashbackOf(week, campaign) : 0n;
      if (!campaign || amount === 0n) {
        await bonusStore.settleCashbackWeek(tx, week.id, {
          status: "none",
          amount: 0n,
          grantId: null,
          settledAt: now,
        });
        return out;
      }
      const day = calendarDate(week.weekStart);
      let grantId: string | null = null;
      if (campaign.wageringMultiplier === 0) {
        out.push(
          await wallet.transferIn(tx, {
            idempotencyKey: `bonus:cashback:${week.id}`,
            // A bonus cost like any other (affiliate NGR counts it), paid straight to real money.
            kind: "bonus_grant",
            currency: week.currency,
            postings: [
              { account: { operator: "bonus_cost" }, amount: -amount },
              { account: { userId: week.userId, kind: "real" }, amount },
            ],
            metadata: { code: campaign.code, cashbackWeek: day, cashbackWeekId: week.id },
          }),
        );
      } else {
        const name = campaign.texts.en?.name ?? campaign.code;
        const granted = await grantRewardOnce({ clock, claims: deps.claims }, tx, {
          userId: week.userId,
          currency: week.currency,
          kind: "bonus_money",
          amount,
          key: `cashback:${week.id}`,
          wageringMultiplier: campaign.wageringMultiplier,
          expiresInDays: campaign.validityDays,
          rules: {
            texts: paymentTexts(
              name,
              campaign.texts.de?.name ?? name,
              day,
              campaign.wageringMultiplier,
              campaign.validityDays,
            ),
            contributions: campaign.contributions,
            maxBet: campaign.maxBet,
            maxConversion: campaign.maxConversion,
          },
        });
        out.push(...granted.transfers);
        grantId = granted.grantId;
      }
      await bonusStore.settleCashbackWeek(tx, week.id, { status: "paid", amount, grantId, settledAt: now });
      return out;
    });
    for (const transfer of transfers) await wallet.publish(transfer);
  }

  /** Pays every ended week not yet paid (any week before the current one: a missed Monday is caught up). */
  async function run(): Promise<void> {
    const due = await bonusStore.dueCashbackWeeks(db, weekStart(clock.now()));
    let failed = 0;
    for (const week of due) {
      try {
        await payWeek(week);
      } catch (error) {
        // One player's failure does not hold up the others; the job fails afterwards and is retried.
        failed++;
        deps.log?.warn({ weekId: week.id, err: String(error) }, "cashback not paid");
      }
    }
    if (failed) throw new Error(`${failed} cashback week(s) not paid`);
  }

  /** The job that pays the week `at` falls in, due when it ends; once per week, however many processes start. */
  async function schedule(at: Date) {
    const end = weekEnd(weekStart(at));
    await deps.jobs.enqueue(
      CASHBACK_QUEUE,
      {},
      { runAt: end, uniqueKey: `${CASHBACK_QUEUE}:${end.toISOString()}` },
    );
  }

  return {
    run,
    /** The weekly job: schedules the next week's run first (so a failing run cannot end the chain), then pays. */
    register() {
      deps.jobs.handle(CASHBACK_QUEUE, async () => {
        await schedule(clock.now());
        await run();
      });
    },
    /** Schedules the run at the end of this week (at start-up; a no-op when it exists). */
    schedule: () => schedule(clock.now()),
  };
}

export type Cashback = ReturnType<typeof createCashback>;
