import { EligibleBonusResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/content";
import { ManualClock } from "../../platform/clock";
import { signPayload } from "../../platform/webhook-signature";
import { call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  balances,
  bonusOf,
  bonusPlayer,
  campaign,
  claim,
  claimed,
  expectBooksBalanced,
  type Headers,
  operator,
  spin,
  walletOf,
} from "./bonus.test-support";

let t: TestApp;
let baseUrl: string;
const clock = new ManualClock(new Date("2026-03-02T10:00:00Z"));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  await seedDemoContent(t.database.db);
});
afterAll(() => t.close());

const drain = () => t.app.services.jobs.drain();

/** Starts a deposit through the cashier API, with an optional bonus code. */
async function startDeposit(headers: Headers, amount: number, code?: string) {
  return call(t.app, "POST", "/api/user/cashier/depositGm1", headers, {
    amount,
    currency: "EUR",
    ...(code ? { BonusCode: code } : {}),
  });
}

/** Delivers the provider's signed "approved" webhook for a deposit (as often as asked). */
async function approve(transactionId: string, amountMinor: bigint, times = 1) {
  const event = {
    id: `evt_${transactionId}`,
    type: "payment.approved",
    data: {
      paymentId: `pay_${transactionId}`,
      merchantRef: transactionId,
      amount: amountMinor.toString(),
      currency: "EUR",
      method: "Visa •••• 4242",
      reason: null,
    },
  };
  const raw = JSON.stringify(event);
  const at = Math.floor(clock.now().getTime() / 1000);
  const signature = signPayload(t.app.services.config.PSP_WEBHOOK_SECRET, raw, at);
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${baseUrl}/api/cashier/webhooks/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json", "psp-signature": signature },
      body: raw,
    });
    expect(response.status).toBe(200);
  }
}

describe("a bonus code at deposit", () => {
  it("grants the matching bonus once when the deposit is credited, even if the webhook arrives twice", async () => {
    const p = await bonusPlayer(t.app);
    const started = await startDeposit(p.headers, 25, "welcome100");
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect((await walletOf(t.app, p.headers)).bonuses).toEqual([]);
    await approve(started.json.transactionId, 2_500n, 2);
    await drain();
    await approve(started.json.transactionId, 2_500n);
    await drain();
    const wallet = await walletOf(t.app, p.headers);
    expect(wallet.bonuses).toHaveLength(1);
    expect(wallet.bonuses[0]).toMatchObject({
      code: "WELCOME100",
      status: "active",
      amount: 25,
      balance: 25,
      progress: { wagered: 0, required: 750 },
      type: "wagering",
    });
    expect(wallet.totalClaimedAmount).toBe(25);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 2_500n, bonus: 2_500n });
    await expectBooksBalanced(t.app);
  });

  it("pays out a bonus the player opted into from the list on their next qualifying deposit", async () => {
    const p = await bonusPlayer(t.app);
    const pending = await claimed(t.app, p.headers, "WELCOME100");
    expect(pending).toMatchObject({ status: "pending", balance: 0 });
    const started = await startDeposit(p.headers, 300);
    await approve(started.json.transactionId, 30_000n);
    await drain();
    // 100 % of 300, capped at 200.
    expect(await bonusOf(t.app, p.headers, "WELCOME100")).toMatchObject({ status: "active", amount: 200 });
  });

  it("refuses, before the player pays, a code that would grant nothing", async () => {
    const p = await bonusPlayer(t.app, 1_000n);
    const used = await startDeposit(p.headers, 25, "WELCOME100");
    expect(used).toMatchObject({
      status: 400,
      json: { code: "BONUS_NOT_APPLICABLE", message: "Error applying bonus" },
    });
    expect(used.json.details.reason).toBe("FIRST_DEPOSIT_ONLY");
    expect((await startDeposit(p.headers, 25, "NOPE")).json.details.reason).toBe("UNKNOWN_CODE");
    expect((await startDeposit(p.headers, 10, "COMET50")).json.details.reason).toBe("MIN_DEPOSIT");
    expect((await startDeposit(p.headers, 25, "NODEP10")).json.details.reason).toBe("NOT_AVAILABLE");
  });
});

