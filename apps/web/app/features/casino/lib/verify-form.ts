import type { BlackjackAction } from "@casino/games";
import { type VerifyResult, verifyRound } from "@casino/games/verify";

/** The verifier's games. */
export const VERIFY_GAMES = ["slot", "dice", "roulette", "blackjack", "money-wheel"] as const;
export type VerifyGameName = (typeof VERIFY_GAMES)[number];

/** The verifier's inputs, as the form (and the link from a game's fair panel) carries them. */
export interface VerifyFields {
  game: VerifyGameName;
  slug: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /**
   * The round's recorded bet as JSON: the dice target and direction, the roulette bets, or for blackjack the stake
   * in minor units and the player's actions in order (`{"stake":"100","actions":["hit","stand"]}`).
   */
  bet: string;
  /** Blackjack: the dealt cards as recorded (optional); compared with the recomputed ones. */
  cards: string;
  /**
   * A live-casino table round: the result as broadcast (optional) — the roulette pocket ("17") or the wheel's
   * number with its multiplier ("10" or "10×7"); compared with the recomputed one.
   */
  result: string;
}

export const VERIFY_PARAMS = [
  "game",
  "slug",
  "serverSeed",
  "serverSeedHash",
  "clientSeed",
  "nonce",
  "bet",
  "cards",
  "result",
] as const;

const ACTIONS: readonly string[] = ["hit", "stand", "double", "split", "insurance", "noInsurance"];

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A blackjack bet: a positive whole number of minor units, and only known actions. */
function blackjackBet(bet: Record<string, unknown>): { stake: string; actions: BlackjackAction[] } {
  const stake = String(bet.stake ?? "");
  const actions = Array.isArray(bet.actions) ? bet.actions.map(String) : [];
  if (!/^[1-9]\d{0,15}$/.test(stake) || actions.some((action) => !ACTIONS.includes(action))) {
    throw new Error("incomplete");
  }
  return { stake, actions: actions as BlackjackAction[] };
}

/** How a table round's result reads: the pocket, or the wheel's number with "×multiplier" when one landed. */
export function tableResultText(outcome: VerifyResult["outcome"]): string | null {
  if (outcome.game === "roulette") return String(outcome.round.pocket);
  if (outcome.game === "money-wheel") {
    const { number, multiplier } = outcome.round;
    return multiplier > 1 ? `${number}×${multiplier}` : String(number);
  }
  return null;
}

/** The broadcast result, when given, compared with the recomputed one ("x" or "*" read as "×"). */
function withResult(verified: VerifyResult, result: string): VerifyResult {
  const recorded = result.trim().replace(/\s+/g, "").replace(/[x*]/gi, "×");
  if (!recorded) return verified;
  return { ...verified, recordedMatches: tableResultText(verified.outcome) === recorded };
}

/** Recomputes the round in the browser; throws with a readable message when the inputs are incomplete. */
export function verifyFields(fields: VerifyFields): VerifyResult {
  const nonce = Number(fields.nonce);
  if (!fields.serverSeed || !fields.clientSeed || !fields.nonce || !Number.isInteger(nonce) || nonce < 0) {
    throw new Error("incomplete");
  }
  const seeds = {
    serverSeed: fields.serverSeed.trim(),
    serverSeedHash: fields.serverSeedHash.trim(),
    clientSeed: fields.clientSeed,
    nonce,
  };
  const bet = parse(fields.bet);
  if (fields.game === "slot") return verifyRound({ ...seeds, game: "slot", slug: fields.slug });
  if (fields.game === "dice") {
    const dice = (bet.dice ?? bet) as { target?: number; direction?: "under" | "over" };
    return verifyRound({
      ...seeds,
      game: "dice",
      bet: { target: Number(dice.target ?? 5000), direction: dice.direction === "over" ? "over" : "under" },
    });
  }
  if (fields.game === "blackjack") {
    const { stake, actions } = blackjackBet(bet);
    const request = { ...seeds, game: "blackjack" as const, bet: stake, actions };
    try {
      return fields.cards.trim() ? verifyRound(request, fields.cards) : verifyRound(request);
    } catch {
      // Actions that do not fit the cards (e.g. a split without a pair): not this round.
      throw new Error("incomplete");
    }
  }
  if (fields.game === "money-wheel") {
    return withResult(verifyRound({ ...seeds, game: "money-wheel" }), fields.result ?? "");
  }
  const bets = (Array.isArray(bet) ? bet : (bet.bets ?? [])) as never[];
  return withResult(verifyRound({ ...seeds, game: "roulette", bets }), fields.result ?? "");
}
