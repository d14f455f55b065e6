import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allAtOnce, call, fundedPlayer, withKey } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { campaign, operator } from "./bonus.test-support";

// The Idempotency-Key on a bonus claim: concurrent claims with one key get the first answer and make one grant;
// the key on another campaign is refused with 409. The PostgreSQL run is the one where the claims really race.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, body?: unknown) =>
  call(t.app, "POST", url, headers, body);

describe("bonus claims", () => {
  it("five claims with one key: one grant and the first answer for all; the key on another campaign is 409", async () => {
    const ops = await operator(t.app);
    await campaign(t.app, ops, { code: "KEYED5", kind: "cash", amount: 5, wageringMultiplier: 30 });
    await campaign(t.app, ops, { code: "KEYED6", kind: "cash", amount: 6, wageringMultiplier: 30 });
    const p = await fundedPlayer(t.app, 0n);
    const headers = withKey(p.headers, "claim-1");
    await allAtOnce(5, () => post("/api/user/bonus/claim", headers, { code: "KEYED5", currency: "EUR" }));
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).bonus).toBe(500n);
    const other = await post("/api/user/bonus/claim", headers, { code: "KEYED6", currency: "EUR" });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });
});
