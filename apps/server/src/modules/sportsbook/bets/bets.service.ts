import { createHash, randomUUID } from "node:crypto";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction, pgErrorCode } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import { UUID } from "../../../platform/uuid";
import type { TransferResult } from "../../wallet";
import { quoteBetBuilder } from "../pricing/bet-builder-price";
import { priceSlip, type SlipPrices } from "../pricing/slip-pricing";
import { freeBetInvalid, idempotencyKeyRequired, idempotencyMismatch } from "../sportsbook.errors";
import { type PlannedBet, planSlip, type SlipStakes, type StakeRules } from "./bet-slip";
import type { BetWallet } from "./bet-wallet";
import { type BetRow, betsStore, type LegWithOffer, type OfferRow } from "./bets.store";

export interface PlaceBetsInput extends SlipPrices {
  stakes: SlipStakes;
  /** The player's free bet (a bonus grant id) that pays the slip's one bet. */
  freeBetId?: string | undefined;
}

export interface BetsSettings extends StakeRules {
  overround: number;
  /** In-play bets wait this long, then are checked again. */
  liveDelayMs: number;
}

export interface BetsDeps {
  db: Db;
  clock: Clock;
  money: BetWallet;
  settings: BetsSettings;
  currencyOf(userId: string): Promise<string>;
  /** A trader's stake factor for the player, in percent of the book's maximum stake (100 when none is set). */
  stakeFactorOf?(userId: string): Promise<number>;
  /** Told after a slip's bets committed, with the events each bet is on (the trader's live ticker). */
  onPlaced?(placed: PlacedBet[]): Promise<void>;
}

export interface PlacedBet {
  bet: BetRow;
  eventIds: string[];
}

/**
 * What placing a slip answers: its bets and, when this request placed them, their legs with the selections, markets
 * and events as the transaction read them under the markets' lock (the prices they were accepted at), so the answer
 * is built without reading them back. A retry of a slip placed earlier reads them (`legs` null).
 */
export interface PlacedSlip {
  bets: BetRow[];
  legs: LegWithOffer[] | null;
}

/** A price moved under a slip being committed, to one the player accepts: the slip is tried again at `offers`. */
class PriceMoved extends Error {
  constructor(readonly offers: Map<string, OfferRow>) {
    super("price moved");
  }
}

const byId = (offers: OfferRow[]) => new Map(offers.map((o) => [o.selection.id, o]));

/** The same bet at the same prices. */
const sameTerms = (
  a: { legsOdds: number[]; oddsMilli: bigint | null },
  b: { legsOdds: number[]; oddsMilli: bigint | null },
) => a.oddsMilli === b.oddsMilli && a.legsOdds.every((odds, i) => odds === b.legsOdds[i]);

/**
 * A free bet pays one bet: the slip must hold exactly one single or the multiple (whether the grant is the player's
 * unused free bet, of the stake's amount, at high enough odds, the bonus module checks when it takes the stake).
 */
function checkFreeBet(plan: PlannedBet[], freeBetId: string | undefined) {
  if (freeBetId === undefined) return;
  if (!UUID.test(freeBetId)) throw freeBetInvalid("No such free bet");
  if (plan.length !== 1 || (plan[0]!.kind !== "single" && plan[0]!.kind !== "multiple"))
    throw freeBetInvalid("A free bet stakes one single or one multiple: remove the other stakes");
}

/** JSON with sorted keys: the same slip always hashes the same, whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Waits until the app clock reaches `deadline` (ms), so tests with a manual clock decide when it has passed. */
async function waitUntil(clock: Clock, deadline: number) {
  for (let left = deadline - clock.now().getTime(); left > 0; left = deadline - clock.now().getTime()) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, 50)));
  }
}

/**
 * Placing bets. A slip is checked once up front (so most refusals are immediate), in-play slips wait the live
 * delay, and then everything is checked again and committed in ONE transaction: the slip row (its idempotency
 * key, with the player's money lock), the limits check, the stake debits, the bet rows and, last, the offers read
 * again with their markets locked (no price moves until commit). A bet is therefore only ever accepted at a price
 * that was current when it committed.
 */
