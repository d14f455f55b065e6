import type { TableBetRequest, WheelResult } from "@casino/contract";
import {
  coveredNumbers,
  createFairRng,
  isWheelNumber,
  type MoneyWheelRound,
  moneyWheelReturn,
  playMoneyWheel,
  playRoulette,
  pocketColour,
  type RouletteBet,
  returnAmount,
  rouletteReturn,
  type WheelNumber,
} from "@casino/games";
import type { z } from "zod";
import { invalidTableBet } from "./tables.errors";

// What differs between the games a shared table plays: which positions it takes, how the committed seed decides
// the result, and what each position returns. The round cycle, the money and the stream are the same for all.

export type TableGameId = "european-roulette" | "money-wheel";
export type BetPositions = z.output<typeof TableBetRequest>["bets"];

/** A position as stored with its bet (minor units as a string). */
export interface StoredPosition {
  type: string;
  numbers?: number[];
  index?: number;
  number?: number;
  amount: string;
}

/** A settled round's result: the roulette pocket, or the wheel's outcome. */
export type TableOutcome = { pocket: number; wheel: null } | { pocket: null; wheel: MoneyWheelRound };

/** The round's result from its seeds (client seed `tableId:number`, nonce 0): the same code the verifier runs. */
export function drawOutcome(
  game: TableGameId,
  seeds: { serverSeed: string; clientSeed: string },
): TableOutcome {
  const rng = createFairRng({ ...seeds, nonce: 0 });
  if (game === "money-wheel") return { pocket: null, wheel: playMoneyWheel(rng) };
  return { pocket: playRoulette([], rng).pocket, wheel: null };
}

/** The result as the round view and the last results show it. */
export function outcomeView(row: { pocket: number | null; outcome: unknown }) {
  return {
    pocket: row.pocket,
    colour: row.pocket === null ? null : pocketColour(row.pocket),
    wheel: (row.outcome ?? null) as WheelResult | null,
  };
}

/** Checks the slip's positions against the table's game; returns them as stored, with their total stake. */
export function positionsFor(
  game: TableGameId,
  bets: BetPositions,
): { stored: StoredPosition[]; stake: bigint } {
  const stored = bets.map((bet): StoredPosition => {
    if (bet.amount <= 0n) throw invalidTableBet("Every position needs a positive amount");
    const amount = bet.amount.toString();
    if (game === "money-wheel") {
      if (bet.type !== "wheel") throw invalidTableBet("This table takes bets on the wheel's numbers only");
      if (!isWheelNumber(bet.number)) throw invalidTableBet("Bet on 1, 2, 5, 10, 20 or 40");
      return { type: "wheel", number: bet.number, amount };
    }
    if (bet.type === "wheel") throw invalidTableBet("This table takes roulette positions only");
    const { type, numbers, index } = bet;
    const position = {
      type,
      ...(numbers ? { numbers } : {}),
      ...(index !== undefined ? { index } : {}),
    } as RouletteBet;
    const cover = coveredNumbers(position);
    if (!cover.ok) throw invalidTableBet(`Invalid roulette bet: ${cover.error}`);
    return { ...position, amount };
  });
  // One wheel number once per slip, so a slip reads as one stake per number.
  const wheel = stored.filter((p) => p.type === "wheel").map((p) => p.number);
  if (new Set(wheel).size !== wheel.length) throw invalidTableBet("Each number once per bet slip");
  return { stored, stake: stored.reduce((sum, p) => sum + BigInt(p.amount), 0n) };
}

/** What a bet slip returns for the round's result: each winning position's stake times its stakes returned. */
export function betReturn(positions: StoredPosition[], outcome: TableOutcome): bigint {
  return positions.reduce((sum, p) => {
    const { amount, ...position } = p;
    const stakes =
      outcome.wheel !== null
        ? moneyWheelReturn(position.number as WheelNumber, outcome.wheel)
        : rouletteReturn(position as RouletteBet, outcome.pocket);
    return sum + returnAmount(BigInt(amount), stakes, 1);
  }, 0n);
}
