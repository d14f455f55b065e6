import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { inTransaction } from "../../platform/db/transaction";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  balances,
  bonusPlayer,
  campaign,
  claim,
  expectBooksBalanced,
  type Headers,
  operator,
  spin,
  walletOf,
} from "./bonus.test-support";

// The ledger invariants of issue 03 (every currency sums to zero, cached balances match their entries, no player
// account below zero) hold whatever bonus operations happen, and so do the bonus module's own: the player's open
// bonuses hold exactly their bonus balance, and no conversion exceeds its cap.

let t: TestApp;
const clock = new ManualClock(new Date("2026-05-04T09:00:00Z"));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  const ops = await operator(t.app);
  await campaign(t.app, ops, {
    code: "PROP_CASH",
    kind: "cash",
    amount: 10,
    maxConversion: 8,
    wageringMultiplier: 2,
  });
  await campaign(t.app, ops, {
    code: "PROP_MATCH",
    kind: "deposit_match",
    trigger: "deposit",
    percentage: 50,
    maxBonus: 30,
    minDeposit: 10,
    wageringMultiplier: 2,
    oncePerPlayer: false,
  });
  await campaign(t.app, ops, {
    code: "PROP_SPINS",
    kind: "free_spins",
    spins: 3,
    amount: 0.4,
    gameSlug: "comet-cascade",
    wageringMultiplier: 2,
    maxConversion: 3,
    oncePerPlayer: false,
  });
});
afterAll(() => t.close());

type Op =
  | { type: "claim"; code: "PROP_CASH" | "PROP_SPINS" }
  | { type: "deposit"; amount: number }
  | { type: "spin"; stake: number }
  | { type: "roulette"; stake: number }
  | { type: "sports"; stake: number; won: boolean }
  | { type: "forfeit"; which: number }
  | { type: "expire" };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant("claim" as const), code: fc.constantFrom("PROP_CASH", "PROP_SPINS") }),
  fc.record({ type: fc.constant("deposit" as const), amount: fc.integer({ min: 5, max: 120 }) }),
  fc.record({ type: fc.constant("spin" as const), stake: fc.constantFrom(0.5, 1, 2.5, 4) }),
  fc.record({ type: fc.constant("roulette" as const), stake: fc.constantFrom(1, 3) }),
  fc.record({ type: fc.constant("sports" as const), stake: fc.constantFrom(1, 5), won: fc.boolean() }),
  fc.record({ type: fc.constant("forfeit" as const), which: fc.nat(3) }),
  fc.record({ type: fc.constant("expire" as const) }),
);

let serial = 0;

async function apply(step: Op, p: { userId: string; headers: Headers }) {
  const { bonus, db } = t.app.services;
  switch (step.type) {
    case "claim":
      return claim(t.app, p.headers, step.code);
    case "deposit": {
      // As the cashier credits a verified deposit: the credit and the bonus hook in one transaction.
      const amount = BigInt(step.amount * 100);
      const paymentId = crypto.randomUUID();
      await inTransaction(db, async (tx) => {
        await t.app.services.wallet.transferIn(tx, {
          idempotencyKey: `prop:deposit:${paymentId}`,
          kind: "deposit",
          currency: "EUR",
          postings: [
            { account: { operator: "payments_clearing" }, amount: -amount },
            { account: { userId: p.userId, kind: "real" }, amount },
          ],
        });
        await bonus.onDepositCredited(tx, {
          userId: p.userId,
          currency: "EUR",
          amount,
          paymentId,
          bonusCode: "PROP_MATCH",
        });
      });
      return t.app.services.jobs.drain();
    }
    case "spin":
      return spin(t.app, p.headers, step.stake);
    case "roulette":
      return call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
        clientRoundId: `prop-roulette-${++serial}`,
        bets: [{ type: "red", amount: step.stake }],
      });
    case "sports": {
      const stake = BigInt(step.stake * 100);
      const key = `prop:sports:${++serial}`;
      const base = {
        userId: p.userId,
        currency: "EUR",
        house: "sportsbook" as const,
        game: "sports" as const,
      };
      try {
        const placed = await inTransaction(db, (tx) =>
          bonus.placeStake(tx, { ...base, stake, odds: 2, idempotencyKey: `${key}:stake` }),
        );
        const transfers = await inTransaction(db, (tx) =>
          bonus.settleStake(tx, {
            ...base,
            stake,
            stakeBonus: placed.split.bonus,
            win: step.won ? stake * 2n : 0n,
            odds: 2,
            idempotencyKey: `${key}:settle`,
          }),
        );
        await bonus.publish(transfers);
      } catch (error) {
        expect(error).toMatchObject({ code: "INSUFFICIENT_FUNDS" });
      }
      return;
    }
    case "forfeit": {
      const open = (await walletOf(t.app, p.headers)).bonuses.filter((b) =>
        ["pending", "active"].includes(b.status),
      );
      const target = open[step.which % Math.max(open.length, 1)];
      if (target) await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${target.id}`, p.headers);
      return;
    }
    case "expire": {
      clock.advance(8 * DAY);
      await t.app.services.jobs.drain();
      // A week later the player's session has ended: they log in again.
      const { token } = await t.app.services.sessions.create({ userId: p.userId });
      p.headers = { "x-session-id": token, "x-user-id": p.userId };
      return;
    }
  }
}

async function expectBonusInvariants(p: { userId: string; headers: Headers }) {
  await expectBooksBalanced(t.app);
  const { bonuses } = await walletOf(t.app, p.headers);
  const held = bonuses
    .filter((b) => ["pending", "active"].includes(b.status))
    .reduce((sum, b) => sum + BigInt(Math.round(b.balance * 100)), 0n);
  const now = await balances(t.app, p.userId);
  expect(now.bonus).toBe(held);
  expect(now.real).toBeGreaterThanOrEqual(0n);
  for (const b of bonuses) {
    if (b.status !== "pending" && b.status !== "active") expect(b.balance).toBe(0);
    if (b.convertedAmount !== null && b.terms.maxConversion !== null) {
      expect(b.convertedAmount).toBeLessThanOrEqual(b.terms.maxConversion);
    }
  }
}

describe("bonus operations in any order", () => {
  it("keep the ledger balanced and the open bonuses equal to the bonus balance", async () => {
    await fc.assert(
      // Little or no real money, so that stakes reach the bonus money too.
      fc.asyncProperty(
        fc.constantFrom(0n, 150n, 2_000n),
        fc.array(op, { minLength: 1, maxLength: 10 }),
        async (real, ops) => {
          const p = await bonusPlayer(t.app, real);
          for (const step of ops) {
            await apply(step, p);
            await expectBonusInvariants(p);
          }
        },
      ),
      { numRuns: process.env.DATABASE_URL ? 25 : 12 },
    );
  });
});
