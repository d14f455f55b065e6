import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { getLimits, newPlayer, putLimits, startDeposit } from "./limits.test-support";

// Concurrent deposits racing one limit. Meant for PostgreSQL (DATABASE_URL set: a pool of 10 connections, real
// parallel transactions); on PGlite it runs too, one transaction at a time.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

describe("deposit limits under concurrency", () => {
  it("never lets 20 concurrent deposits pass a limit by a single minor unit", async () => {
    const p = await newPlayer(t);
    const limit = 10_000n; // 100.00 EUR
    await putLimits(t, p, { depositLimits: [{ period: "daily", amount: 100 }] });
    // 5.00 … 14.50 EUR: any 8 fit, no 12 do; which ones win is up to the race.
    const amounts = Array.from({ length: 20 }, (_, i) => 500 + i * 50);
    const results = await Promise.all(amounts.map((minor) => startDeposit(t, p, minor / 100)));
    const accepted = amounts.filter((_, i) => results[i]!.statusCode === 200);
    const refused = amounts.filter((_, i) => results[i]!.statusCode === 403);
    expect(accepted.length + refused.length).toBe(20);
    for (const response of results.filter((r) => r.statusCode === 403)) {
      expect(response.json().code).toBe("DEPOSIT_LIMIT");
    }
    const total = BigInt(accepted.reduce((sum, a) => sum + a, 0));
    expect(total).toBeLessThanOrEqual(limit);
    // Every refusal was right: even against the final total (which only grew) the refused amount did not fit.
    for (const amount of refused) expect(total + BigInt(amount)).toBeGreaterThan(limit);
    expect(accepted.length).toBeGreaterThan(0);
    const daily = (await getLimits(t, p)).depositLimits[0];
    expect(BigInt(Math.round(daily.used * 100))).toBe(total);
  });

  it("keeps two players' limits independent under the same load", async () => {
    const [a, b] = [await newPlayer(t), await newPlayer(t)];
    await putLimits(t, a, { depositLimits: [{ period: "daily", amount: 30 }] });
    await putLimits(t, b, { depositLimits: [{ period: "daily", amount: 30 }] });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => startDeposit(t, i % 2 ? a : b, 10)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(6);
  });
});
