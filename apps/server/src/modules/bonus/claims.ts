import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { WalletService } from "../wallet";
import { hasWindow, nextOpening, openingAt, periodEnd, periodStart } from "./availability";
import { claimLimitReached, notApplicable, notAvailableNow } from "./bonus.errors";
import { bonusStore, type CampaignRow, type ClaimedCampaign, type GrantWithCampaign } from "./bonus.store";
import { type Claimant, refusalOf } from "./eligibility";
import type { GrantLedger, LedgerContext } from "./play/grant-ledger";

/** The player as the bonus module needs them (from the account module). */
export interface BonusPlayer {
  country: string;
  currency: string;
  roles: string[];
  campaignTags: string[];
}

/** Which of its period's claims a player's claim of a campaign with a claim limit is (bonus.tables.ts). */
export interface ClaimSlot {
  claimPeriod: Date;
  claimSlot: number;
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
   * Throws unless the campaign's day and time window is open at `at`: 409 CAMPAIGN_NOT_AVAILABLE_NOW with the next
   * opening, or BONUS_NOT_APPLICABLE NOT_AVAILABLE when it will not open again before the campaign ends.
   */
  function assertOpen(campaign: CampaignRow, at: Date) {
    if (openingAt(campaign, at)) return;
    const next = nextOpening(campaign, at);
    if (!next || (campaign.validTo && next >= campaign.validTo)) throw notApplicable("NOT_AVAILABLE");
    throw notAvailableNow({
      nextOpening: next.toISOString(),
      availableDays: campaign.availableDays ?? null,
      availableFrom: campaign.availableFrom,
      availableUntil: campaign.availableUntil,
    });
  }

  /**
   * Throws BONUS_NOT_APPLICABLE unless the player may claim the campaign at `at` (default now), or
   * CAMPAIGN_NOT_AVAILABLE_NOW outside its window. `previousDeposits`: for a deposit's own bonus, the count its
   * crediting transaction saw (see bonus.service onDepositCredited). A windowed campaign that is not once per
   * player is claimable once per opening ("once per Friday"). A campaign with a claim limit answers 409
   * BONUS_CLAIM_LIMIT once the player's claims of the period are used up; otherwise the slot the claim takes.
   */
  async function assertEligible(
    tx: Db,
    campaign: CampaignRow,
    userId: string,
    player: BonusPlayer,
    previousDeposits?: number,
    at: Date = deps.clock.now(),
  ): Promise<ClaimSlot | null> {
    const claimant: Claimant = {
      ...player,
      previousDeposits: previousDeposits ?? (await depositsBefore(tx, userId, player.currency)),
    };
    const refusal = refusalOf(campaign, claimant, at);
    if (refusal) throw notApplicable(refusal);
    assertOpen(campaign, at);
    const claimed = (await bonusStore.claimedCampaigns(tx, userId)).filter(
      (c) => c.campaignId === campaign.id,
    );
    if (claimed.some((c) => c.open) || (campaign.oncePerPlayer && claimed.length)) {
      throw notApplicable("ALREADY_CLAIMED");
    }
    if (claimedThisOpening(campaign, claimed, at)) throw notApplicable("ALREADY_CLAIMED");
    return claimSlotAt(campaign, claimed, at);
  }

  /**
   * Creates the player's grant of a campaign: active at once for a `claim` trigger, otherwise pending until the
   * qualifying deposit or bet. Runs under the lock of the player's open grants (`open`). A player's own claim of a
   * once-per-player campaign is marked so, and a second one fails on the unique index (an operator's grant is not);
   * so is its `slot` of a campaign with a claim limit, and a racing claim for the same slot fails on its index.
   */
  async function createGrant(
    ctx: LedgerContext,
    campaign: CampaignRow,
    userId: string,
    currency: string,
    open: GrantWithCampaign[],
    by: { operatorKey: string } | "player" = "player",
    slot: ClaimSlot | null = null,
  ): Promise<GrantWithCampaign> {
    const row = await bonusStore.insertGrant(ctx.tx, {
      userId,
      campaignId: campaign.id,
      currency,
      oncePerPlayer: campaign.oncePerPlayer && by === "player",
      operatorKey: by === "player" ? null : by.operatorKey,
      claimPeriod: by === "player" ? (slot?.claimPeriod ?? null) : null,
      claimSlot: by === "player" ? (slot?.claimSlot ?? null) : null,
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

  return { assertEligible, assertOpen, createGrant, depositsBefore };
}

/** Whether one of the player's grants of a windowed campaign was claimed in the opening `at` falls in. */
export function claimedThisOpening(campaign: CampaignRow, claimed: { claimedAt: Date }[], at: Date): boolean {
  const opening = hasWindow(campaign) ? openingAt(campaign, at) : null;
  return opening !== null && claimed.some((c) => c.claimedAt >= opening.start);
}

/** The slots of the campaign's period at `at` that the player's own claims have taken (none without a limit). */
function takenSlots(campaign: CampaignRow, claimed: ClaimedCampaign[], at: Date): Set<number> {
  if (!campaign.claimLimit) return new Set();
  const start = periodStart(campaign.claimLimit.period, at).getTime();
  return new Set(
    claimed
      .filter(
        (c) => c.campaignId === campaign.id && c.claimSlot !== null && c.claimPeriod?.getTime() === start,
      )
      .map((c) => c.claimSlot as number),
  );
}

/** Whether the player has used up the campaign's claims of the period `at` falls in. */
export function claimLimitUsedUp(campaign: CampaignRow, claimed: ClaimedCampaign[], at: Date): boolean {
  return campaign.claimLimit !== null && takenSlots(campaign, claimed, at).size >= campaign.claimLimit.count;
}

/**
 * The first free slot of the period `at` falls in for a campaign with a claim limit (null without one), or 409
 * BONUS_CLAIM_LIMIT with the start of the next period when every slot is taken.
 */
export function claimSlotAt(campaign: CampaignRow, claimed: ClaimedCampaign[], at: Date): ClaimSlot | null {
  const limit = campaign.claimLimit;
  if (!limit) return null;
  const claimPeriod = periodStart(limit.period, at);
  const taken = takenSlots(campaign, claimed, at);
  for (let slot = 1; slot <= limit.count; slot++) {
    if (!taken.has(slot)) return { claimPeriod, claimSlot: slot };
  }
  throw claimLimitReached({ ...limit, nextClaim: periodEnd(limit.period, claimPeriod).toISOString() });
}

export type Claims = ReturnType<typeof createClaims>;
