import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { newPlayer, RELAXED_LIMITS, sessionOf } from "../../test/players";

let t: TestApp;
const clock = new ManualClock(new Date("2026-03-10T12:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", ...RELAXED_LIMITS } });
});
afterAll(() => t.close());

let serial = 0;
/** One ledger movement of a player, as the games, the bonus module and the cashier make them. */
async function move(
  userId: string,
  kind: "deposit" | "bet" | "bonus_bet" | "win" | "bonus_grant",
  minor: bigint,
) {
  serial += 1;
  const legs = {
    deposit: [{ operator: "payments_clearing" as const }, { userId, kind: "real" as const }],
    bet: [{ userId, kind: "real" as const }, { operator: "game_revenue" as const }],
    bonus_bet: [{ userId, kind: "bonus" as const }, { operator: "game_revenue" as const }],
    win: [{ operator: "game_revenue" as const }, { userId, kind: "real" as const }],
    bonus_grant: [{ operator: "bonus_cost" as const }, { userId, kind: "bonus" as const }],
  }[kind];
  await t.app.services.wallet.transfer({
    idempotencyKey: `affiliate-test:${serial}`,
    kind: kind === "bonus_bet" ? "bet" : kind,
    currency: "EUR",
    postings: [
      { account: legs[0]!, amount: -minor },
      { account: legs[1]!, amount: minor },
    ],
  });
}

/** A fresh session after the clock jumped past the old one's idle timeout. */
async function relogin(userId: string) {
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

/** NGR of players over [from, to) read straight from the ledger tables: minus their net gaming and bonus flows. */
async function ledgerNgr(userIds: string[], from: string, to: string): Promise<bigint> {
  const result = await t.database.db.execute(sql`
    select coalesce(sum(e.amount), 0)::text as total
    from wallet_entries e
    join wallet_accounts a on a.id = e.account_id
    join wallet_transfers tr on tr.id = e.transfer_id
    where a.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and a.kind in ('real', 'bonus')
      and tr.kind in ('bet', 'win', 'bonus_grant', 'bonus_forfeit', 'bonus_expiry', 'bonus_conversion')
      and tr.created_at >= ${from}::timestamptz and tr.created_at < ${to}::timestamptz`);
  const rows = (result as unknown as { rows: { total: string }[] }).rows;
  return -BigInt(rows[0]!.total);
}

describe("affiliate marker", () => {
  it("keeps the marker of an affiliate link in a cookie and stores it at sign-up", async () => {
    const marked = await call(t.app, "POST", "/api/affiliate/marker", {}, { marker: "Partner-7" });
    expect(marked.status).toBe(204);
    const cookie = marked.cookies.find((c) => c.name === "aff");
    expect(cookie).toMatchObject({ value: "partner-7", httpOnly: true, maxAge: 30 * 86_400, path: "/" });

    const body = newPlayer();
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/user/signup/quickRegister",
      payload: body,
      cookies: { aff: "partner-7" },
    });
    expect(signup.statusCode, signup.body).toBe(204);
    const session = await sessionOf(t.app, body.username);
    const me = await call(t.app, "GET", "/api/session/authenticate", { "x-session-id": session });
    expect(me.json.affiliateMarker).toBe("partner-7");
  });

  it("refuses a marker that could not be a campaign code", async () => {
    const bad = await call(t.app, "POST", "/api/affiliate/marker", {}, { marker: "<script>" });
    expect(bad.status).toBe(400);
    expect(bad.cookies).toEqual([]);
  });

  it("keeps nothing while the sync flag is off", async () => {
    const off = await createTestApp({
      env: { JOBS_POLL_MS: "0", AFFILIATE_SYNC: "false", ...RELAXED_LIMITS },
    });
    try {
      const marked = await call(off.app, "POST", "/api/affiliate/marker", {}, { marker: "partner-7" });
      expect(marked.status).toBe(204);
      expect(marked.cookies).toEqual([]);
      const body = newPlayer();
      await off.app.inject({
        method: "POST",
        url: "/api/user/signup/quickRegister",
        payload: body,
        cookies: { aff: "partner-7" },
      });
      const session = await sessionOf(off.app, body.username);
      const me = await call(off.app, "GET", "/api/session/authenticate", { "x-session-id": session });
      expect(me.json.affiliateMarker).toBeNull();
    } finally {
      await off.close();
    }
  });
});

