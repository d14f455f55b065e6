import type { PlaceBetsRequest } from "@casino/contract";
import { parseAmountInput } from "../../../lib/money";
import {
  canCombine,
  canSystem,
  combinedOdds,
  multipleReturn,
  potentialReturn,
  type SlipLine,
  sumMoney,
  systemLineCount,
  systemReturn,
} from "./slip";
import type { SlipSnapshot } from "./slip-storage";

/** What stops the slip from being placed as it is, in the order the player should deal with it. */
export type SlipBlocker = "empty" | "locked" | "changes" | "stake" | "combination";

export interface SlipBet {
  /** The request to send, or null while something blocks it. */
  request: PlaceBetsRequest | null;
  blocker: SlipBlocker | null;
  /** Stakes typed in a form the book cannot take ("abc", "1.234"), by selection id or "multiple"/"system". */
  invalid: Set<string>;
  /** Combined odds of the multiple (null for singles and systems). */
  odds: number | null;
  /** Number of bets (singles), 1 (multiple) or lines (system). */
  lines: number;
  totalStake: number;
  /** What the bet pays if it wins; with a free bet, the winnings only (its stake is not paid back). */
  potentialReturn: number;
  /** The free bet stakes the bet: `totalStake` is the free bet's amount, none of the player's money. */
  freeBet: boolean;
}

/** The free bet the player chose to stake the slip with (one single, or the multiple). */
export interface SlipFreeBet {
  id: string;
  /** Major units: the stake it places. */
  amount: number;
}

/** Whether a free bet can stake the slip as it is: one single on its own, or the multiple. */
export function freeBetFits(mode: SlipSnapshot["mode"], lineCount: number): boolean {
  return (mode === "singles" && lineCount === 1) || (mode === "multiple" && lineCount >= 2);
}

/** A free bet returns its winnings only: the return less its stake (never below nothing). */
const winningsOnly = (result: number, stake: number) => Math.max(0, sumMoney([result, -stake]));

/** A stake text as an amount: null when empty, NaN when it is not a valid amount. */
function stakeOf(text: string | undefined): number | null {
  if (!text?.trim()) return null;
  return parseAmountInput(text) ?? Number.NaN;
}

/**
 * The bet the slip would place in its current mode: the request (selections at the prices shown, the stakes, the
 * odds-change setting), its total stake and potential return, or why it cannot be placed yet.
 */
