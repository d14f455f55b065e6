import type { AcceptOddsChanges, Sport } from "@casino/contract";
import {
  combinedOddsMilli,
  oddsMilli,
  returnAtOdds,
  combinedOdds as sharedCombinedOdds,
} from "@casino/sports";

/** A selection the player put on the bet slip, with what the slip shows about it. */
export interface SlipSelection {
  selectionId: string;
  eventId: string;
  /** "Home – Away" as shown when it was picked. */
  eventName: string;
  sport: Sport;
  marketName: string;
  selectionName: string;
  /** The price the player has accepted: shown on the slip and sent with the bet. */
  odds: number;
  startsAt: string;
}

/** The most selections one request may carry (contract PlaceBetsRequest). */
export const MAX_SELECTIONS = 20;
/** System bets are offered up to this many selections: C(8,4) = 70 lines is still readable. */
export const MAX_SYSTEM_SELECTIONS = 8;

export type SlipMode = "singles" | "multiple" | "system";

/** Where a selection's price stands now, from the live markets. */
export interface LivePrice {
  odds: number;
  /** The market takes bets now (not suspended, closed or settled). */
  open: boolean;
}

/** Looks a selection's current price up; undefined while it is not known yet (still loading). */
export type PriceLookup = (selectionId: string) => LivePrice | undefined;

/** One line of the slip as drawn: the accepted price, the current one, and whether the player must confirm. */
export interface SlipLine {
  selection: SlipSelection;
  /** The price the bet is sent with: the accepted one, or the current one when the setting takes it silently. */
  odds: number;
  /** The current price differs from the accepted one and the setting does not take it: shown old → new. */
  change: { from: number; to: number; direction: "up" | "down" } | null;
  /** Suspended, closed or gone: the selection cannot be bet on now. */
  locked: boolean;
}

/** Adds a selection, or removes it when it is already there (an odds button is a toggle). */
export function toggleSelection(selections: SlipSelection[], selection: SlipSelection): SlipSelection[] {
  if (selections.some((item) => item.selectionId === selection.selectionId))
    return selections.filter((item) => item.selectionId !== selection.selectionId);
  if (selections.length >= MAX_SELECTIONS) return selections;
  return [...selections, selection];
}

/** Whether a price change needs the player's confirmation under their odds-change setting. */
export function needsAcceptance(accepted: number, current: number, setting: AcceptOddsChanges): boolean {
  if (current === accepted || setting === "any") return false;
  return setting === "none" || current < accepted;
}

/** The slip's lines against the live prices and the player's odds-change setting. */
export function slipLines(
  selections: SlipSelection[],
  lookup: PriceLookup,
  setting: AcceptOddsChanges,
): SlipLine[] {
  return selections.map((selection) => {
    const live = lookup(selection.selectionId);
    if (!live) return { selection, odds: selection.odds, change: null, locked: false };
    const locked = !live.open;
    if (!needsAcceptance(selection.odds, live.odds, setting)) {
      return { selection, odds: live.odds, change: null, locked };
    }
    const direction = live.odds > selection.odds ? "up" : "down";
    return {
      selection,
      odds: selection.odds,
      change: { from: selection.odds, to: live.odds, direction },
      locked,
    };
  });
}

/** Takes every changed price: the accepted odds become the current ones. */
export function acceptChanges(selections: SlipSelection[], lookup: PriceLookup): SlipSelection[] {
  return selections.map((selection) => {
    const live = lookup(selection.selectionId);
    return live && live.odds !== selection.odds ? { ...selection, odds: live.odds } : selection;
  });
}

/** A multiple needs two or more selections from different events (a same-game combination is a bet builder). */
export function canCombine(selections: Pick<SlipSelection, "eventId">[]): boolean {
  return selections.length >= 2 && new Set(selections.map((item) => item.eventId)).size === selections.length;
}

/** A system bet needs three or more combinable selections, up to MAX_SYSTEM_SELECTIONS. */
export function canSystem(selections: Pick<SlipSelection, "eventId">[]): boolean {
  return selections.length >= 3 && selections.length <= MAX_SYSTEM_SELECTIONS && canCombine(selections);
}

/** The system sizes offered for n selections: doubles up to (n−1)-folds ("2 from 3", …). */
export function systemSizes(count: number): number[] {
  return Array.from({ length: Math.max(0, count - 2) }, (_, index) => index + 2);
}

/** n choose k: the number of lines of a "k from n" system bet. */
export function systemLineCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-element combination of the items, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((combo) => [first, ...combo]), ...combinations(rest, k)];
}

/**
 * The combined odds of an accumulator as the book shows and pays them: the product of the legs' odds rounded down
 * to two decimals once (the one rounding rule of @casino/sports, which the server uses too).
 */
export function combinedOdds(odds: readonly number[]): number {
  return sharedCombinedOdds(odds);
}

const toCents = (amount: number) => Math.round(amount * 100);

/** What a stake returns at the given odds if it wins, in major units: stake × odds, rounded down to the cent. */
export function potentialReturn(stake: number, odds: number): number {
  return Number(returnAtOdds(BigInt(toCents(stake)), oddsMilli(odds))) / 100;
}

/** Potential return of a multiple: the stake times its combined odds as shown, rounded down to the cent. */
export function multipleReturn(stake: number, odds: readonly number[]): number {
  return potentialReturn(stake, combinedOdds(odds));
}

/**
 * Potential return of a system bet if every selection wins: each line pays its stake times its combined odds, and
 * the sum is rounded down to the cent once (as the book settles it).
 */
export function systemReturn(stakePerLine: number, odds: readonly number[], size: number): number {
  const cents = BigInt(toCents(stakePerLine));
  const total = combinations(odds, size).reduce(
    (sum, line) => sum + cents * combinedOddsMilli(line.map(oddsMilli)),
    0n,
  );
  return Number(total / 1000n) / 100;
}

/** Adds money amounts exactly (through cents). */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
}
