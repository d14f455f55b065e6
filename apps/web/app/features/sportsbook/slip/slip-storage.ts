import { AcceptOddsChanges, Sport } from "@casino/contract";
import { z } from "zod";
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
const VERSION = 1;

const StakeText = z.string().max(16);

const StoredSelection = z.object({
  selectionId: z.string().min(1).max(80),
  eventId: z.string().min(1).max(80),
  eventName: z.string().max(200),
  sport: Sport,
  marketName: z.string().max(200),
  selectionName: z.string().max(200),
  odds: z.number().positive().finite(),
  startsAt: z.string().max(40),
});

const Stored = z.object({
  version: z.literal(VERSION),
  selections: z.array(StoredSelection).max(MAX_SELECTIONS),
  mode: z.enum(["singles", "multiple", "system"]),
  singles: z.record(z.string(), StakeText),
  multiple: StakeText,
  system: z.object({ size: z.number().int().min(2).max(19), stake: StakeText }),
  acceptOddsChanges: AcceptOddsChanges,
});

/** The slip as stored text. */
export function serialiseSlip(slip: SlipSnapshot): string {
  return JSON.stringify({ version: VERSION, ...slip });
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
  const parsed = Stored.safeParse(json);
  if (!parsed.success) return EMPTY_SLIP;
  const { version: _version, ...slip } = parsed.data;
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
