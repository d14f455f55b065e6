import {
  type BonusWalletResponse,
  type ClaimBonusRequest,
  type ClaimBonusResponse,
  type EligibleBonusQuery,
  type EligibleBonusResponse,
  toMajor,
  type UrlLocale,
} from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import { AppError } from "../../platform/errors";
import { once } from "../../platform/idempotency";
import type { JobQueue } from "../../platform/jobs";
import type { AccountService } from "../account";
import type { TransferResult, WalletService } from "../wallet";
import { nextOpening, openingAt, weekStart } from "./availability";
import { bonusEnded, bonusNotFound, forfeitRequired, grantKeyReused, notApplicable } from "./bonus.errors";
import {
  bonusStore,
  type CampaignRow,
  type CashbackWeekRow,
  type GrantWithCampaign,
  openGrantsRead,
} from "./bonus.store";
import { eligibleView, textOf, typeOf, walletView } from "./bonus.view";
import {
  type BonusPlayer,
  type ClaimSlot,
  claimedThisOpening,
  claimLimitUsedUp,
  createClaims,
} from "./claims";
import { isTicketCode, refusalOf } from "./eligibility";
import {
  createGrantLedger,
  type EndReason,
  EXPIRY_QUEUE,
  isWagering,
  type LedgerContext,
} from "./play/grant-ledger";
import { type CorrectionRequest, openPlay, type SettleRequest, type StakeRequest } from "./play/play";
import { cashbackOf, createCashback } from "./rewards/cashback";
import { grantReward, type RewardGrant } from "./rewards/rewards";

export interface BonusDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  jobs: JobQueue;
  /** Who the player is: country, currency, roles and affiliate marker (the campaign tag) for eligibility. */
  accounts: Pick<AccountService, "contactOf" | "rolesOf" | "sessionUser">;
  log?: { warn(details: object, message: string): void };
}

/** A deposit the cashier has just credited, in the transaction that credited it. */
export interface CreditedDeposit {
  userId: string;
  currency: string;
  amount: bigint;
  paymentId: string;
  bonusCode: string | null;
}

/** A credited deposit as its bonus job sees it: whether it was the player's first is decided when credited. */
interface DepositJob extends CreditedDeposit {
  /** Deposits credited before this one (0 or 1: only "none" matters). */
  previousDeposits: number;
  /** When it was credited: a windowed campaign ("Friday reload") needs the deposit inside its window. */
  creditedAt: Date;
}

type ClaimBody = z.output<typeof ClaimBonusRequest>;

const DEPOSIT_QUEUE = "bonus.deposit";

/** docs/product/bonuses.md#bonus-wallet: a bonus named Wagering is never listed in the wallet. */
const HIDDEN_NAME = "Wagering";

/**
 * Bonuses: campaigns, claims, the bonus wallet, wagering and conversion, expiry and forfeit. Every money step is a
 * wallet transfer (bonus_cost ↔ the player's bonus account; bonus → real on conversion) made in the transaction
 * that changes the grant.
 */
