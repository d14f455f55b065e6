import type { Db } from "../../../platform/db";
import type { JobQueue } from "../../../platform/jobs";
import type { Posting, TransferResult, WalletService } from "../../wallet";
import { bonusStore, type GrantRow, type GrantWithCampaign } from "../bonus.store";
import { conversion, depositMatch, wageringRequired } from "./wagering";

// Every money step of a grant, inside the caller's transaction and under the lock of the player's open grants
// (bonusStore.lockOpen). Each step is a wallet transfer with an idempotency key of its own, and each keeps the rule
// that a player's open grants never hold more than their bonus account.

export const EXPIRY_QUEUE = "bonus.expiry";
const DAY_MS = 86_400_000;

/** One transaction's work on grants: its handle, its time and the transfers to publish after commit. */
export interface LedgerContext {
  tx: Db;
  now: Date;
  transfers: TransferResult[];
}

export interface LedgerDeps {
  wallet: WalletService;
  jobs: JobQueue;
}

/** Why a grant ended, kept on the row. */
export type EndReason =
  | "wagered"
  | "spent"
  | "expired"
  | "player"
  | "operator"
  | "cool_off"
  | "self_exclusion"
  | "withdrawal";

const MONEY_KINDS = new Set(["deposit_match", "cash"]);

/**
 * Still in its token phase: free spins left, a free bet not yet settled, a tournament ticket, or a cashback opt-in
 * (never wagered: its weekly payments are grants or real money of their own).
 */
export function inTokenPhase({ grant, campaign }: GrantWithCampaign): boolean {
  if (campaign.kind === "free_spins") return grant.spinsLeft > 0;
  if (campaign.kind === "free_bet") return grant.freeBet !== "settled";
  return campaign.kind === "tournament_ticket" || campaign.kind === "cashback";
}

/** A cashback opt-in without an end: it lasts until the player opts out (or the campaign's last day). */
export const NEVER = new Date("9999-12-31T00:00:00Z");

/** Active and playing for conversion: stakes count towards it and its maximum bet applies. */
export const isWagering = (g: GrantWithCampaign) => g.grant.status === "active" && !inTokenPhase(g);

