import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  balances,
  bonusPlayer,
  campaign,
  expectBooksBalanced,
  type Headers,
  operator,
  walletOf,
} from "./bonus.test-support";

// Issue 16 §5: 20 concurrent identical operator grants created 20. A staff money action takes an Idempotency-Key
// like every other money call: the same key grants once and answers every repeat with that grant.

let t: TestApp;
let ops: Headers;
let cash: { id: string };
let other: { id: string };

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  ops = await operator(t.app);
  // Paid out at once and open to repeat grants: only the key stands between a double click and double money.
  cash = await campaign(t.app, ops, {
    code: "GOODWILL_FIVE",
    kind: "cash",
    amount: 5,
    wageringMultiplier: 0,
    oncePerPlayer: false,
  });
  other = await campaign(t.app, ops, {
    code: "GOODWILL_TWO",
    kind: "cash",
    amount: 2,
    wageringMultiplier: 0,
  });
});
afterAll(() => t.close());

const grant = (userId: string, campaignId: string, key?: string) =>
  call(t.app, "POST", "/api/admin/bonus/grants", key ? { ...ops, "idempotency-key": key } : ops, {
    userId,
    campaignId,
  });

describe("an operator grant", () => {
  it("is made once for one Idempotency-Key, however many identical requests race", async () => {
    const p = await bonusPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => grant(p.userId, cash.id, "grant-key-1")),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect((await walletOf(t.app, p.headers)).bonuses).toHaveLength(1);
    expect((await balances(t.app, p.userId)).real).toBe(500n);
    // A new key is a new grant.
    expect((await grant(p.userId, cash.id, "grant-key-2")).status).toBe(200);
    expect((await balances(t.app, p.userId)).real).toBe(1_000n);
    await expectBooksBalanced(t.app);
  });

  it("needs an Idempotency-Key", async () => {
    const p = await bonusPlayer(t.app);
    const refused = await grant(p.userId, cash.id);
    expect(refused).toMatchObject({ status: 400, json: { code: "IDEMPOTENCY_KEY_REQUIRED" } });
    expect((await balances(t.app, p.userId)).real).toBe(0n);
  });

  it("refuses a key used for another campaign", async () => {
    const p = await bonusPlayer(t.app);
    expect((await grant(p.userId, cash.id, "grant-key-3")).status).toBe(200);
    const reused = await grant(p.userId, other.id, "grant-key-3");
    expect(reused).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    expect((await balances(t.app, p.userId)).real).toBe(500n);
  });
});
