import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventBus } from "../../platform/bus";
import type { Database } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { inTransaction } from "../../platform/db/transaction";
import { insertTestUser } from "../../test/fixtures";
import { BALANCE_CHANNEL, type BalanceEvent, createWalletService, type WalletService } from ".";

let database: Database;
let wallet: WalletService;
const bus = createEventBus({});
let seq = 0;
const key = (label: string) => `${label}-${++seq}-${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWalletService({ db: database.db, bus });
});
afterAll(() => database.close());

const deposit = (userId: string, amount: bigint, idempotencyKey = key("dep")) =>
  wallet.transfer({
    idempotencyKey,
    kind: "deposit",
    currency: "EUR",
    postings: [
      { account: { operator: "payments_clearing" }, amount: -amount },
      { account: { userId, kind: "real" }, amount },
    ],
  });

async function expectInvariants() {
  const audit = await wallet.audit();
  expect(audit).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
}

describe("wallet.transfer", () => {
  it("credits a deposit and keeps the books balanced", async () => {
    const userId = await insertTestUser(database.db);
    const result = await deposit(userId, 2500n);
    expect(result.replayed).toBe(false);
    expect(result.players).toEqual([{ userId, kind: "real", balanceAfter: 2500n }]);
    expect(await wallet.balances(userId, "EUR")).toMatchObject({
      real: 2500n,
      bonus: 0n,
      withdrawalHold: 0n,
    });
    await expectInvariants();
  });

  it("applies a key once: a retry answers with the first result", async () => {
    const userId = await insertTestUser(database.db);
    const first = await deposit(userId, 1000n, "same-key-1");
    const again = await deposit(userId, 1000n, "same-key-1");
    expect(again.transferId).toBe(first.transferId);
    expect(again.replayed).toBe(true);
    expect((await wallet.balances(userId, "EUR")).real).toBe(1000n);
  });

  it("refuses a key reused for a different request with 409", async () => {
    const userId = await insertTestUser(database.db);
    await deposit(userId, 1000n, "same-key-2");
    await expect(deposit(userId, 9999n, "same-key-2")).rejects.toMatchObject({
      code: "IDEMPOTENCY_MISMATCH",
      status: 409,
    });
    expect((await wallet.balances(userId, "EUR")).real).toBe(1000n);
  });

  it("refuses to take a player below zero and records nothing", async () => {
    const userId = await insertTestUser(database.db);
    await deposit(userId, 500n);
    await expect(
      wallet.hold({ userId, currency: "EUR", amount: 501n, idempotencyKey: "too-much" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS", status: 400 });
    expect(await wallet.balances(userId, "EUR")).toMatchObject({ real: 500n, withdrawalHold: 0n });
    // The failed key is free: nothing was written under it.
    const ok = await wallet.hold({ userId, currency: "EUR", amount: 500n, idempotencyKey: "too-much" });
    expect(ok.replayed).toBe(false);
    await expectInvariants();
  });

  it("refuses legs that do not sum to zero", async () => {
    const userId = await insertTestUser(database.db);
    await expect(
      wallet.transfer({
        idempotencyKey: key("bad"),
        kind: "deposit",
        currency: "EUR",
        postings: [
          { account: { operator: "payments_clearing" }, amount: -100n },
          { account: { userId, kind: "real" }, amount: 101n },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
  });

  it("publishes the new real and bonus balance after commit", async () => {
    const userId = await insertTestUser(database.db);
    const events: BalanceEvent[] = [];
    const off = bus.subscribe(BALANCE_CHANNEL, (event) => events.push(event as BalanceEvent));
    const first = await deposit(userId, 700n);
    const second = await deposit(userId, 300n);
    off();
    const mine = events.filter((e) => e.userId === userId);
    expect(mine.map((e) => e.real)).toEqual(["700", "1000"]);
    expect(BigInt(mine[1]!.eventId)).toBeGreaterThan(BigInt(mine[0]!.eventId));
    expect(mine[1]).toMatchObject({ bonus: "0", source: "deposit", transferId: second.transferId });
    expect(first.transferId).not.toBe(second.transferId);
  });
});

describe("balance events of transfers made under the player's lock", () => {
  it("carry the balances after the last transfer, from the balances before and the transfers, as a read would", async () => {
    const userId = await insertTestUser(database.db);
    await deposit(userId, 1_000n);
    await wallet.transfer({
      idempotencyKey: key("bonus"),
      kind: "bonus_grant",
      currency: "EUR",
      postings: [
        { account: { operator: "bonus_cost" }, amount: -200n },
        { account: { userId, kind: "bonus" }, amount: 200n },
      ],
    });
    const made = await inTransaction(database.db, async (tx) => {
      const before = await wallet.balances(userId, "EUR", tx);
      const stake = await wallet.transferIn(tx, {
        idempotencyKey: key("stake"),
        kind: "bet",
        currency: "EUR",
        postings: [
          { account: { userId, kind: "real" }, amount: -100n },
          { account: { operator: "game_revenue" }, amount: 100n },
        ],
        before,
      });
      const win = await wallet.transferIn(tx, {
        idempotencyKey: key("win"),
        kind: "win",
        currency: "EUR",
        postings: [
          { account: { operator: "game_revenue" }, amount: -30n },
          { account: { userId, kind: "real" }, amount: 20n },
          { account: { userId, kind: "bonus" }, amount: 10n },
        ],
      });
      return [stake, win];
    });
    expect(made[0]!.after).toEqual({
      userId,
      balances: { currency: "EUR", real: 900n, bonus: 200n, withdrawalHold: 0n },
    });
    const events: BalanceEvent[] = [];
    const off = bus.subscribe(BALANCE_CHANNEL, (event) => events.push(event as BalanceEvent));
    await wallet.publish(made);
    off();
    const read = await wallet.balances(userId, "EUR");
    expect(read).toMatchObject({ real: 920n, bonus: 210n });
    expect(events.filter((e) => e.userId === userId).map((e) => [e.source, e.real, e.bonus])).toEqual([
      ["bet", "920", "210"],
      ["win", "920", "210"],
    ]);
  });
});

describe("concurrency", () => {
  it("lets exactly one of many concurrent withdrawals of the full balance through", async () => {
    const userId = await insertTestUser(database.db);
    await deposit(userId, 10_000n);
    const attempts = process.env.DATABASE_URL ? 200 : 40;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        wallet.hold({ userId, currency: "EUR", amount: 10_000n, idempotencyKey: `race-${userId}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failures.every((f) => f.reason.code === "INSUFFICIENT_FUNDS")).toBe(true);
    expect(await wallet.balances(userId, "EUR")).toMatchObject({ real: 0n, withdrawalHold: 10_000n });
    await expectInvariants();
  });

  it("opens accounts for many new players at once without losing a deposit", async () => {
    // A fresh service has no account ids cached: concurrent first deposits create the accounts concurrently.
    const fresh = createWalletService({ db: database.db, bus });
    const players = await Promise.all(Array.from({ length: 20 }, () => insertTestUser(database.db)));
    await Promise.all(
      players.map((userId) =>
        fresh.transfer({
          idempotencyKey: `first-${userId}`,
          kind: "deposit",
          currency: "CHF",
          postings: [
            { account: { operator: "payments_clearing" }, amount: -500n },
            { account: { userId, kind: "real" }, amount: 500n },
          ],
        }),
      ),
    );
    for (const userId of players) expect((await fresh.balances(userId, "CHF")).real).toBe(500n);
    await expectInvariants();
  });

  it("applies one idempotency key once under concurrent delivery", async () => {
    const userId = await insertTestUser(database.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => deposit(userId, 1234n, `webhook-${userId}`)),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await wallet.balances(userId, "EUR")).real).toBe(1234n);
  });
});