export function createBonusService(deps: BonusDeps) {
  const { db, clock, wallet } = deps;
  const ledger = createGrantLedger(deps);
  const claims = createClaims({ clock, wallet, ledger });
  const cashback = createCashback({ ...deps, claims });

  /**
   * The player as eligibility sees them; their affiliate marker is their campaign tag
   * (docs/decisions/0092-eligibility-and-listing-rules.md).
   */
  async function playerOf(userId: string): Promise<BonusPlayer | null> {
    const [contact, user, roles] = await Promise.all([
      deps.accounts.contactOf(userId),
      deps.accounts.sessionUser(userId),
      deps.accounts.rolesOf(userId),
    ]);
    if (!contact) return null;
    const tag = user?.affiliateMarker?.trim().toUpperCase();
    return { country: contact.country, currency: contact.currency, roles, campaignTags: tag ? [tag] : [] };
  }

  async function playerOrThrow(userId: string): Promise<BonusPlayer> {
    const player = await playerOf(userId);
    if (!player) throw bonusNotFound();
    return player;
  }

  async function publish(transfers: TransferResult[]) {
    await wallet.publish(transfers);
  }

  /** Runs `work` on the player's locked open grants and publishes its transfers after commit. */
  async function withGrants<T>(
    userId: string,
    currency: string,
    work: (ctx: LedgerContext, open: GrantWithCampaign[]) => Promise<T>,
  ): Promise<T> {
    const { value, transfers } = await inTransaction(db, async (tx) => {
      const ctx: LedgerContext = { tx, now: clock.now(), transfers: [] };
      const open = await bonusStore.lockOpen(tx, userId, currency);
      return { value: await work(ctx, open), transfers: ctx.transfers };
    });
    await publish(transfers);
    return value;
  }

  async function walletOf(
    userId: string,
    options: { additionalData?: boolean | undefined },
    locale: UrlLocale,
  ): Promise<BonusWalletResponse> {
    const player = await playerOrThrow(userId);
    const rows = (await bonusStore.grantsOf(db, userId)).filter(
      ({ campaign }) =>
        textOf(campaign, "en").name !== HIDDEN_NAME &&
        (options.additionalData === true || campaign.kind !== "tournament_ticket"),
    );
    // An opted-in cashback shows the week so far: its net loss and what it would pay if the week ended now.
    const thisWeek = weekStart(clock.now());
    const weeks = rows.some((r) => r.campaign.kind === "cashback" && r.grant.status === "active")
      ? await bonusStore.cashbackWeeksOf(db, userId, thisWeek)
      : new Map<string, CashbackWeekRow>();
    const bonuses = rows.map(({ grant, campaign }) => {
      const view = walletView(grant, campaign, locale);
      if (campaign.kind !== "cashback" || grant.status !== "active") return view;
      const week = weeks.get(campaign.id) ?? { staked: 0n, won: 0n, status: "open" };
      const open = week.status === "open";
      view.additionalData.cashbackWeek = {
        weekStart: thisWeek.toISOString(),
        netLoss: open ? toMajor(week.staked - week.won) : 0,
        estimate: open ? toMajor(cashbackOf(week, campaign)) : 0,
      };
      return view;
    });
    const total = rows.reduce((sum, { grant }) => sum + grant.amount, 0n);
    return { bonuses, totalClaimedAmount: toMajor(total), currency: player.currency };
  }

  async function grantView(userId: string, grantId: string, locale: UrlLocale) {
    const row = (await bonusStore.grantsOf(db, userId)).find((g) => g.grant.id === grantId);
    if (!row) throw bonusNotFound();
    return walletView(row.grant, row.campaign, locale);
  }

  async function findCampaign(body: ClaimBody): Promise<CampaignRow> {
    const campaign = body.id
      ? await bonusStore.campaign(db, body.id)
      : await bonusStore.campaignByCode(db, body.code ?? "");
    if (!campaign) throw notApplicable("UNKNOWN_CODE");
    // From the list only what the list shows; a hidden campaign (e.g. a TICKET_ code) only by its code.
    if (!body.code && (!campaign.selectable || isTicketCode(campaign.code)))
      throw notApplicable("NOT_AVAILABLE");
    return campaign;
  }

  /**
   * Claim and operator grant share this: create the grant; a racing second claim fails on the unique index. An
   * operator's grant (`by` its Idempotency-Key) skips eligibility; a repeat of its key, serialised by the player's
   * lock, finds the first grant and returns it. A player's claim with an Idempotency-Key answers a repeat with the
   * first grant, and the key on another campaign with 409.
   */
  async function grantTo(
    userId: string,
    player: BonusPlayer,
    campaign: CampaignRow,
    by: { operatorKey: string } | "player",
    idempotencyKey?: string,
  ) {
    const call = {
      userId,
      key: by === "player" ? idempotencyKey : undefined,
      operation: "bonus.claim",
      request: { campaignId: campaign.id },
    };
    try {
      return await withGrants(userId, player.currency, (ctx, open) =>
        once(ctx.tx, call, async () => {
          let slot: ClaimSlot | null = null;
          if (by === "player") {
            slot = await claims.assertEligible(ctx.tx, campaign, userId, player);
          } else {
            const earlier = await bonusStore.grantByOperatorKey(ctx.tx, userId, by.operatorKey);
            if (earlier && earlier.campaignId !== campaign.id) throw grantKeyReused();
            if (earlier) return earlier.id;
          }
          const g = await claims.createGrant(ctx, campaign, userId, player.currency, open, by, slot);
          return g.grant.id;
        }),
      );
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw notApplicable("ALREADY_CLAIMED");
      throw error;
    }
  }

  async function forfeitAll(userId: string, reason: EndReason) {
    const player = await playerOf(userId);
    if (!player) return;
    await withGrants(userId, player.currency, async (ctx, open) => {
      for (const g of [...open]) {
        if (["pending", "active"].includes(g.grant.status))
          await ledger.finish(ctx, g, "forfeited", reason, open);
      }
      // A cool-off or self-exclusion also ends the cashback weeks not paid yet: none is paid for them.
      if (reason === "cool_off" || reason === "self_exclusion")
        await bonusStore.voidCashbackWeeks(ctx.tx, userId, ctx.now);
    });
  }

  /** The deposit job: grants the bonus of the deposit's code, or the player's pending deposit opt-in. */
  async function depositBonus(
    ctx: LedgerContext,
    open: GrantWithCampaign[],
    deposit: DepositJob,
    player: BonusPlayer,
  ) {
    const { tx } = ctx;
    const code = deposit.bonusCode?.trim().toUpperCase();
    // An opt-in waits for a deposit credited while its campaign's window is open (a Friday reload's, on a Friday).
    const pending = (match: (g: GrantWithCampaign) => boolean) =>
      open.find(
        (g) =>
          g.grant.status === "pending" &&
          g.campaign.trigger === "deposit" &&
          openingAt(g.campaign, deposit.creditedAt) !== null &&
          match(g),
      );
    let g = code ? pending((o) => o.campaign.code === code) : pending(() => true);
    if (!g && code) {
      const campaign = await bonusStore.campaignByCode(tx, code);
      if (campaign?.trigger !== "deposit") throw notApplicable("NOT_AVAILABLE");
      if (campaign.minDeposit !== null && deposit.amount < campaign.minDeposit)
        throw notApplicable("MIN_DEPOSIT");
      const slot = await claims.assertEligible(
        tx,
        campaign,
        deposit.userId,
        player,
        deposit.previousDeposits,
        deposit.creditedAt,
      );
      g = await claims.createGrant(ctx, campaign, deposit.userId, deposit.currency, open, "player", slot);
    }
    if (!g) return;
    if (g.campaign.eligibility.firstDepositOnly && deposit.previousDeposits > 0) {
      throw notApplicable("FIRST_DEPOSIT_ONLY");
    }
    await ledger.activate(ctx, g, open, { amount: deposit.amount, paymentId: deposit.paymentId });
  }

  async function runDepositJob(payload: Record<string, unknown>) {
    const deposit: DepositJob = {
      userId: String(payload.userId),
      currency: String(payload.currency),
      amount: BigInt(String(payload.amount)),
      paymentId: String(payload.paymentId),
      bonusCode: typeof payload.bonusCode === "string" ? payload.bonusCode : null,
      // A job queued before the time was kept in its payload is judged at its run.
      creditedAt: typeof payload.creditedAt === "string" ? new Date(payload.creditedAt) : clock.now(),
      // A job queued before the count was kept in its payload counts now, the deposit itself excluded.
      previousDeposits:
        typeof payload.previousDeposits === "number"
          ? payload.previousDeposits
          : await claims.depositsBefore(
              db,
              String(payload.userId),
              String(payload.currency),
              BigInt(String(payload.amount)),
            ),
    };
    if (await bonusStore.grantForPayment(db, deposit.paymentId)) return;
    const player = await playerOf(deposit.userId);
    if (!player || player.currency !== deposit.currency) return;
    try {
      await withGrants(deposit.userId, deposit.currency, (ctx, open) =>
        depositBonus(ctx, open, deposit, player),
      );
    } catch (error) {
      // A refused code leaves the deposit without a bonus (the cashier checked it before payment); anything
      // else fails the job, which is retried.
      if (!(error instanceof AppError) && pgErrorCode(error) !== "23505") throw error;
      // An expected refusal, not a fault: its code and words, without a stack trace.
      const code = error instanceof AppError ? error.code : "ALREADY_GRANTED";
      const reason = error instanceof Error ? error.message : String(error);
      deps.log?.warn({ paymentId: deposit.paymentId, code, reason }, "deposit bonus not granted");
    }
  }

  return {
    /** The grants every stake locks, for a caller that reads them together with others under the money lock. */
    grantsRead: openGrantsRead,
    /** GET /api/user/bonus/eligible: claimable campaigns, TICKET_ codes hidden, wager-type ones apart. */
    async eligible(
      userId: string,
      query: z.output<typeof EligibleBonusQuery>,
      locale: UrlLocale,
    ): Promise<EligibleBonusResponse> {
      const player = await playerOrThrow(userId);
      if (query.currency && query.currency !== player.currency) return { bonuses: [], wagerBonuses: [] };
      const previousDeposits = await claims.depositsBefore(db, userId, player.currency);
      const claimed = await bonusStore.claimedCampaigns(db, userId);
      const now = clock.now();
      const views = (await bonusStore.openCampaigns(db, now)).flatMap((campaign) => {
        const mine = claimed.filter((c) => c.campaignId === campaign.id);
        const claimable =
          campaign.selectable &&
          !isTicketCode(campaign.code) &&
          (!query.type || typeOf(campaign.kind) === query.type) &&
          !mine.some((c) => c.open) &&
          !(campaign.oncePerPlayer && mine.length) &&
          refusalOf(campaign, { ...player, previousDeposits }, now) === null;
        if (!claimable) return [];
        // Outside its day and time window a campaign is listed with its next opening (claims are refused until
        // then); one that will not open again before it ends is not listed. Once claimed in an opening, it
        // comes back with the next one.
        // One whose claims of this period (a week's, say) are used up is listed again in the next.
        if (claimLimitUsedUp(campaign, mine, now)) return [];
        if (openingAt(campaign, now)) {
          return claimedThisOpening(campaign, mine, now) ? [] : [eligibleView(campaign, locale)];
        }
        const next = nextOpening(campaign, now);
        if (!next || (campaign.validTo && next >= campaign.validTo)) return [];
        return [eligibleView(campaign, locale, next)];
      });
      return {
        bonuses: views.filter((v) => v.type !== "wagering"),
        wagerBonuses: views.filter((v) => v.type === "wagering"),
      };
    },

    wallet: walletOf,

    /** POST /api/user/bonus/claim; refusals are BONUS_NOT_APPLICABLE "Error applying bonus". */
    async claim(
      userId: string,
      body: ClaimBody,
      locale: UrlLocale,
      idempotencyKey?: string,
    ): Promise<ClaimBonusResponse> {
      const player = await playerOrThrow(userId);
      if (body.currency !== player.currency) throw notApplicable("CURRENCY");
      const grantId = await grantTo(userId, player, await findCampaign(body), "player", idempotencyKey);
      return { bonus: await grantView(userId, grantId, locale), wallet: await walletOf(userId, {}, locale) };
    },

    /** DELETE /api/user/bonus/wallet?bonusId=: the remaining bonus money returns to the operator. */
    async forfeit(userId: string, grantId: string, locale: UrlLocale): Promise<BonusWalletResponse> {
      const [target] = (await bonusStore.grantsOf(db, userId)).filter((g) => g.grant.id === grantId);
      if (!target) throw bonusNotFound();
      await withGrants(userId, target.grant.currency, async (ctx, open) => {
        const g = open.find((o) => o.grant.id === grantId);
        if (!g) throw bonusEnded();
        await ledger.finish(ctx, g, "forfeited", "player", open);
      });
      return walletOf(userId, {}, locale);
    },

    /** Limits module: a cool-off or self-exclusion forfeits every open bonus. */
    forfeitAll: (userId: string, kind: "cool_off" | "self_exclusion") => forfeitAll(userId, kind),

    /**
     * Cashier: a deposit was credited in `tx`. When it carries a bonus code or the player opted in to a deposit
     * bonus, a job (enqueued in `tx`, so it exists exactly when the credit does) grants the bonus right after
     * commit, once per deposit however often the webhook arrives; it never holds up or undoes the deposit.
     */
    async onDepositCredited(tx: Db, deposit: CreditedDeposit): Promise<void> {
      const code = deposit.bonusCode?.trim() || null;
      if (!code && !(await bonusStore.hasPendingDepositClaim(tx, deposit.userId))) return;
      // Which deposit is first is decided here, under the lock the credit holds on the player's wallet: of two
      // deposits credited at once the later one waits for the earlier to commit and counts it; the job, run after
      // both, would count both and call neither first.
      const previousDeposits = await claims.depositsBefore(
        tx,
        deposit.userId,
        deposit.currency,
        deposit.amount,
      );
      await deps.jobs.enqueue(
        DEPOSIT_QUEUE,
        {
          ...deposit,
          amount: deposit.amount.toString(),
          bonusCode: code,
          previousDeposits,
          creditedAt: clock.now().toISOString(),
        },
        { uniqueKey: `bonus-deposit:${deposit.paymentId}` },
        tx,
      );
    },

    /**
     * Cashier, first in a withdrawal's transaction: a withdrawal while a deposit bonus is active forfeits it, once
     * the player has confirmed (`forfeitBonus`); before that it is refused with what they would lose, so nobody
     * takes the deposit out and plays on with its match risk-free (docs/decisions/0093-forfeits.md). Returns the
     * transfers to publish after commit.
     */
    async beforeWithdrawal(
      tx: Db,
      input: { userId: string; currency: string; forfeitBonus: boolean },
    ): Promise<TransferResult[]> {
      const open = await bonusStore.lockOpen(tx, input.userId, input.currency);
      const linked = open.filter((g) => g.grant.status === "active" && g.grant.paymentId !== null);
      const amount = linked.reduce((sum, g) => sum + g.grant.balance, 0n);
      if (amount > 0n && !input.forfeitBonus) {
        throw forfeitRequired(
          amount,
          input.currency,
          linked.map((g) => g.campaign.code),
        );
      }
      const ctx: LedgerContext = { tx, now: clock.now(), transfers: [] };
      for (const g of linked) await ledger.finish(ctx, g, "forfeited", "withdrawal", open);
      return ctx.transfers;
    },

    /** Cashier, before sending the player to pay: refuses a code that would not grant anything. */
    async checkDepositCode(userId: string, code: string, amount: bigint, currency: string): Promise<void> {
      const player = await playerOrThrow(userId);
      if (player.currency !== currency) throw notApplicable("CURRENCY");
      const campaign = await bonusStore.campaignByCode(db, code);
      if (!campaign) throw notApplicable("UNKNOWN_CODE");
      if (campaign.trigger !== "deposit") throw notApplicable("NOT_AVAILABLE");
      if (campaign.minDeposit !== null && amount < campaign.minDeposit) throw notApplicable("MIN_DEPOSIT");
      // The deposit must be credited inside the campaign's window; an opt-in made earlier waits for one that is.
      claims.assertOpen(campaign, clock.now());
      const open = (await bonusStore.grantsOf(db, userId)).some(
        (g) => g.campaign.id === campaign.id && g.grant.status === "pending",
      );
      if (!open) await claims.assertEligible(db, campaign, userId, player);
    },

    /** The bonus side of one transaction of play (casino rounds): free spins, stakes, settlements. */
    play: (tx: Db, userId: string, currency: string) =>
      openPlay({ wallet, clock, ledger }, tx, userId, currency),
    /** Sportsbook: places a stake in `tx` (see play.ts StakeRequest). */
    placeStake: async (tx: Db, request: StakeRequest) =>
      (await openPlay({ wallet, clock, ledger }, tx, request.userId, request.currency)).stake(request),
    /** Sportsbook: settles a bet in `tx`; publish the returned transfers after commit. */
    settleStake: async (tx: Db, request: SettleRequest) =>
      (await openPlay({ wallet, clock, ledger }, tx, request.userId, request.currency)).settle(request),
    /** Sportsbook: a corrected result's payment or take-back in `tx`, grants kept in step; publish after commit. */
    correctStake: async (tx: Db, request: CorrectionRequest) =>
      (await openPlay({ wallet, clock, ledger }, tx, request.userId, request.currency)).correct(request),
    publish,
    /**
     * Another module's reward (advent door, wheel, points shop) as bonus money or free spins, in `tx`, once per
     * key; publish the returned transfers after commit.
     */
    grantReward: (tx: Db, reward: RewardGrant) => grantReward({ clock, claims }, tx, reward),

    /**
     * Tournaments, in the transaction that records an entry: uses up one active ticket of this code (the grant
     * completes), so a ticket enters one tournament and cannot be forfeited afterwards. False when the player has
     * none.
     */
    async redeemTicket(tx: Db, userId: string, currency: string, code: string): Promise<boolean> {
      const open = await bonusStore.lockOpen(tx, userId, currency);
      const ticket = open.find(
        (g) =>
          g.grant.status === "active" &&
          g.campaign.kind === "tournament_ticket" &&
          g.campaign.code.toUpperCase() === code.toUpperCase(),
      );
      if (!ticket) return false;
      await ledger.finish({ tx, now: clock.now(), transfers: [] }, ticket, "completed", "spent", open);
      return true;
    },

    /** Codes of the player's open bonuses (content targeting). */
    codesOf: (userId: string) => bonusStore.openCodes(db, userId),

    /**
     * An operator grants a campaign to a player, whoever is eligible (one open grant per campaign still), once per
     * Idempotency-Key: a repeat answers with the first grant.
     */
    async grantByOperator(userId: string, campaignId: string, operatorKey: string, locale: UrlLocale) {
      const player = await playerOrThrow(userId);
      const campaign = await bonusStore.campaign(db, campaignId);
      if (!campaign) throw notApplicable("UNKNOWN_CODE");
      return grantView(userId, await grantTo(userId, player, campaign, { operatorKey }), locale);
    },

    /**
     * Pays every ended cashback week not yet paid, once each (the weekly job's work; safe to run again or twice at
     * once).
     */
    runCashback: () => cashback.run(),

    /** Schedules the weekly cashback run at the end of this week (start-up; once however many processes start). */
    scheduleJobs: () => cashback.schedule(),

    /**
     * The deposit job, the expiry job (a grant past its time converts if its wagering is done, else expires) and
     * the weekly cashback job.
     */
    registerJobs() {
      cashback.register();
      deps.jobs.handle(DEPOSIT_QUEUE, runDepositJob);
      deps.jobs.handle(EXPIRY_QUEUE, async (payload) => {
        const row = await bonusStore.grant(db, String(payload.grantId));
        if (!row) return;
        await withGrants(row.userId, row.currency, async (ctx, open) => {
          const g = open.find((o) => o.grant.id === row.id);
          if (!g || ctx.now < g.grant.expiresAt) return;
          const done = isWagering(g) && g.grant.wagered >= g.grant.required;
          await ledger.finish(ctx, g, done ? "completed" : "expired", done ? "wagered" : "expired", open);
        });
      });
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
