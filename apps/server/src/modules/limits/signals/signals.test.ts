import type { ComplianceSignal, ComplianceSignalsResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { call, fund, newPlayer, paidDeposit, putLimits, stake, win } from "../limits.test-support";

let t: TestApp;
let compliance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  compliance = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
});
afterAll(() => t.close());

async function signals(headers = compliance): Promise<ComplianceSignal[]> {
  const response = await call(t, "GET", "/api/admin/compliance/signals", headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as ComplianceSignalsResponse).items;
}
const of = (items: ComplianceSignal[], userId: string) => items.filter((s) => s.userId === userId);

describe("compliance signals", () => {
  it("a deposit limit used to 80 % or more is a signal; below it is not", async () => {
    const near = await newPlayer(t);
    const below = await newPlayer(t);
    await putLimits(t, near, { depositLimits: [{ period: "daily", amount: 100 }] });
    await putLimits(t, below, { depositLimits: [{ period: "daily", amount: 100 }] });
    await paidDeposit(t, near, 85);
    await paidDeposit(t, below, 79);
    const items = await signals();
    expect(of(items, near.userId)).toEqual([
      expect.objectContaining({
        kind: "limit_near",
        username: near.username,
        detail: expect.objectContaining({
          type: "deposit",
          period: "daily",
          used: 85,
          limit: 100,
          percent: 85,
        }),
      }),
    ]);
    expect(of(items, below.userId)).toEqual([]);
  });

  it("a loss limit nearly used is a signal", async () => {
    const p = await newPlayer(t);
    await fund(t, p.userId, 10_000n);
    await putLimits(t, p, { lossLimits: [{ period: "weekly", amount: 50 }] });
    await stake(t, p.userId, 4_500n);
    const mine = of(await signals(), p.userId).filter((s) => s.kind === "limit_near");
    expect(mine).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ type: "loss", used: 45, percent: 90 }) }),
    ]);
  });

  it("a session still in use after more than an hour is a long session", async () => {
    const p = await newPlayer(t);
    const fresh = await newPlayer(t);
    await t.app.services.sessions.backdateForTest(p.token, 65 * 60);
    const items = await signals();
    expect(of(items, p.userId)).toEqual([
      expect.objectContaining({ kind: "long_session", detail: expect.objectContaining({ minutes: 65 }) }),
    ]);
    expect(of(items, fresh.userId)).toEqual([]);
  });

  it("three deposits within an hour while down is loss-chasing; the same deposits while up are not", async () => {
    const chaser = await newPlayer(t);
    const winner = await newPlayer(t);
    for (const p of [chaser, winner]) {
      // Money to play with that is not a deposit (a correction), so only the three deposits below form the burst.
      await t.app.services.wallet.transfer({
        idempotencyKey: `signals-stake-money:${p.userId}`,
        kind: "adjustment",
        currency: "EUR",
        postings: [
          { account: { operator: "adjustments" }, amount: -2_000n },
          { account: { userId: p.userId, kind: "real" }, amount: 2_000n },
        ],
      });
      await stake(t, p.userId, 2_000n);
    }
    await win(t, winner.userId, 5_000n);
    for (const p of [chaser, winner]) for (let i = 0; i < 3; i++) await fund(t, p.userId, 1_000n);
    const items = await signals();
    expect(of(items, chaser.userId)).toEqual([
      expect.objectContaining({
        kind: "loss_chasing",
        detail: expect.objectContaining({ deposits: 3, deposited: 30, lost: 20, currency: "EUR" }),
      }),
    ]);
    expect(of(items, winner.userId)).toEqual([]);
  });

  it("a player and a role without compliance.review get 403", async () => {
    const player = await newPlayer(t);
    const payments = (await fundedPlayer(t.app, 0n, { roles: ["player", "payments"] })).headers;
    for (const headers of [player.headers, payments])
      expect((await call(t, "GET", "/api/admin/compliance/signals", headers)).statusCode).toBe(403);
  });
});
