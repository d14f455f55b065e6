import type { RoundView } from "@casino/contract";
import type { BlackjackState } from "@casino/games";
import { dealtCards } from "@casino/games/verify";
import type { VerifyFields } from "./verify-form";

/** What the verifier needs to replay the round: dice and roulette inputs as recorded, blackjack's stake and moves. */
function betOf(kind: string, round: RoundView): string {
  if (kind !== "blackjack") return JSON.stringify(round.bet ?? {});
  const stake = (round.bet as { stake?: string } | null)?.stake ?? "";
  const actions = round.steps.flatMap((step) => {
    const action = (step as { action?: unknown }).action;
    return typeof action === "string" ? [action] : [];
  });
  return JSON.stringify({ stake, actions });
}

/**
 * The verifier's fields for a settled round of a studio game, or null when it cannot be checked (yet): an
 * unfinished blackjack hand, or a kind the verifier does not know. `revealed` is the server seed once rotated.
 */
export function verifyFieldsOf(
  kind: string,
  round: RoundView,
  revealed: { serverSeed: string; serverSeedHash: string } | undefined,
): VerifyFields | null {
  if (kind !== "slot" && kind !== "dice" && kind !== "roulette" && kind !== "blackjack") return null;
  if (round.status !== "settled") return null;
  const outcome = round.outcome as Partial<BlackjackState> | null;
  const cards =
    kind === "blackjack" && Array.isArray(outcome?.shoe) && typeof outcome?.next === "number"
      ? dealtCards({ shoe: outcome.shoe, next: outcome.next })
      : "";
  return {
    game: kind,
    slug: round.slug,
    serverSeed:
      round.seeds.serverSeed ??
      (revealed?.serverSeedHash === round.seeds.serverSeedHash ? revealed.serverSeed : ""),
    serverSeedHash: round.seeds.serverSeedHash,
    clientSeed: round.seeds.clientSeed,
    nonce: String(round.seeds.nonce),
    bet: betOf(kind, round),
    cards,
  };
}
