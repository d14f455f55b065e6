import type { BonusGameType } from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type {
  OperatorAccountKind,
  PlayerBalances,
  Posting,
  TransferResult,
  WalletService,
} from "../../wallet";
import { weekStart } from "../availability";
import { freeBetRefused, maxBetExceeded } from "../bonus.errors";
import { bonusStore, type GrantWithCampaign } from "../bonus.store";
import { type GrantLedger, isWagering, type LedgerContext } from "./grant-ledger";
import { type House, type StakeSplit, splitStake, splitWin, stakePostings, winPostings } from "./staking";
import { contribution, oddsHundredths } from "./wagering";

/** A stake as the casino or the sportsbook places it. */
export interface StakeRequest {
  userId: string;
  currency: string;
  /** Minor units. */
  stake: bigint;
  game: BonusGameType;
  /** Sports: the bet's total decimal odds. */
  odds?: number | undefined;
  /** Who takes the stake: game_revenue (casino) or sportsbook. */
  house: House;
  idempotencyKey: string;
  /** The wallet transfer kind; default `bet` (limits count stakes by it). */
  kind?: string;
  metadata?: Record<string, unknown>;
  /** The free spin (from takeFreeSpin) or free bet (a grant id) that pays this stake instead of the player. */
  freeGrantId?: string | null | undefined;
}

export interface StakeResult {
  transfer: TransferResult;
  /** Where the stake came from; a free spin or free bet counts as all bonus. Keep `split.bonus` for the win. */
  split: StakeSplit;
  /** The player's balances the stake was split from (not read for a free spin or free bet). */
  before?: PlayerBalances;
}

/** The end of a round or a bet. */
export interface SettleRequest {
  userId: string;
  currency: string;
  house: House;
  /** Key of the win transfer. */
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
  stake: bigint;
  /** The bonus part of the stake (StakeResult.split.bonus, summed over the round's stakes). */
  stakeBonus: bigint;
  /** Everything paid back to the player: 0 for a loss, the stake for a void, the amount of a cash-out. */
  win: bigint;
  game: BonusGameType;
  /** Casino: the game's slug (a cashback campaign counts the real-money losses of its games). */
  gameSlug?: string | undefined;
  odds?: number | undefined;
  /** Sports: void and cashed-out bets do not count towards wagering nor qualify for a bonus. Default settled. */
  outcome?: "settled" | "void" | "cashout";
  freeGrantId?: string | null | undefined;
}

/**
 * A correction of money already paid (a sportsbook result corrected after settlement): `real` and `bonus` are what
 * the player's accounts gain (positive) or give back (negative); the house takes or pays the difference.
 */
export interface CorrectionRequest {
  userId: string;
  currency: string;
  house: House;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
  real: bigint;
  bonus: bigint;
}

/**
 * A second win of a round paid from another operator account (a jackpot): like the round's own win it follows the
 * money that staked it, so the bonus share is bonus money under the grant's wagering, and a free spin's win is
 * the free spins' winnings.
 */
export interface ExtraWinRequest {
  idempotencyKey: string;
  /** The wallet transfer kind, e.g. `jackpot_win`. */
  kind: string;
  from: OperatorAccountKind;
  amount: bigint;
  /** The round's stake and its bonus part (a free spin's stake is all bonus). */
  stake: bigint;
  stakeBonus: bigint;
  freeGrantId?: string | null | undefined;
  metadata?: Record<string, unknown>;
}

export interface PlayDeps {
  wallet: WalletService;
  clock: Clock;
  ledger: GrantLedger;
}

/**
 * The player's bonuses for one transaction of play: their open grants are read and locked once, then the stake,
 * free spin and settlement steps below keep them in step with the wallet. Call `openPlay` inside the transaction
 * that moves the money, and publish the returned transfers after it commits.
 */
