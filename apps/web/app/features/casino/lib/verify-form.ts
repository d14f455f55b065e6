import { type VerifyResult, verifyRound } from "@casino/games/verify";

/** The verifier's inputs, as the form (and the link from a game's fair panel) carries them. */
export interface VerifyFields {
  game: "slot" | "dice" | "roulette";
  slug: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** The round's recorded bet as JSON (dice target and direction, roulette bets). */
  bet: string;
}

export const VERIFY_PARAMS = [
  "game",
  "slug",
  "serverSeed",
  "serverSeedHash",
  "clientSeed",
  "nonce",
  "bet",
] as const;

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Recomputes the round in the browser; throws with a readable message when the inputs are incomplete. */
export function verifyFields(fields: VerifyFields): VerifyResult {
  const nonce = Number(fields.nonce);
  if (!fields.serverSeed || !fields.clientSeed || !Number.isInteger(nonce) || nonce < 0) {
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
  const bets = (Array.isArray(bet) ? bet : (bet.bets ?? [])) as never[];
  return verifyRound({ ...seeds, game: "roulette", bets });
}
