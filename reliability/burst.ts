import { randomUUID } from "node:crypto";
import type { Answer } from "./client";
import { balance, deposit, type Player, sendWebhook, startDeposit, webhookBody } from "./players";
import type { Rng } from "./rng";

/** A slot round as sent and as first answered: the kill-and-replay phase sends it again. */
export interface SentRound {
  player: Player;
  body: { stake: number; clientRoundId: string };
  /** null while in flight or when no answer came (the server died under it). */
  first: Answer | null;
}

export interface BurstContext {
  players: Player[];
  secret: string;
  rng: Rng;
  /** Every slot round request of the run, in order. */
  rounds: SentRound[];
  /** Set to stop all loops (the deadline, or the kill). */
  stop: { now: boolean };
  /** Players who made their COMET50 deposit: the code is once per player, later visits just play the slot. */
  bonusDeposited: Set<Player>;
}

interface Selection {
  id: string;
  odds: number;
}
type EventList = {
  events: { status: string; mainMarket: { status: string; selections: Selection[] } | null }[];
};
type OpenBets = { bets?: { id: string; cashOut: { available: boolean; amount: number } | null }[] };

const SLOT = "neon-nights";
/** The free-spins game of the COMET50 deposit bonus (modules/bonus/campaigns.seed.ts). */
const FREE_SPINS_SLOT = "comet-cascade";

/** One slot round with a client round id; the key is the same id, so a retry is recognisably the same request. */
export async function slotRound(ctx: BurstContext, player: Player, slug = SLOT): Promise<void> {
  const sent: SentRound = {
    player,
    body: { stake: ctx.rng.pick([0.1, 0.2, 0.5, 1, 2]), clientRoundId: randomUUID() },
    first: null,
  };
  if (slug === SLOT) ctx.rounds.push(sent);
  sent.first = await player.request(
    `round ${slug === SLOT ? "slot" : "free spins"}`,
    "POST",
    `/api/games/${slug}/rounds`,
    {
      body: sent.body,
      key: sent.body.clientRoundId,
    },
  );
}

async function sportsBet(
  ctx: BurstContext,
  player: Player,
  stake?: number,
  freeBetId?: string,
): Promise<void> {
  const list = (await player.request("events", "GET", "/api/sportsbook/events")).body as EventList;
  const selections = (list.events ?? [])
    .filter((e) => e.mainMarket?.status === "open")
    .flatMap((e) => e.mainMarket?.selections ?? [])
    .filter((s) => s.odds >= 1.5);
  if (!selections.length) return;
  const pick = ctx.rng.pick(selections);
  await player.request("bet single", "POST", "/api/sportsbook/bets", {
    body: {
      selections: [{ selectionId: pick.id, odds: pick.odds }],
      stakes: { singles: { [pick.id]: stake ?? ctx.rng.pick([0.5, 1, 2, 5]) } },
      acceptOddsChanges: "any",
      ...(freeBetId ? { freeBetId } : {}),
    },
    key: randomUUID(),
  });
}

type BonusWallet = { bonuses?: { id: string; freeBet: { amount: number; state: string } | null }[] };

/** Places the player's unused free bet, if the qualifying bet has granted one (its stake is the free bet's amount). */
export async function freeBet(ctx: BurstContext, player: Player): Promise<void> {
  const wallet = (await player.request("bonus wallet", "GET", "/api/user/bonus/wallet")).body as BonusWallet;
  const unused = (wallet.bonuses ?? []).find((bonus) => bonus.freeBet?.state === "unused");
  if (unused?.freeBet) await sportsBet(ctx, player, unused.freeBet.amount, unused.id);
}

async function cashOut(ctx: BurstContext, player: Player): Promise<void> {
  const open = (await player.request("open bets", "GET", "/api/user/bettingHistory?status=open&limit=20"))
    .body as OpenBets;
  const offers = (open.bets ?? []).filter((bet) => bet.cashOut?.available);
  if (!offers.length) return;
  const bet = ctx.rng.pick(offers);
  await player.request("cash-out", "POST", `/api/sportsbook/bets/${bet.id}/cashout`, {
    body: { expectedAmount: bet.cashOut?.amount },
    key: randomUUID(),
  });
}