export function createBetsService(deps: BetsDeps) {
  const { db, clock, settings } = deps;

  async function replay(slip: { id: string; requestHash: string }, hash: string): Promise<BetRow[]> {
    if (slip.requestHash !== hash) throw idempotencyMismatch();
    return betsStore.betsOfSlip(db, slip.id);
  }

  const checkSlip = (
    plan: PlannedBet[],
    offers: Map<string, OfferRow>,
    input: PlaceBetsInput,
    currency: string,
    rules: BetsSettings,
  ) => priceSlip(plan, offers, input, { ...rules, currency, now: clock.now() });

  /** The book's rules for this player: the maximum stake scaled by the trader's stake factor. */
  async function rulesFor(userId: string): Promise<BetsSettings> {
    const pct = deps.stakeFactorOf ? await deps.stakeFactorOf(userId) : 100;
    return pct === 100 ? settings : { ...settings, maxStake: (settings.maxStake * BigInt(pct)) / 100n };
  }

  /** The offered selections of the slip (ids that are no UUID are no offer: the plan refuses them). */
  const readOffers = async (ids: string[]) =>
    byId(
      await betsStore.offers(
        db,
        ids.filter((id) => UUID.test(id)),
      ),
    );

  /**
   * One attempt at committing the slip at the prices of `offers` (read before the transaction); throws PriceMoved
   * when an acceptable price moved under it. The slip's row comes first: a second request with its key stops there.
   */
  async function acceptOnce(
    tx: Db,
    slip: { userId: string; key: string; hash: string; currency: string; rules: BetsSettings },
    input: PlaceBetsInput,
    plan: PlannedBet[],
    offers: Map<string, OfferRow>,
  ) {
    const { userId, currency, rules } = slip;
    const now = clock.now();
    const slipId = await betsStore.insertSlip(tx, {
      userId,
      idempotencyKey: slip.key,
      requestHash: slip.hash,
      createdAt: now,
    });
    await deps.money.readAhead(tx, userId, currency, now);
    const ids = input.selections.map((s) => s.selectionId);
    const priced = checkSlip(plan, offers, input, currency, rules);
    // A free bet's stake is the bonus's, not the player's money: it does not count against their limits.
    const own = input.freeBetId ? 0n : priced.reduce((sum, b) => sum + b.stake, 0n);
    if (own > 0n) await deps.money.checkStake(tx, userId, own, currency);
    const bets: PlacedBet[] = [];
    const legs: Omit<LegWithOffer, "offer">[] = [];
    const transfers: TransferResult[] = [];
    for (const bet of priced) {
      const betId = randomUUID();
      const odds = bet.oddsMilli === null ? undefined : Number(bet.oddsMilli) / 1000;
      const freeGrantId = input.freeBetId ?? null;
      const debit = await deps.money.debit(tx, {
        userId,
        betId,
        currency,
        stake: bet.stake,
        odds,
        freeGrantId,
      });
      transfers.push(debit.transfer);
      const placed = betsStore.newBet({
        id: betId,
        slipId,
        userId,
        kind: bet.kind,
        currency,
        initialStake: bet.stake,
        stake: bet.stake,
        stakeBonus: debit.stakeBonus,
        freeGrantId,
        oddsMilli: bet.oddsMilli,
        systemSize: bet.systemSize,
        systemLines: bet.kind === "system" ? bet.lines : null,
        potentialReturn: bet.potential,
        live: bet.selectionIds.some((id) => offers.get(id)!.market.inPlay),
        placedAt: now,
      });
      bets.push({
        bet: placed,
        eventIds: [...new Set(bet.selectionIds.map((id) => offers.get(id)!.event.id))],
      });
      const betLegs = bet.selectionIds.map((id, legNo) => {
        const offer = offers.get(id)!;
        return {
          betId,
          legNo,
          selectionId: id,
          marketId: offer.market.id,
          eventId: offer.event.id,
          oddsMilli: bet.legsOdds[legNo]!,
          outcome: "open",
        };
      });
      legs.push(...betLegs);
    }
    // The bets and every bet's legs are written and, in the same statement, the offers are read again, locked until
    // commit, and everything is checked again: a bet is only ever accepted at the price that is current when it
    // commits. Locking last keeps the lock short (only the commit follows it), so bets do not hold up the feed's
    // price changes for long; a price that moved but is still acceptable means one more attempt.
    const current = byId(
      await betsStore.placeAndLockOffers(
        tx,
        bets.map((placed) => placed.bet),
        legs,
        ids,
      ),
    );
    const again = checkSlip(plan, current, input, currency, rules);
    if (again.some((bet, i) => !sameTerms(bet, priced[i]!))) throw new PriceMoved(current);
    return { bets, transfers, legs: legs.map((leg) => ({ ...leg, offer: current.get(leg.selectionId)! })) };
  }

  async function accept(
    slip: { userId: string; key: string; hash: string; currency: string; rules: BetsSettings },
    input: PlaceBetsInput,
    plan: PlannedBet[],
    offers: Map<string, OfferRow>,
  ) {
    let prices = offers;
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(db, (tx) => acceptOnce(tx, slip, input, plan, prices));
      } catch (error) {
        if (!(error instanceof PriceMoved) || attempt >= 3) throw error;
        prices = error.offers;
      }
    }
  }

  return {
    /** POST /api/sportsbook/bets: the bets of the slip, or a refusal; a retry of the same slip gets the same bets. */
    async place(userId: string, key: string | undefined, input: PlaceBetsInput): Promise<PlacedSlip> {
      if (!key) throw idempotencyKeyRequired();
      const hash = createHash("sha256").update(canonical(input)).digest("hex");
      try {
        const currency = await deps.currencyOf(userId);
        const rules = await rulesFor(userId);
        const ids = input.selections.map((s) => s.selectionId);
        let offers = await readOffers(ids);
        const plan = planSlip(ids, input.stakes, offers, rules, currency);
        checkFreeBet(plan, input.freeBetId);
        checkSlip(plan, offers, input, currency, rules);
        const live = [...offers.values()].some((o) => o.market.inPlay);
        if (live && settings.liveDelayMs > 0) {
          // A retry of an in-play slip that was taken is answered at once, not after another delay.
          const earlier = await betsStore.slip(db, userId, key);
          if (earlier) return { bets: await replay(earlier, hash), legs: null };
          await waitUntil(clock, clock.now().getTime() + settings.liveDelayMs);
          offers = await readOffers(ids);
        }
        const slip = { userId, key, hash, currency, rules };
        const { bets, transfers, legs } = await accept(slip, input, plan, offers);
        await deps.money.publish(transfers);
        await deps.onPlaced?.(bets);
        return { bets: bets.map((b) => b.bet), legs };
      } catch (error) {
        // A slip whose key was taken before (a retry) or by a concurrent request first is answered as a retry is:
        // with its bets, even when this attempt was refused (its market may have closed since). The look-up is
        // made only then, so a new slip costs none.
        if (!(error instanceof AppError) && pgErrorCode(error) !== "23505") throw error;
        const earlier = await betsStore.slip(db, userId, key);
        if (earlier) return { bets: await replay(earlier, hash), legs: null };
        throw error;
      }
    },

    /** POST /api/sportsbook/betbuilder/price. */
    async priceBetBuilder(selectionIds: string[]) {
      const offers = await betsStore.offers(
        db,
        selectionIds.filter((id) => UUID.test(id)),
      );
      const byId = new Map(offers.map((o) => [o.selection.id, o]));
      try {
        planSlip(selectionIds, { betBuilder: "1" }, byId, { ...settings, minStake: 0n }, "EUR");
      } catch (error) {
        return { odds: 0, available: false, reason: (error as Error).message };
      }
      const rows = selectionIds.map((id) => byId.get(id)!);
      const closed = rows.some((r) => r.market.status !== "open" || !r.selection.active);
      const quote = quoteBetBuilder(
        rows[0]!.event,
        rows.map((r) => ({ type: r.market.type, line: r.market.line, key: r.selection.key })),
        settings.overround,
      );
      if (quote.oddsMilli === null) return { odds: 0, available: false, reason: quote.reason };
      return {
        odds: quote.oddsMilli / 1000,
        available: !closed,
        reason: closed ? "suspended" : null,
      };
    },
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
