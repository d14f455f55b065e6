import {
  actBlackjack,
  BLACKJACK_SLUG,
  type BlackjackAction,
  BlackjackError,
  type BlackjackState,
  coveredNumbers,
  DICE_SLUG,
  diceBetError,
  findSlotTitle,
  type GameKind,
  playDice,
  playRoulette,
  playSlot,
  publicBlackjackState,
  type Rng,
  ROULETTE_SLUG,
  type RouletteBet,
  returnAmount,
  startBlackjack,
} from "@casino/games";
import { illegalAction, invalidBet, notAStudioGame } from "./games.errors";

// Turns a request into a played round with the pure engines of @casino/games. No I/O: the caller supplies the
// provably-fair word stream and moves the money.

/** A player's bet as the round request carries it (amounts already in minor units). */
export interface BetInput {
  stake?: bigint | undefined;
  bets?:
    | { type: string; numbers?: number[] | undefined; index?: number | undefined; amount: bigint }[]
    | undefined;
  dice?: { target: number; direction: "under" | "over" } | undefined;
}

/** A round as played: the stake, what it returned (0 while open), the stored outcome and the inputs. */
export interface Played {
  stake: bigint;
  win: bigint;
  open: boolean;
  outcome: unknown;
  bet: Record<string, unknown>;
}

/** The engine of a studio slug, or an error for a game the studio does not play. */
export function kindOf(slug: string): GameKind {
  if (findSlotTitle(slug)) return "slot";
  if (slug === ROULETTE_SLUG) return "roulette";
  if (slug === BLACKJACK_SLUG) return "blackjack";
  if (slug === DICE_SLUG) return "dice";
  throw notAStudioGame();
}

function positiveStake(stake: bigint | undefined): bigint {
  if (stake === undefined || stake <= 0n) throw invalidBet("A positive stake is required");
  return stake;
}

/** Plays one round of `slug` with the bet; throws INVALID_BET before anything is drawn. */
export function playRound(slug: string, input: BetInput, rng: Rng): Played {
  switch (kindOf(slug)) {
    case "slot": {
      const stake = positiveStake(input.stake);
      const round = playSlot(findSlotTitle(slug)!, rng);
      const win = returnAmount(stake, round.winCoins, round.coins);
      return { stake, win, open: false, outcome: round, bet: { stake: stake.toString() } };
    }
    case "roulette": {
      if (!input.bets?.length) throw invalidBet("Place at least one roulette bet");
      // Only the keys a position has, so the stored bet replays exactly in the verifier.
      const bets = input.bets.map(
        ({ type, numbers, index }) =>
          ({
            type,
            ...(numbers ? { numbers } : {}),
            ...(index !== undefined ? { index } : {}),
          }) as RouletteBet,
      );
      for (const bet of bets) {
        const cover = coveredNumbers(bet);
        if (!cover.ok) throw invalidBet(`Invalid roulette bet: ${cover.error}`);
      }
      const amounts = input.bets.map((b) => positiveStake(b.amount));
      const round = playRoulette(bets, rng);
      const win = round.returns.reduce((sum, r, i) => sum + returnAmount(amounts[i]!, r, 1), 0n);
      const stake = amounts.reduce((a, b) => a + b, 0n);
      const bet = { bets: bets.map((b, i) => ({ ...b, amount: amounts[i]!.toString() })) };
      return { stake, win, open: false, outcome: round, bet };
    }
    case "dice": {
      const stake = positiveStake(input.stake);
      if (!input.dice) throw invalidBet("Choose a dice target");
      const error = diceBetError(input.dice);
      if (error) throw invalidBet(`Invalid dice bet: ${error}`);
      const round = playDice(input.dice, rng);
      const win = returnAmount(stake, round.returnNumerator, round.returnDenominator);
      return { stake, win, open: false, outcome: round, bet: { stake: stake.toString(), dice: input.dice } };
    }
    case "blackjack": {
      const stake = positiveStake(input.stake);
      const state = startBlackjack(stake, rng);
      return blackjackPlayed(state, { stake: stake.toString() });
    }
  }
}

function blackjackPlayed(state: BlackjackState, bet: Record<string, unknown>): Played {
  const open = state.phase !== "done";
  return { stake: BigInt(state.staked), win: open ? 0n : BigInt(state.returned), open, outcome: state, bet };
}

/** One blackjack move on a stored state: the new state and the extra stake it took. */
export function blackjackStep(state: BlackjackState, action: BlackjackAction) {
  try {
    const next = actBlackjack(state, action);
    return {
      state: next,
      cost: BigInt(next.staked) - BigInt(state.staked),
      played: blackjackPlayed(next, {}),
    };
  } catch (error) {
    if (error instanceof BlackjackError) throw illegalAction(error.message);
    throw error;
  }
}

/**
 * What the player may see of an outcome: an open blackjack round hides its shoe and hole card; once it is done the
 * whole state is shown, so the verifier can compare it with its own replay.
 */
export const visibleOutcome = (kind: string, outcome: unknown) =>
  kind === "blackjack" && (outcome as BlackjackState).phase !== "done"
    ? publicBlackjackState(outcome as BlackjackState)
    : outcome;
