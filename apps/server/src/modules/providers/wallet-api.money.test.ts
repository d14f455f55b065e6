import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { playingPlayer, registerProvider, rgs } from "./providers.test-support";

// The money rules of the seamless-wallet API under races, refusals and a randomised provider (fast-check): on
// PostgreSQL (DATABASE_URL) the concurrent calls really race; on PGlite they queue.

let t: TestApp;
let provider: Awaited<ReturnType<typeof registerProvider>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  provider = await registerProvider(t.app);
});
afterAll(() => t.close());

const booksBalanced = async () =>
  expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });

describe("concurrent bets of one player", () => {
  it("never take the balance below zero: 50 bets of 30 against 1,000 pass at most 33 times", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rgs(t.app, provider, "bet", {
          sessionId: p.sessionId,
          roundId: `race-${i}`,
          transactionId: `race-bet-${i}`,
          amount: 30,
        }),
      ),
    );
    const passed = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter(
      (a) => a.status === 402 && a.json.code === "RGS_INSUFFICIENT_FUNDS",
    ).length;
    expect(passed).toBe(33);
    expect(passed + refused).toBe(50);
    expect(await balanceOf(t.app, p.userId)).toBe(10n);
    await booksBalanced();
  });
});

describe("a player who may not play", () => {
  it("is refused a bet while self-excluded, with its own code, and nothing moves", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const excluded = await call(t.app, "PUT", "/api/user/limits", p.headers, {
      selfExclusion: { period: "6m" },
    });
    expect(excluded.status, JSON.stringify(excluded.json)).toBe(200);
    const bet = { sessionId: p.sessionId, roundId: "rg-1", transactionId: "rg-bet-1", amount: 100 };
    const answer = await rgs(t.app, provider, "bet", bet);
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("RGS_SELF_EXCLUDED");
    expect(await balanceOf(t.app, p.userId)).toBe(1_000n);
  });

  it("is refused a bet on a cool-off break, with its own code", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const paused = await call(t.app, "PUT", "/api/user/limits", p.headers, { coolOff: { period: "24h" } });
    expect(paused.status, JSON.stringify(paused.json)).toBe(200);
    const bet = { sessionId: p.sessionId, roundId: "rg-2", transactionId: "rg-bet-2", amount: 100 };
    const answer = await rgs(t.app, provider, "bet", bet);
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("RGS_COOL_OFF");
    expect(await balanceOf(t.app, p.userId)).toBe(1_000n);
  });
});

/** One step of a provider's session, as a real studio sends them: repeats, late rollbacks and all. */
const Step = fc.oneof(
  fc.record({ op: fc.constant("bet" as const), amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant("win" as const), amount: fc.integer({ min: 0, max: 900 }) }),
  fc.record({ op: fc.constant("repeat" as const) }),
  fc.record({ op: fc.constant("rollback" as const) }),
  fc.record({ op: fc.constant("rollbackUnseen" as const) }),
  fc.record({ op: fc.constant("end" as const) }),
);

describe("a randomised provider session", () => {
  it("keeps the books balanced, the balance at or above zero and equal to what was accepted", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const p = await playingPlayer(t.app, provider, 1_000n);
        let expected = 1_000;
        let round = 0;
        let tx = 0;
        type Answer = Awaited<ReturnType<typeof rgs>>;
        const memory: { last: { path: string; body: Record<string, unknown>; answer: Answer } | null } = {
          last: null,
        };
        const bets: { id: string; amount: number; round: number }[] = [];
        const rolledBack = new Set<string>();
        const ended = new Set<number>();
        const send = async (path: string, body: Record<string, unknown>) => {
          const answer = await rgs(t.app, provider, path, { sessionId: p.sessionId, ...body });
          memory.last = { path, body, answer };
          return answer;
        };
        const id = () => {
          tx += 1;
          return `pbt-${run}-${tx}`;
        };
        for (const step of steps) {
          const roundId = `pbt-${run}-round-${round}`;
          if (step.op === "bet") {
            const transactionId = id();
            const a = await send("bet", { roundId, transactionId, amount: step.amount });
            if (a.status === 200) {
              expected -= step.amount;
              bets.push({ id: transactionId, amount: step.amount, round });
            } else expect(["RGS_INSUFFICIENT_FUNDS", "RGS_ROUND_CLOSED"]).toContain(a.json.code);
          } else if (step.op === "win") {
            const a = await send("win", { roundId, transactionId: id(), amount: step.amount });
            if (a.status === 200) expected += step.amount;
          } else if (step.op === "repeat" && memory.last) {
            // A delivery the provider never saw answered: the same call again moves nothing more.
            const { path, body, answer } = memory.last;
            const again = await rgs(t.app, provider, path, { sessionId: p.sessionId, ...body });
            // A refusal is judged afresh (its body carries the request id); an answer is the first one.
            if (answer.status === 200) expect(again).toEqual(answer);
            else expect([again.status, again.json.code]).toEqual([answer.status, answer.json.code]);
          } else if (step.op === "rollback") {
            const bet = bets.find((b) => !rolledBack.has(b.id) && !ended.has(b.round));
            if (bet) {
              const a = await send("rollback", {
                roundId: `pbt-${run}-round-${bet.round}`,
                transactionId: id(),
                betTransactionId: bet.id,
              });
              expect(a.status).toBe(200);
              rolledBack.add(bet.id);
              expected += bet.amount;
              ended.add(bet.round);
              round += 1;
            }
          } else if (step.op === "rollbackUnseen") {
            const betId = id();
            await send("rollback", { roundId, transactionId: id(), betTransactionId: betId });
            const late = await send("bet", { roundId, transactionId: betId, amount: 5 });
            expect(late.json.code).toBe("RGS_BET_ROLLED_BACK");
          } else if (step.op === "end") {
            await send("end-round", { roundId, transactionId: id() });
            ended.add(round);
            round += 1;
          }
          const balance = await balanceOf(t.app, p.userId);
          expect(balance).toBeGreaterThanOrEqual(0n);
          expect(balance).toBe(BigInt(expected));
        }
        await booksBalanced();
      }),
      { numRuns: 12 },
    );
  });
});
