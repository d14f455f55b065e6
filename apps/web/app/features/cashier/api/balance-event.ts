import type { BalanceStreamEvent } from "@casino/contract";
import { isNumber, isRecord, isString, nullable } from "../../../lib/json/shape";

const amount = (value: unknown) =>
  isRecord(value) && isNumber(value.afterAmount) ? { afterAmount: value.afterAmount } : undefined;

/**
 * One event of the balance stream as `BalanceStreamEvent` parses it, or undefined for anything else (ignored).
 * Written out: the stream runs on every page of a signed-in player, which does not load zod for it; the property
 * test in balance-event.test.ts holds the two together.
 */
export function readBalanceEvent(json: unknown): BalanceStreamEvent | undefined {
  if (!isRecord(json)) return undefined;
  const real = amount(json.real);
  const bonus = amount(json.bonus);
  const { source, transferId, currency } = json;
  if (!real || !bonus || !isString(source) || !nullable(isString)(transferId)) return undefined;
  if (!isString(currency) || currency.length !== 3) return undefined;
  return { real, bonus, source, transferId, currency };
}
