import {
  EVENT_STATUSES,
  type EventChange,
  MARKET_STATUSES,
  type MarketStatus,
  type OddsChange,
  type Scoreboard,
} from "@casino/contract";
import { isRecord, isString, type JsonRecord, oneOf } from "../../../lib/json/shape";

// The odds stream's deltas as `OddsChange` and `EventChange` parse them, or undefined for anything else (ignored).
// Written out: the stream runs on every sports page, which does not load zod for it; stream-events.test.ts holds
// each reader to its schema.

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isMarketStatus = oneOf(MARKET_STATUSES);
const isEventStatus = oneOf(EVENT_STATUSES);
const isSide = oneOf(["home", "away"] as const);
const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && isInt(value[0]) && isInt(value[1]);

/** The values of a JSON object, each read by `read`; undefined if any is not. */
function recordOf<T>(value: unknown, read: (item: unknown) => T | undefined): Record<string, T> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    const checked = read(item);
    if (checked === undefined) return undefined;
    out[key] = checked;
  }
  return out;
}

const price = (value: unknown) => (isInt(value) && value >= 0 ? value : undefined);
const status = (value: unknown): MarketStatus | undefined => (isMarketStatus(value) ? value : undefined);

export function readOddsChange(json: unknown): OddsChange | undefined {
  if (!isRecord(json)) return undefined;
  const { seq, eventId, inPlay } = json;
  if (!isInt(seq) || !isString(eventId) || typeof inPlay !== "boolean") return undefined;
  const change: OddsChange = { seq, eventId, inPlay };
  if (json.status !== undefined) {
    const statuses = recordOf(json.status, status);
    if (!statuses) return undefined;
    change.status = statuses;
  }
  if (json.odds !== undefined) {
    const odds = recordOf(json.odds, (market) => recordOf(market, price));
    if (!odds) return undefined;
    change.odds = odds;
  }
  return change;
}

function readScoreboard(json: JsonRecord): Scoreboard | undefined {
  const { home, away, clock, sets, serving, redCards } = json;
  if (!isInt(home) || !isInt(away) || !isString(clock)) return undefined;
  const board: Scoreboard = { home, away, clock };
  if (sets !== undefined) {
    if (!Array.isArray(sets) || !sets.every(isPair)) return undefined;
    board.sets = sets.map(([a, b]) => [a, b]);
  }
  if (serving !== undefined) {
    if (!isSide(serving)) return undefined;
    board.serving = serving;
  }
  if (redCards !== undefined) {
    if (!isPair(redCards)) return undefined;
    board.redCards = [redCards[0], redCards[1]];
  }
  return board;
}

export function readEventChange(json: unknown): EventChange | undefined {
  if (!isRecord(json)) return undefined;
  const { seq, eventId, status: eventStatus, scoreboard } = json;
  if (!isInt(seq) || !isString(eventId) || !isEventStatus(eventStatus)) return undefined;
  if (scoreboard === null) return { seq, eventId, status: eventStatus, scoreboard: null };
  const board = isRecord(scoreboard) ? readScoreboard(scoreboard) : undefined;
  return board ? { seq, eventId, status: eventStatus, scoreboard: board } : undefined;
}