describe("claims", () => {
  it("lists claimable bonuses, wager-type ones apart and TICKET_ codes never", async () => {
    const p = await bonusPlayer(t.app);
    const listed = await call(t.app, "GET", "/api/user/bonus/eligible?currency=EUR", p.headers);
    const { bonuses, wagerBonuses } = EligibleBonusResponse.parse(listed.json);
    expect(wagerBonuses.map((b) => b.code)).toEqual(expect.arrayContaining(["WELCOME100", "NODEP10"]));
    // Reloads need an earlier deposit.
    expect(wagerBonuses.map((b) => b.code)).not.toContain("RELOAD50");
    expect(bonuses.map((b) => b.code)).toEqual(expect.arrayContaining(["COMET50", "FREEBET5"]));
    expect([...bonuses, ...wagerBonuses].some((b) => b.code.startsWith("TICKET_"))).toBe(false);
    const german = await call(t.app, "GET", "/api/user/bonus/eligible", { ...p.headers, "x-locale": "de" });
    expect(german.json.wagerBonuses.find((b: { code: string }) => b.code === "NODEP10").name).toBe(
      "10 Bonusgeld ohne Einzahlung",
    );
    await claimed(t.app, p.headers, "NODEP10");
    const after = (await call(t.app, "GET", "/api/user/bonus/eligible", p.headers)).json;
    expect(after.wagerBonuses.map((b: { code: string }) => b.code)).not.toContain("NODEP10");
  });

  it("grants a no-deposit bonus at once and refuses a second claim with Error applying bonus", async () => {
    const p = await bonusPlayer(t.app);
    const bonus = await claimed(t.app, p.headers, "nodep10");
    expect(bonus).toMatchObject({ status: "active", amount: 10, balance: 10, progress: { required: 350 } });
    expect((await balances(t.app, p.userId)).bonus).toBe(1_000n);
    const racing = await Promise.all([
      claim(t.app, p.headers, "NODEP10"),
      claim(t.app, p.headers, "NODEP10"),
    ]);
    for (const again of racing) {
      expect(again).toMatchObject({ status: 400, json: { message: "Error applying bonus" } });
      expect(again.json.details.reason).toBe("ALREADY_CLAIMED");
    }
    expect((await balances(t.app, p.userId)).bonus).toBe(1_000n);
    expect((await claim(t.app, p.headers, "NODEP10", "USD")).json.details.reason).toBe("CURRENCY");
  });

  it("keeps tournament tickets out of the wallet unless additionalData asks for them", async () => {
    const p = await bonusPlayer(t.app);
    const ticket = await claimed(t.app, p.headers, "TICKET_POLAR");
    expect(ticket).toMatchObject({ type: "tournament_ticket", status: "active" });
    const plain = (await call(t.app, "GET", "/api/user/bonus/wallet", p.headers)).json;
    expect(plain.bonuses).toEqual([]);
    expect((await walletOf(t.app, p.headers)).bonuses.map((b) => b.code)).toEqual(["TICKET_POLAR"]);
  });

  it("never lists a bonus named Wagering in the wallet", async () => {
    const ops = await operator(t.app);
    const p = await bonusPlayer(t.app);
    await campaign(t.app, ops, {
      code: "WAGERING_HIDDEN",
      kind: "cash",
      amount: 1,
      texts: { en: { name: "Wagering", description: "" }, de: { name: "Wagering", description: "" } },
    });
    await claimed(t.app, p.headers, "WAGERING_HIDDEN");
    expect((await walletOf(t.app, p.headers)).bonuses).toEqual([]);
  });
});

