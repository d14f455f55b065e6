import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGrantsRead } from "../modules/bonus/bonus.store";
import { bonusCampaigns, bonusGrants } from "../modules/bonus/bonus.tables";
import { guardRead } from "../modules/limits/limits.store";
import { playerExclusions, playerLimits } from "../modules/limits/limits.tables";
import { playerAccountsRead } from "../modules/wallet/wallet.store";
import { walletAccounts } from "../modules/wallet/wallet.tables";
import { readTogether, takeRead } from "../platform/db/locked-reads";
import { lockPlayerMoney } from "../platform/db/player-lock";
import { inTransaction } from "../platform/db/transaction";
import { insertTestUser } from "./fixtures";
import { fundedPlayer } from "./funded-player";
import { createTestApp, type TestApp } from "./harness";

/** Past what a JSON number holds exactly: a value that only survives as text. */
const HUGE = 9_007_199_254_740_993n;

/**
 * The reads a round or a bet makes under the money lock, sent as one statement (decision 0246), must answer exactly
 * what Drizzle's own select of the same rows answers: every column, bigints past 2^53, timestamps, JSON and nulls.
 * On both engines.
 */
describe("reads made together under the money lock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("answer the grants, the limits and exclusion in force, and the accounts as the modules read them", async () => {
    const db = t.app.services.db;
    const { userId } = await fundedPlayer(t.app, 12_345n);
    const other = await insertTestUser(db, { currency: "EUR" });
    const now = new Date();
    const campaign = (code: string) => ({
      code: `${code}_${userId.slice(0, 8)}`,
      kind: "deposit_match",
      trigger: "deposit",
      texts: { en: { name: "Together", description: "Read together" } },
      validFrom: new Date(now.getTime() - 86_400_000),
      validTo: null,
      percentage: 100,
      maxBonus: HUGE,
      minDeposit: 1_000n,
      amount: null,
      gameSlugs: ["comet-cascade", "coral-kingdom"],
      contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 0 },
      maxBet: 500n,
      validityDays: 30,
      availableDays: [1, 5, 7],
      claimLimit: { count: 2, period: "week" as const },
    });
    const [first, second] = await db
      .insert(bonusCampaigns)
      .values([campaign("TOGETHER"), { ...campaign("SECOND"), maxBonus: null, gameSlugs: null }])
      .returning();
    const grant = (claimedAt: Date, status: string, campaignId = first!.id) => ({
      userId,
      campaignId,
      currency: "EUR",
      status,
      amount: HUGE,
      balance: 2_500n,
      depositAmount: 10_000n,
      wagered: 1n,
      required: HUGE - 1n,
      spinsLeft: 3,
      claimedAt,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    await db
      .insert(bonusGrants)
      .values([
        grant(new Date(now.getTime() - 2_000), "active"),
        grant(new Date(now.getTime() - 1_000), "pending", second!.id),
        grant(new Date(now.getTime() - 3_000), "completed"),
        { ...grant(now, "active"), userId: other },
      ]);
    await db.insert(playerLimits).values([
      { userId, type: "loss", period: "daily", value: HUGE, currency: "EUR" },
      {
        userId,
        type: "wagering",
        period: "weekly",
        value: 5_000n,
        currency: "EUR",
        pendingValue: 9_000n,
        pendingAt: new Date(now.getTime() + 3_600_000),
      },
    ]);
    await db.insert(playerExclusions).values([
      { userId, kind: "cool_off", period: "24h", reason: "break", startsAt: now, endsAt: null },
      {
        userId,
        kind: "cool_off",
        period: "7d",
        reason: "ended",
        startsAt: new Date(now.getTime() - 864_000_000),
        endsAt: new Date(now.getTime() - 1_000),
      },
    ]);

    await inTransaction(db, async (tx) => {
      await lockPlayerMoney(tx, userId);
      await readTogether(tx, [openGrantsRead, guardRead, playerAccountsRead], {
        userId,
        currency: "EUR",
        now: new Date(now.getTime() + 1).toISOString(),
      });
      const grants = takeRead(tx, openGrantsRead, { userId, currency: "EUR" });
      const guard = takeRead(tx, guardRead, { userId });
      const accounts = takeRead(tx, playerAccountsRead, { userId });
      // Taken once. Below, the same rows as Drizzle reads and maps them with a select of their own.
      expect(takeRead(tx, openGrantsRead, { userId, currency: "EUR" })).toBeUndefined();

      expect(grants?.map((g) => g.grant.status)).toEqual(["active", "pending"]);
      expect(grants).toEqual(
        await tx
          .select({ grant: bonusGrants, campaign: bonusCampaigns })
          .from(bonusGrants)
          .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
          .where(
            and(
              eq(bonusGrants.userId, userId),
              eq(bonusGrants.currency, "EUR"),
              inArray(bonusGrants.status, ["pending", "active"]),
            ),
          )
          .orderBy(asc(bonusGrants.claimedAt), asc(bonusGrants.id)),
      );
      expect(grants?.[0]?.grant.amount).toBe(HUGE);
      expect(grants?.[0]?.campaign.maxBonus).toBe(HUGE);
      expect(guard?.limits).toHaveLength(2);
      expect(guard?.exclusion?.reason).toBe("break");
      const [inForce] = await tx
        .select()
        .from(playerExclusions)
        .where(and(eq(playerExclusions.userId, userId), eq(playerExclusions.reason, "break")));
      expect(guard).toEqual({
        limits: await tx.select().from(playerLimits).where(eq(playerLimits.userId, userId)),
        exclusion: inForce,
      });
      expect(accounts?.length).toBeGreaterThan(0);
      expect(accounts).toEqual(
        await tx.select().from(walletAccounts).where(eq(walletAccounts.userId, userId)),
      );
    });
  });

  it("are not taken after a transfer: a balance read after it is the database's", async () => {
    const { userId } = await fundedPlayer(t.app, 1_000n);
    const { wallet } = t.app.services;
    const balances = await inTransaction(t.app.services.db, async (tx) => {
      await lockPlayerMoney(tx, userId);
      await readTogether(tx, [playerAccountsRead], {
        userId,
        currency: "EUR",
        now: new Date().toISOString(),
      });
      await wallet.transferIn(tx, {
        idempotencyKey: `together-${userId}`,
        kind: "deposit",
        currency: "EUR",
        postings: [
          { account: { operator: "payments_clearing" }, amount: -500n },
          { account: { userId, kind: "real" }, amount: 500n },
        ],
      });
      return wallet.balances(userId, "EUR", tx);
    });
    expect(balances.real).toBe(1_500n);
  });
});