describe("affiliate commission", () => {
  it("pays the revenue share of the referred players' NGR from the ledger, once per closed month", async () => {
    const affiliate = await fundedPlayer(t.app, 0n);
    const campaign = await call(t.app, "POST", "/api/user/affiliate/campaign", affiliate.headers, {
      name: "Spring",
      code: "Spring-26",
    });
    expect(campaign.json).toMatchObject({ code: "spring-26", referredPlayers: 0 });
    const taken = await call(t.app, "POST", "/api/user/affiliate/campaign", affiliate.headers, {
      name: "Copy",
      code: "spring-26",
    });
    expect(taken.json.code).toBe("CAMPAIGN_CODE_TAKEN");

    const winner = await insertTestUser(t.database.db, { affiliateMarker: "spring-26" });
    const bonusPlayer = await insertTestUser(t.database.db, { affiliateMarker: "spring-26" });
    const stranger = await insertTestUser(t.database.db, { affiliateMarker: "someone-else" });
    // March: the winner loses 70 net; the bonus player wins 30 net on 20 of bonus money.
    await move(winner, "deposit", 20_000n);
    await move(winner, "bet", 10_000n);
    await move(winner, "win", 3_000n);
    await move(bonusPlayer, "deposit", 5_000n);
    await move(bonusPlayer, "bonus_grant", 2_000n);
    await move(bonusPlayer, "bonus_bet", 2_000n);
    await move(bonusPlayer, "bet", 3_000n);
    await move(bonusPlayer, "win", 8_000n);
    await move(stranger, "deposit", 50_000n);
    await move(stranger, "bet", 50_000n);

    const march = await ledgerNgr(
      [winner, bonusPlayer],
      "2026-03-01T00:00:00+01:00",
      "2026-04-01T00:00:00+02:00",
    );
    expect(march).toBe(2_000n); // 100 − 30 − 0 + 50 − 80 − 20
    const campaigns = await call(t.app, "GET", "/api/user/affiliate/campaign", affiliate.headers);
    expect(campaigns.json.items[0]).toMatchObject({ code: "spring-26", referredPlayers: 2 });

    // The running month is shown but cannot be claimed.
    const running = await call(t.app, "GET", "/api/user/affiliate", affiliate.headers);
    expect(running.json).toMatchObject({
      currency: "EUR",
      revenueShare: 0.25,
      referredPlayers: 2,
      currentPeriod: { period: "2026-03", netGamingRevenue: 20, commission: 5, activePlayers: 2 },
    });
    const early = await call(t.app, "POST", "/api/user/affiliate/claim", affiliate.headers, {
      period: "2026-03",
    });
    expect(early.json.code).toBe("PERIOD_NOT_CLOSED");

    clock.set("2026-04-02T09:00:00Z");
    affiliate.headers = await relogin(affiliate.userId);
    await move(winner, "deposit", 100_000n);
    await move(winner, "bet", 100_000n); // April play does not change March
    const periods = await call(t.app, "GET", "/api/user/affiliate/claim", affiliate.headers);
    expect(periods.json.periods[0]).toMatchObject({
      period: "2026-03",
      stakes: 150,
      wins: 110,
      bonusCosts: 20,
      netGamingRevenue: Number(march) / 100,
      commission: Number((march * 25n) / 100n) / 100,
      claimed: false,
    });

    const before = (await t.app.services.wallet.balances(affiliate.userId, "EUR")).real;
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, "POST", "/api/user/affiliate/claim", affiliate.headers, {}),
      ),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.json.code === "ALREADY_CLAIMED")).toHaveLength(4);
    expect(claims.find((c) => c.status === 200)!.json.claim).toMatchObject({ period: "2026-03", amount: 5 });
    expect((await t.app.services.wallet.balances(affiliate.userId, "EUR")).real - before).toBe(500n);

    const after = await call(t.app, "GET", "/api/user/affiliate/claim", affiliate.headers);
    expect(after.json.periods[0]).toMatchObject({ period: "2026-03", claimed: true });
    expect(after.json.claims).toEqual([
      expect.objectContaining({ period: "2026-03", amount: 5, currency: "EUR" }),
    ]);
    expect((await call(t.app, "GET", "/api/user/affiliate", affiliate.headers)).json).toMatchObject({
      totalClaimed: 5,
      claimable: 0,
      currentPeriod: { period: "2026-04", stakes: 1000 },
    });
    const february = await call(t.app, "POST", "/api/user/affiliate/claim", affiliate.headers, {
      period: "2026-02",
    });
    expect(february.json.code).toBe("NOTHING_TO_CLAIM");
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("pays nothing for a month whose NGR is negative", async () => {
    clock.set("2026-05-10T12:00:00Z");
    const affiliate = await fundedPlayer(t.app, 0n);
    await call(t.app, "POST", "/api/user/affiliate/campaign", affiliate.headers, {
      name: "Lucky",
      code: "lucky-one",
    });
    const lucky = await insertTestUser(t.database.db, { affiliateMarker: "lucky-one" });
    await move(lucky, "deposit", 1_000n);
    await move(lucky, "bet", 1_000n);
    await move(lucky, "win", 9_000n);
    clock.set("2026-06-01T08:00:00Z");
    affiliate.headers = await relogin(affiliate.userId);
    const periods = await call(t.app, "GET", "/api/user/affiliate/claim", affiliate.headers);
    expect(periods.json.periods[0]).toMatchObject({
      period: "2026-05",
      netGamingRevenue: -80,
      commission: 0,
    });
    const claim = await call(t.app, "POST", "/api/user/affiliate/claim", affiliate.headers, {});
    expect(claim.json.code).toBe("NOTHING_TO_CLAIM");
  });
});