/** A withdrawal over the auto-approval amount (500, platform/config.ts) waits as PENDING: the player cancels it. */
async function withdrawAndCancel(player: Player, amount: number): Promise<void> {
  const answer = await player.request("withdraw (to cancel)", "POST", "/api/user/cashier/withdrawGm1", {
    body: { amount, currency: "GBP" },
    key: randomUUID(),
  });
  if (answer.status !== 200) return;
  const { transactionId } = answer.body as { transactionId: string };
  await player.request(
    "withdraw cancel",
    "DELETE",
    `/api/paymentiq/cancel-transaction?transactionId=${transactionId}`,
  );
}

/** Bonus claim and play: the opt-in free bet (FREEBET5) then a qualifying bet, or a COMET50 deposit and its spins. */
async function bonusPlay(ctx: BurstContext, player: Player): Promise<void> {
  if (ctx.rng.next() < 0.5) {
    const eligible = (await player.request("bonus eligible", "GET", "/api/user/bonus/eligible?currency=GBP"))
      .body as { bonuses?: { id: string; terms: { trigger: string } }[] };
    const optIns = (eligible.bonuses ?? []).filter((bonus) => bonus.terms.trigger !== "deposit");
    const optIn = optIns.length ? ctx.rng.pick(optIns) : undefined;
    if (optIn)
      await player.request("bonus claim", "POST", "/api/user/bonus/claim", {
        body: { id: optIn.id, currency: "GBP" },
        key: randomUUID(),
      });
    await sportsBet(ctx, player, 10);
    await freeBet(ctx, player);
    return;
  }
  if (ctx.bonusDeposited.has(player)) {
    for (let spin = 0; spin < 3; spin++) await slotRound(ctx, player, FREE_SPINS_SLOT);
    return;
  }
  ctx.bonusDeposited.add(player);
  const started = await player.request("deposit.start (bonus)", "POST", "/api/user/cashier/depositGm1", {
    body: { amount: 20, currency: "GBP", BonusCode: "COMET50" },
    key: randomUUID(),
  });
  if (started.status === 200) {
    const { transactionId, redirectUrl } = started.body as { transactionId: string; redirectUrl: string };
    const paymentId = redirectUrl.split("/").pop() ?? "";
    await sendWebhook(
      player,
      ctx.secret,
      webhookBody("payment.approved", { transactionId, paymentId, amount: 2000n, currency: "GBP" }),
    );
  }
  for (let spin = 0; spin < 3; spin++) await slotRound(ctx, player, FREE_SPINS_SLOT);
}

/** One player's loop: a weighted mix of what players do, until told to stop. */
async function playerLoop(ctx: BurstContext, player: Player, onlyRounds: boolean): Promise<void> {
  while (!ctx.stop.now) {
    try {
      const roll = onlyRounds ? 0 : ctx.rng.next();
      if (roll < 0.45) await slotRound(ctx, player);
      else if (roll < 0.62) await sportsBet(ctx, player);
      else if (roll < 0.7) await cashOut(ctx, player);
      else if (roll < 0.78) await deposit(player, ctx.secret, ctx.rng.pick([20, 50, 100]));
      else if (roll < 0.83) {
        await player.request("withdraw", "POST", "/api/user/cashier/withdrawGm1", {
          body: { amount: ctx.rng.pick([10, 15, 20]), currency: "GBP" },
          key: randomUUID(),
        });
      } else if (roll < 0.87) {
        const { real } = await balance(player);
        if (real > 520) await withdrawAndCancel(player, 510);
      } else if (roll < 0.93) await bonusPlay(ctx, player);
      else await player.request("balance", "GET", "/api/user/balance");
    } catch {
      // No answer (counted as `net`): the server is being killed, or a request timed out. Try the next one.
      if (ctx.stop.now) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Runs every player's loop for `seconds` (or until ctx.stop is set by someone else). */
export async function burst(ctx: BurstContext, seconds: number, onlyRounds = false): Promise<void> {
  ctx.stop.now = false;
  const timer = setTimeout(() => {
    ctx.stop.now = true;
  }, seconds * 1000);
  await Promise.all(ctx.players.map((player) => playerLoop(ctx, player, onlyRounds)));
  clearTimeout(timer);
}

/** Funds each player through a real deposit and its signed webhook. */
export async function fund(ctx: BurstContext, amount: number): Promise<void> {
  await Promise.all(
    ctx.players.map(async (player) => {
      const started = await startDeposit(player, amount);
      if (!started) throw new Error(`${player.username}: the first deposit was refused`);
      const answer = await sendWebhook(player, ctx.secret, webhookBody("payment.approved", started));
      if (answer.status !== 200)
        throw new Error(`${player.username}: the deposit webhook answered ${answer.status}`);
    }),
  );
}
