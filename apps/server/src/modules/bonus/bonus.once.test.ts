import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgErrorCode } from "../../platform/db/transaction";
import { createTestApp, type TestApp } from "../../test/harness";
import { bonusStore } from "./bonus.store";
import {
  balances,
  bonusPlayer,
  campaign,
  claim,
  expectBooksBalanced,
  type Headers,
  operator,
  walletOf,
} from "./bonus.test-support";

// Issue 16 §5: "once per player" held only as a read. A campaign with no wagering completes inside the claim's own
// transaction, so no open grant was left for the unique index to guard, and 40 racing claims paid 10 times.

let t: TestApp;
let ops: Headers;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  ops = await operator(t.app);
  await campaign(t.app, ops, { code: "ONCE_FIVE", kind: "cash", amount: 5, wageringMultiplier: 0 });
  await campaign(t.app, ops, {
    code: "AGAIN_ONE",
    kind: "cash",
    amount: 1,
    wageringMultiplier: 0,
    oncePerPlayer: false,
  });
});
afterAll(() => t.close());

describe("a once-per-player campaign that completes at claim time", () => {
  it("pays once however many claims race", async () => {
    const players = await Promise.all([1, 2, 3].map(() => bonusPlayer(t.app)));
    for (const p of players) {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => claim(t.app, p.headers, "ONCE_FIVE")),
      );
      const granted = results.filter((r) => r.status === 200);
      expect(granted).toHaveLength(1);
      for (const refused of results.filter((r) => r.status !== 200)) {
        expect(refused).toMatchObject({ status: 400, json: { details: { reason: "ALREADY_CLAIMED" } } });
      }
      expect(await balances(t.app, p.userId)).toMatchObject({ real: 500n, bonus: 0n });
      expect((await walletOf(t.app, p.headers)).bonuses.filter((b) => b.code === "ONCE_FIVE")).toHaveLength(
        1,
      );
    }
    await expectBooksBalanced(t.app);
  });

  it("is still refused after an operator grant, which itself may repeat it", async () => {
    const p = await bonusPlayer(t.app);
    const campaigns = await t.app.inject({ method: "GET", url: "/api/admin/bonus/campaigns", headers: ops });
    const once = campaigns.json().items.find((c: { code: string }) => c.code === "ONCE_FIVE");
    for (let i = 0; i < 2; i++) {
      const granted = await t.app.inject({
        method: "POST",
        url: "/api/admin/bonus/grants",
        headers: { ...ops, "idempotency-key": `once-op-${p.userId}-${i}` },
        payload: { userId: p.userId, campaignId: once.id },
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    expect((await claim(t.app, p.headers, "ONCE_FIVE")).json.details.reason).toBe("ALREADY_CLAIMED");
    expect((await balances(t.app, p.userId)).real).toBe(1_000n);
  });

  it("is a database constraint, not only a read", async () => {
    const p = await bonusPlayer(t.app);
    await claim(t.app, p.headers, "ONCE_FIVE");
    const [first] = await bonusStore.grantsOf(t.app.services.db, p.userId);
    const { id: _, ...copy } = first!.grant;
    await expect(bonusStore.insertGrant(t.app.services.db, copy)).rejects.toSatisfy(
      (error) => pgErrorCode(error) === "23505",
    );
  });

  it("a campaign open to repeat claims still pays each claim", async () => {
    const p = await bonusPlayer(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(t.app, p.headers, "AGAIN_ONE")));
    const granted = results.filter((r) => r.status === 200).length;
    expect(granted).toBeGreaterThanOrEqual(1);
    expect((await balances(t.app, p.userId)).real).toBe(BigInt(granted) * 100n);
    await expectBooksBalanced(t.app);
  });
});
