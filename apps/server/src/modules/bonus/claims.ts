import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { WalletService } from "../wallet";
import { notApplicable } from "./bonus.errors";
import { bonusStore, type CampaignRow, type GrantWithCampaign } from "./bonus.store";
import { type Claimant, refusalOf } from "./eligibility";
import type { GrantLedger, LedgerContext } from "./grant-ledger";

/** The player as the bonus module needs them (from the account module). */
export interface BonusPlayer {
  country: string;
  currency: string;
  roles: string[];
  campaignTags: string[];
}

const EPOCH = new Date(0);
const DAY_MS = 86_400_000;

export interface ClaimsDeps {
  clock: Clock;
  wallet: WalletService;
  ledger: GrantLedger;
}

/** Claiming: who may, and the pending or active grant a claim creates. */
export function createClaims(deps: ClaimsDeps) {
  const { wallet, ledger } = deps;

  /** Deposits the player made before (the current one excluded when `current` is given). */
  async function depositsBefore(tx: Db, userId: string, currency: string, current = 0n) {
    const { deposit = 0n } = await wallet.flows(tx, userId, currency, ["deposit"], EPOCH);
    return deposit - current > 0n ? 1 : 0;
  }

  /**
   * Throws BONUS_NOT_APPLICABLE unless the player may claim the campaign now. `previousDeposits`: for a deposit's
   * own bonus, the count its crediting transaction saw (see bonus.service onDepositCredited).
   */
  async function assertEligible(
    tx: Db,
    campaign: CampaignRow,
    userId: string,
    player: BonusPlayer,
    previousDeposits?: number,
  ) {
    const claimant: Claimant = {
      ...player,
      previousDeposits: previousDeposits ?? (await depositsBefore(tx, userId, player.currency)),
    };
    const refusal = refusalOf(campaign, claimant, deps.clock.now());
    if (refusal) throw notApplicable(refusal);
    const claimed = (await bonusStore.claimedCampaigns(tx, userId)).filter(
      (c) => c.campaignId === campaign.id,
    );
    if (claimed.some((c) => c.open) || (campaign.oncePerPlayer && claimed.length)) {
      throw notApplicable("ALREADY_CLAIMED");
    }
  }

  /**
   * Creates the player's grant of a campaign: active at once for a `claim` trigger, otherwise pending until the
   * qualifying deposit or bet. Runs under the lock of the player's open grants (`open`). A player's own claim of a
   * once-per-player campaign is marked so, and a second one fails on the unique index (an operator's grant is not).
   */
  async function createGrant(
    ctx: LedgerContext,
    campaign: CampaignRow,
    userId: string,
    currency: string,
    open: GrantWithCampaign[],
    by: { operatorKey: string } | "player" = "player",
  ): Promise<GrantWithCampaign> {
    const row = await bonusStore.insertGrant(ctx.tx, {
      userId,
      campaignId: campaign.id,
      currency,
      oncePerPlayer: campaign.oncePerPlayer && by === "player",
      operatorKey: by === "player" ? null : by.operatorKey,
      status: "pending",
      claimedAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + campaign.validityDays * DAY_MS),
    });
    const g = { grant: row, campaign };
    open.push(g);
    if (campaign.trigger === "claim") await ledger.activate(ctx, g, open);
    else await ledger.scheduleExpiry(ctx, row);
    return g;
  }

  return { assertEligible, createGrant, depositsBefore };
}

export type Claims = ReturnType<typeof createClaims>;