describe("invariants over random operation sequences", () => {
  type Op =
    | { type: "deposit"; player: number; amount: bigint }
    | { type: "hold"; player: number; amount: bigint }
    | { type: "release"; player: number; amount: bigint }
    | { type: "payout"; player: number; amount: bigint }
    | { type: "bet"; player: number; amount: bigint }
    | { type: "win"; player: number; amount: bigint };

  const op = fc.record({
    type: fc.constantFrom("deposit", "hold", "release", "payout", "bet", "win"),
    player: fc.integer({ min: 0, max: 1 }),
    amount: fc.bigInt({ min: 1n, max: 50_000n }),
  }) as fc.Arbitrary<Op>;

  it("keeps every account consistent and no player negative, whatever happens", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const players = [await insertTestUser(database.db), await insertTestUser(database.db)];
        const model = players.map(() => ({ real: 0n, hold: 0n }));
        for (const step of ops) {
          const userId = players[step.player]!;
          const m = model[step.player]!;
          const legs = {
            deposit: [
              ["payments_clearing", -1],
              ["real", 1],
            ],
            hold: [
              ["real", -1],
              ["withdrawal_hold", 1],
            ],
            release: [
              ["withdrawal_hold", -1],
              ["real", 1],
            ],
            payout: [
              ["withdrawal_hold", -1],
              ["payments_clearing", 1],
            ],
            bet: [
              ["real", -1],
              ["game_revenue", 1],
            ],
            win: [
              ["game_revenue", -1],
              ["real", 1],
            ],
          }[step.type] as [string, 1 | -1][];
          const attempt = wallet.transfer({
            idempotencyKey: key(step.type),
            kind: step.type,
            currency: "EUR",
            postings: legs.map(([kind, sign]) => ({
              account:
                kind === "real" || kind === "withdrawal_hold"
                  ? { userId, kind }
                  : { operator: kind as "payments_clearing" | "game_revenue" },
              amount: step.amount * BigInt(sign),
            })),
          });
          const next = { ...m };
          if (step.type === "deposit" || step.type === "win" || step.type === "release")
            next.real += step.amount;
          if (step.type === "hold" || step.type === "bet") next.real -= step.amount;
          if (step.type === "hold") next.hold += step.amount;
          if (step.type === "release" || step.type === "payout") next.hold -= step.amount;
          if (next.real < 0n || next.hold < 0n) {
            await expect(attempt).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
          } else {
            await attempt;
            model[step.player] = next;
          }
          const now = await wallet.balances(userId, "EUR");
          expect({ real: now.real, hold: now.withdrawalHold }).toEqual(model[step.player]);
        }
        await expectInvariants();
      }),
      { numRuns: process.env.DATABASE_URL ? 30 : 15 },
    );
  });
});
