import type { RoundView, TableGame, TableResult } from "@casino/contract";
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
    result: "",
  };
}

/**
 * The verifier's fields for a settled live-casino table round, from the result the table broadcast (it carries the
 * revealed seed): client seed `tableId:number`, nonce 0, no bets (the wheel or pocket is the same for every player).
 */
export function tableVerifyFields(game: TableGame, result: TableResult): VerifyFields {
  const wheel = result.wheel;
  return {
    game: game === "money-wheel" ? "money-wheel" : "roulette",
    slug: "",
    serverSeed: result.serverSeed,
    serverSeedHash: result.serverSeedHash,
    clientSeed: result.clientSeed,
    nonce: "0",
    bet: game === "money-wheel" ? "" : "[]",
    cards: "",
    result: wheel
      ? wheel.multiplier > 1
        ? `${wheel.number}×${wheel.multiplier}`
        : String(wheel.number)
      : String(result.pocket ?? ""),
  };
}

/** The verifier's address with the fields filled in. */
export const verifyHref = (locale: string, fields: VerifyFields) =>
  `/${locale}/casino/verify?${new URLSearchParams({ ...fields })}`;