export async function openPlay(deps: PlayDeps, tx: Db, userId: string, currency: string) {
  const { wallet, ledger } = deps;
  const open: GrantWithCampaign[] = await bonusStore.lockOpen(tx, userId, currency);
  const context = (): LedgerContext => ({ tx, now: deps.clock.now(), transfers: [] });
  const find = (id: string | null | undefined) =>
    open.find((g) => g.grant.id === id && g.grant.status === "active");

  /**
   * A rule of every bonus (docs/product/bonuses.md#wagering): while one is wagered, stakes above its maximum bet are
   * refused.
   */
  function checkStake(stake: bigint) {
    const caps = open
      .filter((g) => isWagering(g) && g.campaign.maxBet !== null)
      .map((g) => g.campaign.maxBet!);
    const cap = caps.reduce<bigint | null>((min, c) => (min === null || c < min ? c : min), null);
    if (cap !== null && stake > cap) throw maxBetExceeded(cap, currency);
  }

  /** Takes a stake's bonus part from the grants, oldest first, after any loose bonus money. */
  async function debit(ctx: LedgerContext, amount: bigint, bonusBefore: bigint) {
    const held = open.reduce((sum, g) => sum + g.grant.balance, 0n);
    let rest = amount - (bonusBefore > held ? min(bonusBefore - held, amount) : 0n);
    for (const g of open) {
      if (rest === 0n) break;
      if (g.grant.balance === 0n) continue;
      const take = min(rest, g.grant.balance);
      await ledger.save(ctx, g, { balance: g.grant.balance - take });
      rest -= take;
    }
  }

  /**
   * Bonus money won: held by the bonus being wagered, else by an active one with money, else by an active one
   * whose money is all at stake (free spins' winnings on an open sports bet while spins are left); only without
   * any of them does it stay loose (returned when a bonus ends).
   */
  async function hold(ctx: LedgerContext, amount: bigint) {
    const active = open.filter((g) => g.grant.status === "active");
    const holder =
      open.find((g) => isWagering(g)) ??
      active.find((g) => g.grant.balance > 0n) ??
      active.find((g) => g.grant.amount > 0n);
    if (holder) await ledger.save(ctx, holder, { balance: holder.grant.balance + amount });
  }

  /** Counts a stake towards the oldest bonus being wagered. */
  async function wager(ctx: LedgerContext, stake: bigint, game: BonusGameType, odds?: number) {
    const target = open.find((g) => isWagering(g) && g.grant.wagered < g.grant.required);
    if (!target) return;
    const { contributions, sportsMinOdds } = target.campaign;
    const counted = contribution(stake, game, contributions, sportsMinOdds, odds);
    if (counted > 0n) await ledger.save(ctx, target, { wagered: target.grant.wagered + counted });
  }

  async function freeStake(request: StakeRequest): Promise<StakeResult> {
    const g = find(request.freeGrantId);
    const kind = g?.campaign.kind;
    if (!g || (kind !== "free_spins" && kind !== "free_bet"))
      throw freeBetRefused("No such free bet or free spin");
    if (request.stake !== g.campaign.amount) throw freeBetRefused("The stake must be the free bet's amount");
    const ctx = context();
    if (kind === "free_bet") {
      if (g.grant.freeBet !== "unused") throw freeBetRefused("This free bet has been used");
      const minOdds = g.campaign.freeBetMinOdds;
      if (minOdds !== null && (request.odds === undefined || oddsHundredths(request.odds) < minOdds)) {
        throw freeBetRefused(`A free bet needs odds of at least ${(minOdds / 100).toFixed(2)}`);
      }
      await ledger.save(ctx, g, { freeBet: "placed" });
    }
    const transfer = await wallet.transferIn(tx, {
      idempotencyKey: request.idempotencyKey,
      kind: kind === "free_bet" ? "free_bet" : "free_spin",
      currency,
      postings: [
        { account: { operator: "bonus_cost" }, amount: -request.stake },
        { account: { operator: request.house }, amount: request.stake },
      ],
      metadata: { ...request.metadata, grantId: g.grant.id, userId },
    });
    return { transfer, split: { real: 0n, bonus: request.stake } };
  }

  /** A free spin's or free bet's result: winnings become the grant's bonus money (a free bet's stake is kept). */
  async function settleFree(ctx: LedgerContext, request: SettleRequest): Promise<TransferResult[]> {
    const g = find(request.freeGrantId);
    const isBet = g ? g.campaign.kind === "free_bet" : request.game === "sports";
    const out: TransferResult[] = [];
    if (isBet && request.outcome === "void") {
      out.push(
        await wallet.transferIn(tx, {
          idempotencyKey: request.idempotencyKey,
          kind: "free_bet_void",
          currency,
          postings: [
            { account: { operator: request.house }, amount: -request.stake },
            { account: { operator: "bonus_cost" }, amount: request.stake },
          ],
          metadata: { ...request.metadata, grantId: request.freeGrantId, userId },
        }),
      );
      if (g) await ledger.save(ctx, g, { freeBet: "unused" });
      return out;
    }
    // A grant that ended while its free bet or spin was in play forfeits the winnings with it.
    if (!g) return out;
    const credited = isBet ? (request.win > request.stake ? request.win - request.stake : 0n) : request.win;
    if (credited > 0n) {
      out.push(
        await wallet.transferIn(tx, {
          idempotencyKey: request.idempotencyKey,
          kind: "win",
          currency,
          postings: winPostings(userId, credited, credited, credited, request.house),
          metadata: { ...request.metadata, grantId: g.grant.id },
        }),
      );
      await ledger.save(ctx, g, { amount: g.grant.amount + credited, balance: g.grant.balance + credited });
    }
    if (isBet) await ledger.save(ctx, g, { freeBet: "settled" });
    if (isBet || g.grant.spinsLeft === 0) await ledger.startWagering(ctx, g, open);
    return out;
  }

  /**
   * Cashback: a settled round of one of an opted-in campaign's games adds its real-money stake and the real part of
   * its win to the player's week (Amsterdam, Monday to Monday). Only while the opt-in is active and the campaign
   * runs; bonus money and free spins never count.
   */
  async function countCashback(ctx: LedgerContext, request: SettleRequest, realWin: bigint) {
    const slug = request.gameSlug;
    const realStake = request.stake - request.stakeBonus;
    if (!slug || (realStake <= 0n && realWin <= 0n)) return;
    for (const { grant, campaign } of open) {
      if (campaign.kind !== "cashback" || grant.status !== "active") continue;
      if (!campaign.gameSlugs?.includes(slug)) continue;
      const running =
        campaign.active && campaign.validFrom <= ctx.now && (!campaign.validTo || ctx.now < campaign.validTo);
      if (!running) continue;
      await bonusStore.addCashbackPlay(tx, {
        campaignId: campaign.id,
        userId,
        currency,
        weekStart: weekStart(ctx.now),
        staked: realStake > 0n ? realStake : 0n,
        won: realWin,
      });
    }
  }

  /** A sports bet that qualifies a pending opt-in (e.g. bet 10 at 1.50, get a free bet). */
  async function qualify(ctx: LedgerContext, stake: bigint, odds: number | undefined) {
    for (const g of open) {
      const { trigger, minDeposit, qualifyingMinOdds } = g.campaign;
      if (g.grant.status !== "pending" || trigger !== "sports_bet") continue;
      if (minDeposit !== null && stake < minDeposit) continue;
      if (qualifyingMinOdds !== null && (odds === undefined || oddsHundredths(odds) < qualifyingMinOdds))
        continue;
      await ledger.activate(ctx, g, open);
    }
  }

  return {
    /** The player has open bonuses in this currency (fast path: nothing else to do when false). */
    any: open.length > 0,
    checkStake,

    /** Uses one free spin of the slot, when the player has one: the round is then staked by the bonus. */
    async takeFreeSpin(slug: string): Promise<{ grantId: string; stake: bigint } | null> {
      const g = open.find(
        (o) =>
          o.grant.status === "active" &&
          o.campaign.kind === "free_spins" &&
          o.campaign.gameSlug === slug &&
          o.grant.spinsLeft > 0,
      );
      if (!g || g.campaign.amount === null) return null;
      await ledger.save(context(), g, { spinsLeft: g.grant.spinsLeft - 1 });
      return { grantId: g.grant.id, stake: g.campaign.amount };
    },

    /**
     * Places a stake: the maximum bet is checked, the stake is split real money first, then bonus, and debited,
     * and casino stakes count towards wagering at once (sports stakes when they settle).
     */
    async stake(request: StakeRequest): Promise<StakeResult> {
      if (request.freeGrantId) return freeStake(request);
      checkStake(request.stake);
      const before = await wallet.balances(userId, currency, tx);
      const split = splitStake(before, request.stake);
      const transfer = await wallet.transferIn(tx, {
        idempotencyKey: request.idempotencyKey,
        kind: request.kind ?? "bet",
        currency,
        postings: stakePostings(userId, split, request.house),
        metadata: request.metadata ?? {},
        // Read under the player's money lock (play() took it): the balance event needs no read after commit.
        before,
      });
      if (transfer.replayed || !open.length) return { transfer, split, before };
      const ctx = context();
      await debit(ctx, split.bonus, before.bonus);
      if (request.game !== "sports") await wager(ctx, request.stake, request.game);
      return { transfer, split, before };
    },

    /**
     * Settles a round or bet: the win is paid in the stake's proportions (a win of a bonus stake is bonus money),
     * sports stakes count towards wagering, and bonuses that are now wagered convert (or, spent, are lost).
     * Returns the transfers to publish after commit.
     */
    async settle(request: SettleRequest): Promise<TransferResult[]> {
      const ctx = context();
      const out: TransferResult[] = [];
      if (request.freeGrantId) {
        out.push(...(await settleFree(ctx, request)));
      } else {
        const split = splitWin(request.win, request.stake, request.stakeBonus);
        if (request.win > 0n) {
          out.push(
            await wallet.transferIn(tx, {
              idempotencyKey: request.idempotencyKey,
              kind: "win",
              currency,
              postings: winPostings(userId, request.win, request.stake, request.stakeBonus, request.house),
              metadata: request.metadata ?? {},
            }),
          );
        }
        if (!open.length) return out;
        if (split.bonus > 0n) await hold(ctx, split.bonus);
        await countCashback(ctx, request, split.real);
        if (request.game === "sports" && (request.outcome ?? "settled") === "settled") {
          await wager(ctx, request.stake, "sports", request.odds);
          await qualify(ctx, request.stake, request.odds);
        }
      }
      await ledger.review(ctx, open);
      return [...out, ...ctx.transfers];
    },

    /** Pays an ExtraWinRequest in `tx`; returns its transfers to publish after commit. */
    async payWin(request: ExtraWinRequest): Promise<TransferResult[]> {
      if (request.amount <= 0n) return [];
      const g = request.freeGrantId ? find(request.freeGrantId) : undefined;
      const split = request.freeGrantId
        ? { real: 0n, bonus: request.amount }
        : splitWin(request.amount, request.stake, request.stakeBonus);
      const postings: Posting[] = [{ account: { operator: request.from }, amount: -request.amount }];
      if (split.real > 0n) postings.push({ account: { userId, kind: "real" }, amount: split.real });
      if (split.bonus > 0n) postings.push({ account: { userId, kind: "bonus" }, amount: split.bonus });
      const transfer = await wallet.transferIn(tx, {
        idempotencyKey: request.idempotencyKey,
        kind: request.kind,
        currency,
        postings,
        metadata: { ...request.metadata, ...(g ? { grantId: g.grant.id } : {}) },
      });
      if (transfer.replayed || split.bonus === 0n) return [transfer];
      const ctx = context();
      // A free spin's win joins the spins' winnings (wagered once the spins are used); other bonus money is held
      // by the bonus being wagered. Without either it is loose bonus money, returned when a bonus ends.
      if (g)
        await ledger.save(ctx, g, {
          amount: g.grant.amount + split.bonus,
          balance: g.grant.balance + split.bonus,
        });
      else await hold(ctx, split.bonus);
      return [transfer, ...ctx.transfers];
    },

    /**
     * Moves a correction through the wallet and keeps the grants in step with the bonus balance: bonus money paid
     * goes to the grant that would hold a win, bonus money taken back comes off the grants as a bonus stake would.
     */
    async correct(request: CorrectionRequest): Promise<TransferResult[]> {
      const { real, bonus } = request;
      if (real === 0n && bonus === 0n) return [];
      const before = await wallet.balances(userId, currency, tx);
      const postings: Posting[] = [{ account: { operator: request.house }, amount: -(real + bonus) }];
      if (real !== 0n) postings.push({ account: { userId, kind: "real" }, amount: real });
      if (bonus !== 0n) postings.push({ account: { userId, kind: "bonus" }, amount: bonus });
      const transfer = await wallet.transferIn(tx, {
        idempotencyKey: request.idempotencyKey,
        kind: "win",
        currency,
        postings,
        metadata: request.metadata ?? {},
      });
      if (transfer.replayed || !open.length || bonus === 0n) return [transfer];
      const ctx = context();
      if (bonus > 0n) {
        await hold(ctx, bonus);
      } else {
        await debit(ctx, -bonus, before.bonus);
      }
      await ledger.review(ctx, open);
      return [transfer, ...ctx.transfers];
    },
  };
}

export type PlaySession = Awaited<ReturnType<typeof openPlay>>;

const min = (a: bigint, b: bigint) => (a < b ? a : b);
