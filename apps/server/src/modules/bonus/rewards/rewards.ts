import { createHash } from "node:crypto";
import { REWARD_CODE_PREFIX } from "@casino/contract";
import { findSlotTitle } from "@casino/games";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type { TransferResult } from "../../wallet";
import { invalidCampaign } from "../bonus.errors";
import { bonusStore } from "../bonus.store";
import type { bonusCampaigns } from "../bonus.tables";
import { STANDARD_CONTRIBUTIONS } from "../campaigns";
import type { Claims } from "../claims";
import type { LedgerContext } from "../play/grant-ledger";

/** A reward of another module (advent door, wheel, points shop) paid as a bonus. Money in minor units. */
export interface RewardGrant {
  userId: string;
  currency: string;
  kind: "bonus_money" | "free_spins";
  /** Bonus money, or the value of one spin × the number of spins. */
  amount: bigint;
  spins?: number | undefined;
  /** Free spins: the first of these that is one of our slots (default Comet Cascade). */
  gameSlugs?: string[] | undefined;
  /** Once per key: a second grant with the same key grants nothing. */
  key: string;
  /** Times the bonus money (or the spins' winnings) must be wagered; default REWARD_WAGERING. */
  wageringMultiplier?: number | undefined;
  /** Days to use the spins, and to wager the money; default REWARD_DAYS. */
  expiresInDays?: number | undefined;
  /**
   * The rules it is played under when they are another campaign's (a cashback paid as bonus money carries its
   * campaign's): names, contributions, highest stake and conversion cap. Default: reward texts, the standard
   * contributions, no caps.
   */
  rules?: Pick<typeof bonusCampaigns.$inferInsert, "texts" | "contributions" | "maxBet" | "maxConversion">;
}

export const REWARD_WAGERING = 10;
export const REWARD_DAYS = 7;
export const REWARD_SPIN_GAME = "comet-cascade";

/** Reward grants are played under a hidden campaign of their own, whose code is derived from the key. */
export const rewardCode = (key: string) =>
  `${REWARD_CODE_PREFIX}${createHash("sha256").update(key).digest("hex").slice(0, 24).toUpperCase()}`;

function texts(r: RewardGrant, spins: number, slug: string) {
  const game = findSlotTitle(slug)?.name ?? slug;
  const days = r.expiresInDays ?? REWARD_DAYS;
  const times = r.wageringMultiplier ?? REWARD_WAGERING;
  if (r.kind === "bonus_money") {
    return {
      en: { name: "Reward: bonus money", description: `Wager it ${times} times within ${days} days.` },
      de: {
        name: "Belohnung: Bonusgeld",
        description: `Setze es innerhalb von ${days} Tagen ${times}-mal um.`,
      },
    };
  }
  return {
    en: {
      name: `Reward: ${spins} free spins on ${game}`,
      description: `Winnings are bonus money to wager ${times} times within ${days} days.`,
    },
    de: {
      name: `Belohnung: ${spins} Freidrehungen für ${game}`,
      description: `Gewinne sind Bonusgeld mit ${times}-fachem Umsatz in ${days} Tagen.`,
    },
  };
}

/** The hidden campaign of one reward: never listed, never claimable, once per player. */
function rewardCampaign(r: RewardGrant, now: Date): typeof bonusCampaigns.$inferInsert {
  const days = r.expiresInDays ?? REWARD_DAYS;
  const multiplier = r.wageringMultiplier ?? REWARD_WAGERING;
  if (r.amount <= 0n) throw invalidCampaign("A reward needs an amount");
  if (!Number.isInteger(days) || days < 1) throw invalidCampaign("expiresInDays: a whole number of days");
  if (!Number.isInteger(multiplier) || multiplier < 0) throw invalidCampaign("wageringMultiplier: 0 or more");
  let spins: number | null = null;
  let slug: string | null = null;
  let amount = r.amount;
  if (r.kind === "free_spins") {
    spins = r.spins ?? 0;
    if (!Number.isInteger(spins) || spins < 1) throw invalidCampaign("Free spins need a count");
    if (r.amount % BigInt(spins) !== 0n) throw invalidCampaign("amount must be the spin value × the count");
    amount = r.amount / BigInt(spins);
    slug = r.gameSlugs?.length ? (r.gameSlugs.find((s) => findSlotTitle(s)) ?? null) : REWARD_SPIN_GAME;
    if (!slug) throw invalidCampaign("Free spins need one of our slots (gameSlugs)");
  }
  return {
    code: rewardCode(r.key),
    kind: r.kind === "bonus_money" ? "cash" : "free_spins",
    trigger: "claim",
    texts: r.rules?.texts ?? texts(r, spins ?? 0, slug ?? REWARD_SPIN_GAME),
    selectable: false,
    active: false,
    validFrom: now,
    amount,
    spins,
    gameSlug: slug,
    wageringMultiplier: multiplier,
    contributions: r.rules?.contributions ?? STANDARD_CONTRIBUTIONS,
    maxBet: r.rules?.maxBet ?? null,
    maxConversion: r.rules?.maxConversion ?? null,
    validityDays: days,
    wageringDays: days,
    oncePerPlayer: true,
  };
}

/**
 * Grants a reward in the caller's transaction, under the lock of the player's open grants: bonus money moves
 * bonus_cost → the player's bonus account, free spins become a grant like a campaign's. Once per key (the hidden
 * campaign's code is unique: a repeat, or a racing twin once the first commits, inserts nothing and grants
 * nothing). Returns the transfers to publish after commit.
 */
export async function grantReward(
  deps: { clock: Clock; claims: Claims },
  tx: Db,
  reward: RewardGrant,
): Promise<TransferResult[]> {
  return (await grantRewardOnce(deps, tx, reward)).transfers;
}

/** grantReward, also naming the grant it made (null when the key had been used). */
export async function grantRewardOnce(
  deps: { clock: Clock; claims: Claims },
  tx: Db,
  reward: RewardGrant,
): Promise<{ transfers: TransferResult[]; grantId: string | null }> {
  const ctx: LedgerContext = { tx, now: deps.clock.now(), transfers: [] };
  const row = rewardCampaign(reward, ctx.now);
  const open = await bonusStore.lockOpen(tx, reward.userId, reward.currency);
  const campaign = await bonusStore.insertCampaignIfMissing(tx, row);
  if (!campaign) return { transfers: [], grantId: null };
  const g = await deps.claims.createGrant(ctx, campaign, reward.userId, reward.currency, open);
  return { transfers: ctx.transfers, grantId: g.grant.id };
}
