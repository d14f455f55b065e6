import { formatMinor, parseMajor } from "@casino/contract";
import { AppError } from "../../../platform/errors";
import {
  betBuilderInvalid,
  invalidStake,
  maxPayoutExceeded,
  sameEventInMultiple,
  selectionNotFound,
  stakeTooHigh,
  stakeTooLow,
} from "../sportsbook.errors";
import { type BetKind, lineCount } from "./bet-maths";
import type { OfferRow } from "./bets.store";

/** The book's limits on one bet, in minor units. */
export interface StakeRules {
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
}

/** One bet the slip asks for: its legs (selection ids, in slip order) and its total stake. */
export interface PlannedBet {
  kind: BetKind;
  selectionIds: string[];
  stake: bigint;
  systemSize: number | null;
  lines: number;
}

export interface SlipStakes {
  singles?: Record<string, number | string> | undefined;
  multiple?: number | string | undefined;
  system?: { size: number; stakePerLine: number | string } | undefined;
  betBuilder?: number | string | undefined;
}

/** A system bet may have at most this many lines (e.g. 12 selections in doubles: 66). */
const MAX_SYSTEM_LINES = 1000;
const BET_BUILDER_TYPES = new Set(["1x2", "double_chance", "total_goals", "btts", "correct_score"]);

function amount(raw: number | string): bigint {
  const minor = parseMajor(raw);
  if (minor === null || minor <= 0n) throw invalidStake();
  return minor;
}

/** The ids of selections sharing an event with another selection of the list. */
function sharingEvents(ids: string[], offers: Map<string, OfferRow>): string[] {
  const byEvent = new Map<string, string[]>();
  for (const id of ids) {
    const eventId = offers.get(id)!.event.id;
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), id]);
  }
  return [...byEvent.values()].filter((group) => group.length > 1).flat();
}

function checkBetBuilder(ids: string[], offers: Map<string, OfferRow>) {
  const rows = ids.map((id) => offers.get(id)!);
  if (rows.length < 2) throw betBuilderInvalid("A bet builder needs at least two selections", ids);
  if (new Set(rows.map((r) => r.event.id)).size > 1)
    throw betBuilderInvalid("All bet builder selections must be from the same match", ids);
  if (rows[0]!.event.sport !== "football")
    throw betBuilderInvalid("The bet builder is available for football matches", ids);
  const other = rows.filter((r) => !BET_BUILDER_TYPES.has(r.market.type)).map((r) => r.selection.id);
  if (other.length)
    throw betBuilderInvalid(
      "Only result, double chance, totals, both teams to score and correct score",
      other,
    );
  if (new Set(rows.map((r) => r.market.id)).size < rows.length)
    throw betBuilderInvalid("Pick at most one selection per market", ids);
}

/**
 * The bets a slip asks for, checked for shape: every selection exists, multiples and system bets take each event
 * once, a bet builder takes one football match, and every stake is a valid amount within the book's bounds.
 */
export function planSlip(
  selectionIds: string[],
  stakes: SlipStakes,
  offers: Map<string, OfferRow>,
  rules: StakeRules,
  currency: string,
): PlannedBet[] {
  if (new Set(selectionIds).size !== selectionIds.length) {
    throw new AppError("VALIDATION_FAILED", 400, "Each selection may be on the slip once");
  }
  const missing = selectionIds.filter((id) => !offers.has(id));
  const strays = Object.keys(stakes.singles ?? {}).filter((id) => !selectionIds.includes(id));
  if (missing.length || strays.length) throw selectionNotFound([...missing, ...strays]);

  const bets: PlannedBet[] = [];
  for (const [id, raw] of Object.entries(stakes.singles ?? {})) {
    bets.push({ kind: "single", selectionIds: [id], stake: amount(raw), systemSize: null, lines: 1 });
  }
  const combined = stakes.multiple !== undefined || stakes.system !== undefined;
  if (combined) {
    if (selectionIds.length < 2) {
      throw new AppError("VALIDATION_FAILED", 400, "A multiple needs at least two selections");
    }
    const shared = sharingEvents(selectionIds, offers);
    if (shared.length) throw sameEventInMultiple(shared);
  }
  if (stakes.multiple !== undefined) {
    bets.push({
      kind: "multiple",
      selectionIds,
      stake: amount(stakes.multiple),
      systemSize: null,
      lines: 1,
    });
  }
  if (stakes.system) {
    const { size } = stakes.system;
    if (size >= selectionIds.length) {
      throw new AppError(
        "VALIDATION_FAILED",
        400,
        "A system bet combines fewer selections than are on the slip",
      );
    }
    const lines = lineCount(selectionIds.length, size);
    if (lines > MAX_SYSTEM_LINES) {
      throw new AppError("VALIDATION_FAILED", 400, `A system bet may have at most ${MAX_SYSTEM_LINES} lines`);
    }
    const perLine = amount(stakes.system.stakePerLine);
    if (perLine < rules.minStake) throw stakeTooLow(formatMinor(rules.minStake), currency);
    bets.push({ kind: "system", selectionIds, stake: perLine * BigInt(lines), systemSize: size, lines });
  }
  if (stakes.betBuilder !== undefined) {
    checkBetBuilder(selectionIds, offers);
    bets.push({
      kind: "bet_builder",
      selectionIds,
      stake: amount(stakes.betBuilder),
      systemSize: null,
      lines: 1,
    });
  }
  for (const bet of bets) {
    if (bet.kind !== "system" && bet.stake < rules.minStake)
      throw stakeTooLow(formatMinor(rules.minStake), currency);
    if (bet.stake > rules.maxStake) throw stakeTooHigh(formatMinor(rules.maxStake), currency);
  }
  return bets;
}

/** Refuses a bet whose return, if every leg wins, is over the book's maximum payout. */
export function checkPayout(potential: bigint, rules: StakeRules, currency: string) {
  if (potential > rules.maxPayout) throw maxPayoutExceeded(formatMinor(rules.maxPayout), currency);
}
