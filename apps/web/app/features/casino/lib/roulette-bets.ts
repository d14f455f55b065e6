/** A roulette position on the table and its stake, as POST /rounds takes it. */
export interface RouletteBet {
  type:
    | "straight"
    | "split"
    | "street"
    | "corner"
    | "sixLine"
    | "red"
    | "black"
    | "odd"
    | "even"
    | "low"
    | "high"
    | "dozen"
    | "column";
  numbers?: number[];
  index?: number;
  amount: number;
}

/** A money-wheel bet: a number of the wheel (1, 2, 5, 10, 20, 40) and its stake. */
export interface WheelBet {
  type: "wheel";
  number: number;
  amount: number;
}

/** Any position of a table's board: roulette positions or wheel numbers. */
export type BoardBet = RouletteBet | WheelBet;
/** A position without its stake (distributed over the union, so each kind keeps its own fields). */
export type Spot<B extends BoardBet = BoardBet> = B extends unknown ? Omit<B, "amount"> : never;

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A stable key for a position: "straight:17", "split:2-5", "red", "dozen:2", "column:1", "wheel:10". */
export type BetKey = string;

export function betKey(bet: Spot): BetKey {
  if ("number" in bet) return `${bet.type}:${bet.number}`;
  if (bet.numbers) return `${bet.type}:${bet.numbers.join("-")}`;
  if (bet.index !== undefined) return `${bet.type}:${bet.index}`;
  return bet.type;
}

/** Adds a chip to a position; chips on the same position add up (cents kept exact). */
export function addChip<B extends BoardBet>(table: Map<BetKey, B>, bet: Spot<B>, chip: number) {
  const key = betKey(bet);
  const next = new Map(table);
  const current = next.get(key);
  next.set(key, { ...bet, amount: Math.round(((current?.amount ?? 0) + chip) * 100) / 100 } as unknown as B);
  return next;
}

/** The bets to send, and their total stake. */
export function buildBets<B extends BoardBet>(table: Map<BetKey, B>): { bets: B[]; total: number } {
  const bets = [...table.values()].filter((bet) => bet.amount > 0);
  const total = Math.round(bets.reduce((sum, bet) => sum + bet.amount * 100, 0)) / 100;
  return { bets, total };
}

/** The colour of a pocket. */
export const pocketColour = (n: number): "green" | "red" | "black" =>
  n === 0 ? "green" : RED_NUMBERS.has(n) ? "red" : "black";