export function slipBet(slip: SlipSnapshot, lines: SlipLine[], freeBet: SlipFreeBet | null = null): SlipBet {
  if (freeBet && freeBetFits(slip.mode, lines.length)) return freeSlipBet(slip, lines, freeBet);
  const invalid = new Set<string>();
  const base = { invalid, odds: null, lines: 0, totalStake: 0, potentialReturn: 0, freeBet: false };
  if (lines.length === 0) return { ...base, request: null, blocker: "empty" };
  const selections = (chosen: SlipLine[]) =>
    chosen.map((line) => ({ selectionId: line.selection.selectionId, odds: line.odds }));
  const blockerOf = (chosen: SlipLine[], stakeMissing: boolean): SlipBlocker | null => {
    if (chosen.some((line) => line.locked)) return "locked";
    if (chosen.some((line) => line.change)) return "changes";
    return invalid.size > 0 || stakeMissing ? "stake" : null;
  };
  const { acceptOddsChanges } = slip;

  if (slip.mode === "singles") {
    const staked: { line: SlipLine; stake: number }[] = [];
    for (const line of lines) {
      const stake = stakeOf(slip.singles[line.selection.selectionId]);
      if (stake === null) continue;
      if (Number.isNaN(stake)) invalid.add(line.selection.selectionId);
      else staked.push({ line, stake });
    }
    const chosen = staked.map((item) => item.line);
    const summary = {
      ...base,
      lines: staked.length,
      totalStake: sumMoney(staked.map((item) => item.stake)),
      potentialReturn: sumMoney(staked.map((item) => potentialReturn(item.stake, item.line.odds))),
    };
    const blocker = blockerOf(chosen, staked.length === 0);
    if (blocker) return { ...summary, request: null, blocker };
    const singles = Object.fromEntries(staked.map((item) => [item.line.selection.selectionId, item.stake]));
    return {
      ...summary,
      blocker: null,
      request: { selections: selections(chosen), stakes: { singles }, acceptOddsChanges },
    };
  }

  const odds = lines.map((line) => line.odds);
  if (slip.mode === "multiple") {
    if (!canCombine(lines.map((line) => line.selection)))
      return { ...base, request: null, blocker: "combination" };
    const stake = stakeOf(slip.multiple);
    if (stake !== null && Number.isNaN(stake)) invalid.add("multiple");
    const valid = stake !== null && !Number.isNaN(stake) ? stake : null;
    const summary = {
      ...base,
      odds: combinedOdds(odds),
      lines: 1,
      totalStake: valid ?? 0,
      potentialReturn: valid === null ? 0 : multipleReturn(valid, odds),
    };
    const blocker = blockerOf(lines, valid === null);
    if (blocker || valid === null) return { ...summary, request: null, blocker: blocker ?? "stake" };
    return {
      ...summary,
      blocker: null,
      request: { selections: selections(lines), stakes: { multiple: valid }, acceptOddsChanges },
    };
  }

  if (!canSystem(lines.map((line) => line.selection)))
    return { ...base, request: null, blocker: "combination" };
  const size = Math.min(Math.max(slip.system.size, 2), lines.length - 1);
  const count = systemLineCount(lines.length, size);
  const stake = stakeOf(slip.system.stake);
  if (stake !== null && Number.isNaN(stake)) invalid.add("system");
  const valid = stake !== null && !Number.isNaN(stake) ? stake : null;
  const summary = {
    ...base,
    lines: count,
    totalStake: valid === null ? 0 : (Math.round(valid * 100) * count) / 100,
    potentialReturn: valid === null ? 0 : systemReturn(valid, odds, size),
  };
  const blocker = blockerOf(lines, valid === null);
  if (blocker || valid === null) return { ...summary, request: null, blocker: blocker ?? "stake" };
  return {
    ...summary,
    blocker: null,
    request: {
      selections: selections(lines),
      stakes: { system: { size, stakePerLine: valid } },
      acceptOddsChanges,
    },
  };
}

/**
 * The slip staked by a free bet: its one single or its multiple at the free bet's amount (whatever was typed),
 * sent with `freeBetId`; the potential return is the winnings only.
 */
function freeSlipBet(slip: SlipSnapshot, lines: SlipLine[], freeBet: SlipFreeBet): SlipBet {
  const invalid = new Set<string>();
  const selections = lines.map((line) => ({ selectionId: line.selection.selectionId, odds: line.odds }));
  const single = slip.mode === "singles";
  if (!single && !canCombine(lines.map((line) => line.selection)))
    return {
      invalid,
      odds: null,
      lines: 0,
      totalStake: 0,
      potentialReturn: 0,
      freeBet: true,
      request: null,
      blocker: "combination",
    };
  const odds = lines.map((line) => line.odds);
  const full = single ? potentialReturn(freeBet.amount, odds[0]!) : multipleReturn(freeBet.amount, odds);
  const summary = {
    invalid,
    odds: single ? null : combinedOdds(odds),
    lines: 1,
    totalStake: freeBet.amount,
    potentialReturn: winningsOnly(full, freeBet.amount),
    freeBet: true,
  };
  const blocker = lines.some((line) => line.locked)
    ? "locked"
    : lines.some((line) => line.change)
      ? "changes"
      : null;
  if (blocker) return { ...summary, request: null, blocker };
  const stakes = single
    ? { singles: { [selections[0]!.selectionId]: freeBet.amount } }
    : { multiple: freeBet.amount };
  return {
    ...summary,
    blocker: null,
    request: { selections, stakes, acceptOddsChanges: slip.acceptOddsChanges, freeBetId: freeBet.id },
  };
}