describe("ending a bonus", () => {
  it("forfeit returns the remaining bonus money to the operator and keeps real money", async () => {
    const p = await bonusPlayer(t.app, 500n);
    const bonus = await claimed(t.app, p.headers, "NODEP10");
    const round = await spin(t.app, p.headers, 1);
    expect(round.status, JSON.stringify(round.json)).toBe(200);
    const before = await balances(t.app, p.userId);
    const after = await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${bonus.id}`, p.headers);
    expect(after.status, JSON.stringify(after.json)).toBe(200);
    expect(after.json.bonuses[0]).toMatchObject({
      status: "forfeited",
      balance: 0,
      endedDate: expect.any(String),
    });
    expect(await balances(t.app, p.userId)).toMatchObject({ real: before.real, bonus: 0n });
    const again = await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${bonus.id}`, p.headers);
    expect(again.json.code).toBe("BONUS_ENDED");
    const stranger = await bonusPlayer(t.app);
    const theirs = await call(
      t.app,
      "DELETE",
      `/api/user/bonus/wallet?bonusId=${bonus.id}`,
      stranger.headers,
    );
    expect(theirs.status).toBe(404);
    await expectBooksBalanced(t.app);
  });

  it("a cool-off forfeits every open bonus", async () => {
    const p = await bonusPlayer(t.app);
    await claimed(t.app, p.headers, "NODEP10");
    await claimed(t.app, p.headers, "COMET50");
    const cooled = await call(t.app, "PUT", "/api/user/limits", p.headers, { coolOff: { period: "24h" } });
    expect(cooled.status, JSON.stringify(cooled.json)).toBe(200);
    await drain();
    const grants = (await t.app.services.bonus.wallet(p.userId, {}, "en")).bonuses;
    expect(grants.map((g) => [g.code, g.status, g.additionalData.endReason])).toEqual(
      expect.arrayContaining([
        ["NODEP10", "forfeited", "cool_off"],
        ["COMET50", "forfeited", "cool_off"],
      ]),
    );
    expect((await balances(t.app, p.userId)).bonus).toBe(0n);
  });

  it("expires a bonus at its time and returns its money", async () => {
    const p = await bonusPlayer(t.app);
    await claimed(t.app, p.headers, "NODEP10");
    const grant = async () => (await t.app.services.bonus.wallet(p.userId, {}, "en")).bonuses[0];
    clock.advance(6 * DAY);
    await drain();
    expect((await grant())?.status).toBe("active");
    clock.advance(DAY + 1_000);
    await drain();
    expect(await grant()).toMatchObject({
      status: "expired",
      balance: 0,
      additionalData: { endReason: "expired" },
    });
    expect((await balances(t.app, p.userId)).bonus).toBe(0n);
    await expectBooksBalanced(t.app);
  });
});

describe("content targeting", () => {
  it("shows content targeted at a bonus code the player holds", async () => {
    const p = await bonusPlayer(t.app);
    const slugs = async () =>
      (await call(t.app, "GET", "/api/bannersv2", p.headers)).json.data.map(
        (e: { attributes: { slug: string } }) => e.attributes.slug,
      );
    expect(await slugs()).not.toContain("comet-spins-reminder");
    await claimed(t.app, p.headers, "COMET50");
    expect(await slugs()).toContain("comet-spins-reminder");
  });
});

describe("operator campaigns", () => {
  it("lets operators create, edit and grant campaigns, and nobody else", async () => {
    const p = await bonusPlayer(t.app);
    expect((await call(t.app, "GET", "/api/admin/bonus/campaigns", p.headers)).status).toBe(403);
    const ops = await operator(t.app);
    const listed = (await call(t.app, "GET", "/api/admin/bonus/campaigns", ops)).json.items;
    expect(listed.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(["WELCOME100", "NODEP10", "COMET50", "FREEBET5", "TICKET_POLAR"]),
    );
    const made = await campaign(t.app, ops, { code: "OPS_CASH", kind: "cash", amount: 3, selectable: false });
    const bad = await call(t.app, "POST", "/api/admin/bonus/campaigns", ops, {
      ...listed[0],
      code: "BAD_SPINS",
      kind: "free_spins",
      trigger: "claim",
      gameSlug: "european-roulette",
    });
    expect(bad).toMatchObject({ status: 400, json: { code: "INVALID_CAMPAIGN" } });
    const duplicate = await call(t.app, "POST", "/api/admin/bonus/campaigns", ops, { ...listed[0] });
    expect(duplicate.status).toBe(409);
    // Not selectable: never listed, but its code still claims it, and the operator may grant it.
    expect((await claim(t.app, p.headers, "OPS_CASH")).status).toBe(200);
    const other = await bonusPlayer(t.app);
    const granted = await call(
      t.app,
      "POST",
      "/api/admin/bonus/grants",
      { ...ops, "idempotency-key": "ops-1" },
      {
        userId: other.userId,
        campaignId: made.id,
      },
    );
    expect(granted.json).toMatchObject({ code: "OPS_CASH", status: "active", amount: 3 });
    const edited = await call(t.app, "PUT", `/api/admin/bonus/campaigns/${made.id}`, ops, {
      ...(await call(t.app, "GET", "/api/admin/bonus/campaigns", ops)).json.items.find(
        (c: { id: string }) => c.id === made.id,
      ),
      active: false,
    });
    expect(edited.json.active).toBe(false);
    expect((await claim(t.app, (await bonusPlayer(t.app)).headers, "OPS_CASH")).json.details.reason).toBe(
      "NOT_AVAILABLE",
    );
  });
});