export function createGrantLedger(deps: LedgerDeps) {
  const { wallet } = deps;

  async function save(ctx: LedgerContext, g: GrantWithCampaign, patch: Partial<GrantRow>) {
    g.grant = await bonusStore.updateGrant(ctx.tx, g.grant.id, patch);
  }

  async function scheduleExpiry(ctx: LedgerContext, grant: GrantRow) {
    await deps.jobs.enqueue(
      EXPIRY_QUEUE,
      { grantId: grant.id },
      { runAt: grant.expiresAt, uniqueKey: `bonus-expiry:${grant.id}:${grant.expiresAt.getTime()}` },
      ctx.tx,
    );
  }

  async function move(ctx: LedgerContext, request: Parameters<WalletService["transferIn"]>[1]) {
    ctx.transfers.push(await wallet.transferIn(ctx.tx, request));
  }

  /** Bonus money of the player that no open grant holds (wins of bonus stakes that settled after their bonus). */
  async function looseMoney(ctx: LedgerContext, userId: string, currency: string, open: GrantWithCampaign[]) {
    const { bonus } = await wallet.balances(userId, currency, ctx.tx);
    const held = open.reduce((sum, g) => sum + g.grant.balance, 0n);
    return bonus > held ? bonus - held : 0n;
  }

  /**
   * Ends a grant. `completed` converts its balance into real money up to the cap and returns the rest; `expired`
   * and `forfeited` return the balance to the operator; `lost` has none left. Loose bonus money goes back to the
   * operator with it (docs/decisions/0087-bonus-money-wagering-and-conversion.md).
   */
  async function finish(
    ctx: LedgerContext,
    g: GrantWithCampaign,
    status: "completed" | "lost" | "expired" | "forfeited",
    reason: EndReason,
    others: GrantWithCampaign[],
  ) {
    const { grant, campaign } = g;
    const userId = grant.userId;
    const player = (kind: "real" | "bonus") => ({ account: { userId, kind } as const });
    // Never more than the bonus account holds (money taken back outside this module, e.g. a corrected result).
    const { bonus: held } = await wallet.balances(userId, grant.currency, ctx.tx);
    const balance = grant.balance < held ? grant.balance : held;
    let converted: bigint | null = null;
    if (status === "completed") {
      const { real, returned } = conversion(balance, campaign.maxConversion);
      converted = real;
      if (balance > 0n) {
        const postings: Posting[] = [{ ...player("bonus"), amount: -balance }];
        if (real > 0n) postings.push({ ...player("real"), amount: real });
        if (returned > 0n) postings.push({ account: { operator: "bonus_cost" }, amount: returned });
        await move(ctx, {
          idempotencyKey: `bonus:${grant.id}:convert`,
          kind: "bonus_conversion",
          currency: grant.currency,
          postings,
          metadata: { grantId: grant.id, code: campaign.code, converted: real.toString() },
        });
      }
    } else if (balance > 0n) {
      await move(ctx, {
        idempotencyKey: `bonus:${grant.id}:return`,
        kind: status === "expired" ? "bonus_expiry" : "bonus_forfeit",
        currency: grant.currency,
        postings: [
          { ...player("bonus"), amount: -balance },
          { account: { operator: "bonus_cost" }, amount: balance },
        ],
        metadata: { grantId: grant.id, code: campaign.code, reason },
      });
    }
    await save(ctx, g, { status, balance: 0n, converted, endedAt: ctx.now, endReason: reason });
    const stillOpen = others.filter(
      (o) => o.grant.id !== grant.id && ["pending", "active"].includes(o.grant.status),
    );
    const loose = await looseMoney(ctx, userId, grant.currency, stillOpen);
    if (loose > 0n) {
      await move(ctx, {
        idempotencyKey: `bonus:${grant.id}:loose`,
        kind: "bonus_forfeit",
        currency: grant.currency,
        postings: [
          { ...player("bonus"), amount: -loose },
          { account: { operator: "bonus_cost" }, amount: loose },
        ],
        metadata: { grantId: grant.id, reason: "loose" },
      });
    }
  }

  /**
   * Starts a claimed grant: credits its bonus money (bonus_cost → the player's bonus account) or its tokens, sets
   * its requirement and expiry. Returns false when a deposit match comes to nothing (deposit below the minimum).
   */
  async function activate(
    ctx: LedgerContext,
    g: GrantWithCampaign,
    open: GrantWithCampaign[],
    deposit?: { amount: bigint; paymentId: string },
  ): Promise<boolean> {
    const { grant, campaign } = g;
    if (deposit && campaign.minDeposit !== null && deposit.amount < campaign.minDeposit) return false;
    let amount = 0n;
    if (campaign.kind === "deposit_match") {
      if (!deposit) return false;
      amount = depositMatch(deposit.amount, campaign.percentage ?? 0, campaign.maxBonus);
      if (amount <= 0n) return false;
    } else if (campaign.kind === "cash") {
      amount = campaign.amount ?? 0n;
    }
    const required = MONEY_KINDS.has(campaign.kind)
      ? wageringRequired(campaign.wageringMultiplier, campaign.wageringBase, amount, deposit?.amount ?? null)
      : 0n;
    if (amount > 0n) {
      await move(ctx, {
        idempotencyKey: `bonus:${grant.id}:grant`,
        kind: "bonus_grant",
        currency: grant.currency,
        postings: [
          { account: { operator: "bonus_cost" }, amount: -amount },
          { account: { userId: grant.userId, kind: "bonus" }, amount },
        ],
        metadata: { grantId: grant.id, code: campaign.code, paymentId: deposit?.paymentId ?? null },
      });
    }
    // A cashback opt-in runs until the player opts out, or ends with the campaign's last day.
    const expiresAt =
      campaign.kind === "cashback"
        ? (campaign.validTo ?? NEVER)
        : new Date(ctx.now.getTime() + campaign.validityDays * DAY_MS);
    await save(ctx, g, {
      status: "active",
      amount,
      balance: amount,
      required,
      depositAmount: deposit?.amount ?? null,
      paymentId: deposit?.paymentId ?? null,
      spinsLeft: campaign.kind === "free_spins" ? (campaign.spins ?? 0) : 0,
      freeBet: campaign.kind === "free_bet" ? "unused" : null,
      grantedAt: ctx.now,
      expiresAt,
    });
    if (expiresAt < NEVER) await scheduleExpiry(ctx, g.grant);
    if (MONEY_KINDS.has(campaign.kind) && required === 0n) await finish(ctx, g, "completed", "wagered", open);
    return true;
  }

  /**
   * A free-spins or free-bet grant has used its tokens: its winnings are now bonus money to wager (for the
   * campaign's wagering days), paid out at once without a requirement, or lost when there were none.
   */
  async function startWagering(ctx: LedgerContext, g: GrantWithCampaign, open: GrantWithCampaign[]) {
    const { grant, campaign } = g;
    if (grant.amount === 0n) return finish(ctx, g, "lost", "spent", open);
    const required = wageringRequired(campaign.wageringMultiplier, "bonus", grant.amount, null);
    const expiresAt = campaign.wageringDays
      ? new Date(ctx.now.getTime() + campaign.wageringDays * DAY_MS)
      : grant.expiresAt;
    await save(ctx, g, { required, expiresAt });
    if (expiresAt.getTime() !== grant.expiresAt.getTime()) await scheduleExpiry(ctx, g.grant);
    if (required === 0n) await finish(ctx, g, "completed", "wagered", open);
  }

  /** After play: grants whose wagering is done convert; grants with no bonus money left are lost. */
  async function review(ctx: LedgerContext, open: GrantWithCampaign[]) {
    for (const g of open) {
      if (!isWagering(g)) continue;
      if (g.grant.wagered >= g.grant.required) await finish(ctx, g, "completed", "wagered", open);
      else if (g.grant.balance === 0n) await finish(ctx, g, "lost", "spent", open);
    }
  }

  return { save, finish, activate, startWagering, review, scheduleExpiry };
}

export type GrantLedger = ReturnType<typeof createGrantLedger>;
