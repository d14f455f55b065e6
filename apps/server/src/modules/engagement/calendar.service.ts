import { randomBytes } from "node:crypto";
import { formatMinor, type UrlLocale } from "@casino/contract";
import { createFairRng, hashServerSeed, type Rng, uniformInt } from "@casino/games";
import { and, eq } from "drizzle-orm";
import { calendarDate, localParts, zonedInstant } from "../../platform/calendar";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import { once } from "../../platform/idempotency";
import type { BonusService } from "../bonus";
import type { TransferResult, WalletService } from "../wallet";
import { ADVENT_REWARDS, WHEEL_PRIZES } from "./calendar.config";
import { doorLocked, doorOpened, wheelSpun } from "./engagement.errors";
import { adventOpenings, wheelSpins } from "./engagement.tables";
import { grantReward, type Reward } from "./rewards";

/** A weighted draw: index i with probability weights[i] / sum, from the provably-fair stream. */
export function drawWeighted(rng: Rng, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let ticket = uniformInt(rng, total);
  for (const [i, w] of weights.entries()) {
    if (ticket < w) return i;
    ticket -= w;
  }
  return weights.length - 1;
}

const LABELS = {
  en: {
    cash: "cash",
    bonus_money: "bonus money",
    free_spins: "free spins",
    points: "loyalty points",
    nothing: "No prize this time",
  },
  de: {
    cash: "Echtgeld",
    bonus_money: "Bonusgeld",
    free_spins: "Freidrehungen",
    points: "Treuepunkte",
    nothing: "Diesmal kein Preis",
  },
} as const;

/** The reward as shown: money in major units, spins and points as counts, with a short label. */
export function rewardView(reward: Reward, locale: UrlLocale) {
  const words = LABELS[locale === "de" ? "de" : "en"];
  const money = reward.kind === "cash" || reward.kind === "bonus_money";
  const amount = money ? Number(reward.amount) / 100 : Number(reward.amount);
  // Money from minor units exactly, with the page's decimal separator.
  const shown = money ? formatMinor(reward.amount).replace(".", locale === "de" ? "," : ".") : String(amount);
  const label = reward.kind === "nothing" ? words.nothing : `${shown} ${words[reward.kind]}`;
  return { kind: reward.kind, amount, label };
}

/** The advent calendar (1–24 December, Europe/Amsterdam) and the daily prize wheel. */
export function createCalendarService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  bonus: Pick<BonusService, "grantReward">;
}) {
  const { db, clock, wallet } = deps;

  const doorDate = (year: number, day: number) => `${year}-12-${String(day).padStart(2, "0")}`;

  return {
    async advent(userId: string | null, locale: UrlLocale) {
      const today = calendarDate(clock.now());
      const year = Number(today.slice(0, 4));
      const opened = userId
        ? await db
            .select()
            .from(adventOpenings)
            .where(and(eq(adventOpenings.userId, userId), eq(adventOpenings.year, year)))
        : [];
      const doors = ADVENT_REWARDS.map((reward, i) => {
        const day = i + 1;
        const done = opened.find((o) => o.day === day);
        if (done) return { day, state: "opened" as const, reward: rewardView(reward, locale) };
        const open = today >= doorDate(year, day) && today <= doorDate(year, 31);
        return { day, state: open ? ("openable" as const) : ("locked" as const), reward: null };
      });
      return { year, today, doors };
    },

    /** Opens a door on or after its day, once; the reward is paid in the same transaction as the opening. */
    /** Opens a door once; with an Idempotency-Key a repeat answers as the first time (another door: 409). */
    async openDoor(
      userId: string,
      currency: string,
      day: number,
      locale: UrlLocale,
      idempotencyKey?: string,
    ) {
      const today = calendarDate(clock.now());
      const year = Number(today.slice(0, 4));
      if (today < doorDate(year, day) || today > doorDate(year, 31)) throw doorLocked();
      const reward = ADVENT_REWARDS[day - 1]!;
      const view = rewardView(reward, locale);
      try {
        const call = { userId, key: idempotencyKey, operation: "calendar.door", request: { year, day } };
        const transfers = await inTransaction(db, async (tx) => {
          let made: TransferResult[] = [];
          await once(tx, call, async () => {
            await tx.insert(adventOpenings).values({
              userId,
              year,
              day,
              reward: { kind: reward.kind, amount: reward.amount.toString(), label: view.label },
              openedAt: clock.now(),
            });
            made = await grantReward(deps, tx, userId, currency, reward, `advent:${year}:${day}:${userId}`);
            return null;
          });
          return made;
        });
        await wallet.publish(transfers);
      } catch (error) {
        if (pgErrorCode(error) === "23505") throw doorOpened();
        throw error;
      }
      return { day, state: "opened" as const, reward: view };
    },

    async wheel(userId: string | null, locale: UrlLocale) {
      const day = calendarDate(clock.now());
      const spun = userId
        ? (
            await db
              .select()
              .from(wheelSpins)
              .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.day, day)))
          ).length > 0
        : false;
      return {
        prizes: WHEEL_PRIZES.map((p) => {
          const { kind, amount, label } = rewardView(p.reward, locale);
          return { id: p.id, label, weight: p.weight, kind, amount };
        }),
        canSpin: userId !== null && !spun,
        nextSpinAt: spun ? nextDay().toISOString() : null,
      };
    },

    /** One spin a day: a fresh server seed, the player's id and day as client seed, the draw, the prize. */
    /** Spins once a day; with an Idempotency-Key a repeat shows the first spin again (another day: 409). */
    async spin(userId: string, currency: string, locale: UrlLocale, idempotencyKey?: string) {
      const day = calendarDate(clock.now());
      const clientSeed = `${userId}:${day}`;
      const call = { userId, key: idempotencyKey, operation: "calendar.wheel", request: { day } };
      let spun: { index: number; serverSeed: string };
      try {
        const done = await inTransaction(db, async (tx) => {
          let made: TransferResult[] = [];
          const answer = await once(tx, call, async () => {
            const serverSeed = randomBytes(32).toString("hex");
            const index = drawWeighted(
              createFairRng({ serverSeed, clientSeed, nonce: 0 }),
              WHEEL_PRIZES.map((p) => p.weight),
            );
            const prize = WHEEL_PRIZES[index]!;
            await tx
              .insert(wheelSpins)
              .values({ userId, day, prizeId: prize.id, serverSeed, clientSeed, createdAt: clock.now() });
            made = await grantReward(deps, tx, userId, currency, prize.reward, `wheel:${day}:${userId}`);
            return { index, serverSeed };
          });
          return { answer, made };
        });
        await wallet.publish(done.made);
        spun = done.answer;
      } catch (error) {
        if (pgErrorCode(error) === "23505") throw wheelSpun(nextDay().toISOString());
        throw error;
      }
      const { index, serverSeed } = spun;
      const prize = WHEEL_PRIZES[index]!;
      const reward = rewardView(prize.reward, locale);
      return {
        prizeIndex: index,
        prize: {
          id: prize.id,
          label: reward.label,
          weight: prize.weight,
          kind: reward.kind,
          amount: reward.amount,
        },
        reward,
        seeds: { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 },
      };
    },
  };

  function nextDay() {
    const p = localParts(clock.now());
    return zonedInstant({ year: p.year, month: p.month, day: p.day + 1 });
  }
}

export type CalendarService = ReturnType<typeof createCalendarService>;
