import { ACCEPT_ODDS_CHANGES, type AcceptOddsChanges, SPORTS } from "@casino/contract";
import { isNumber, isRecord, isString, oneOf } from "../../../lib/json/shape";
import { MAX_SELECTIONS, type SlipMode, type SlipSelection } from "./slip";

/** What the slip keeps across navigation and reloads: the picks, what was typed, and the odds-change setting. */
export interface SlipSnapshot {
  selections: SlipSelection[];
  mode: SlipMode;
  /** Stake text per selection id (as typed, so "2,5" stays "2,5"). */
  singles: Record<string, string>;
  multiple: string;
  system: { size: number; stake: string };
  acceptOddsChanges: AcceptOddsChanges;
}

export const EMPTY_SLIP: SlipSnapshot = {
  selections: [],
  mode: "singles",
  singles: {},
  multiple: "",
  system: { size: 2, stake: "" },
  acceptOddsChanges: "higher",
};

/** The localStorage key; the version inside lets a later shape drop an old slip instead of misreading it. */
export const SLIP_STORAGE_KEY = "vela.betslip";
export const SLIP_VERSION = 1;

const isSport = oneOf(SPORTS);
const isMode = oneOf(["singles", "multiple", "system"] as const);
const isAccept = oneOf(ACCEPT_ODDS_CHANGES);
const isStake = (value: unknown): value is string => isString(value) && value.length <= 16;
const text = (value: unknown, min: number, max: number): value is string =>
  isString(value) && value.length >= min && value.length <= max;

function readSelection(json: unknown): SlipSelection | undefined {
  if (!isRecord(json)) return undefined;
  const { selectionId, eventId, eventName, sport, marketName, selectionName, odds, startsAt } = json;
  if (!text(selectionId, 1, 80) || !text(eventId, 1, 80) || !text(eventName, 0, 200)) return undefined;
  if (!isSport(sport) || !text(marketName, 0, 200) || !text(selectionName, 0, 200)) return undefined;
  if (!isNumber(odds) || odds <= 0 || !text(startsAt, 0, 40)) return undefined;
  return { selectionId, eventId, eventName, sport, marketName, selectionName, odds, startsAt };
}

/**
 * The stored JSON as a snapshot, or undefined when any part of it is not what this version writes. Untrusted input
 * (another tab, a hand edit, a truncated write), read without zod on the sports page; slip-storage.test.ts holds it
 * to the schema it replaces.
 */
export function readStoredSlip(json: unknown): SlipSnapshot | undefined {
  if (!isRecord(json) || json.version !== SLIP_VERSION) return undefined;
  const { selections, mode, singles, multiple, system, acceptOddsChanges } = json;
  if (!Array.isArray(selections) || selections.length > MAX_SELECTIONS) return undefined;
  const read = selections.map(readSelection);
  if (read.some((item) => item === undefined)) return undefined;
  if (!isMode(mode) || !isRecord(singles) || !Object.values(singles).every(isStake)) return undefined;
  if (!isStake(multiple) || !isRecord(system) || !isAccept(acceptOddsChanges)) return undefined;
  const { size, stake } = system;
  if (!Number.isSafeInteger(size) || (size as number) < 2 || (size as number) > 19 || !isStake(stake))
    return undefined;
  return {
    selections: read as SlipSelection[],
    mode,
    singles: { ...(singles as Record<string, string>) },
    multiple,
    system: { size: size as number, stake },
    acceptOddsChanges,
  };
}

/** The slip as stored text. */
export function serialiseSlip(slip: SlipSnapshot): string {
  return JSON.stringify({ version: SLIP_VERSION, ...slip });
}

/**
 * A stored slip read back. Anything unreadable (another version, a hand-edited value, a truncated write) gives an
 * empty slip rather than a broken one; stakes of selections no longer on the slip are dropped.
 */
export function parseSlip(text: string | null | undefined): SlipSnapshot {
  if (!text) return EMPTY_SLIP;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return EMPTY_SLIP;
  }
  const slip = readStoredSlip(json);
  if (!slip) return EMPTY_SLIP;
  const ids = new Set(slip.selections.map((item) => item.selectionId));
  const selections = slip.selections.filter(
    (item, index) => slip.selections.findIndex((other) => other.selectionId === item.selectionId) === index,
  );
  return {
    ...slip,
    selections,
    singles: Object.fromEntries(Object.entries(slip.singles).filter(([id]) => ids.has(id))),
  };
}
