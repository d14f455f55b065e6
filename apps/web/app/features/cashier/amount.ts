import { parseAmountInput } from "../../lib/money";

/** Inclusive bounds of one money request, in major units of the account currency. */
export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * The server's default bounds (CASHIER_MIN/MAX_DEPOSIT, CASHIER_MIN/MAX_WITHDRAWAL). They let the form answer at
 * once; the server stays the judge, and when it is configured otherwise its 400 message is shown instead.
 */
export const DEPOSIT_BOUNDS: AmountBounds = { min: 5, max: 10_000 };
export const WITHDRAWAL_BOUNDS: AmountBounds = { min: 10, max: 50_000 };

/** One-tap deposit amounts, in the account currency. */
export const DEPOSIT_PRESETS = [10, 25, 50, 100, 250] as const;

/** What is wrong with a typed amount; each has a text under `cashier.amount.`. */
export type AmountProblem = "required" | "format" | "min" | "max" | "funds";

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * Checks a typed amount: present, a plain number with at most two decimals (a comma is fine), within the bounds,
 * and — for a withdrawal — not more than the player can withdraw.
 */
export function checkAmount(text: string, bounds: AmountBounds, available?: number): AmountCheck {
  if (!text.trim()) return { ok: false, problem: "required" };
  // "0" or "0,00" is a number, just too small: say the minimum rather than "not a number".
  if (/^\s*0+([.,]0{0,2})?\s*$/.test(text)) return { ok: false, problem: "min" };
  const amount = parseAmountInput(text);
  if (amount === null) return { ok: false, problem: "format" };
  if (amount < bounds.min) return { ok: false, problem: "min" };
  if (amount > bounds.max) return { ok: false, problem: "max" };
  if (available !== undefined && amount > available) return { ok: false, problem: "funds" };
  return { ok: true, amount };
}

/** The preset the typed amount equals ("25", "25.00" and "25,0" all pick 25), to mark it as chosen. */
export function matchingPreset(text: string, presets: readonly number[] = DEPOSIT_PRESETS): number | null {
  const amount = parseAmountInput(text);
  return amount !== null && presets.includes(amount) ? amount : null;
}
