import type { PaymentState, PaymentTransaction, UrlLocale } from "@casino/contract";
import { formatMoney } from "../../lib/money";

/** States in which no money moved: the item keeps its amount for reference, never a sign. */
export const NOTHING_MOVED: readonly PaymentState[] = ["CANCELLED", "REJECTED", "FAILED", "EXPIRED"];

/**
 * A history item's amount as the player reads it: "+" only for a deposit that was credited, "−" for a withdrawal
 * whose money has left the balance (held while pending, then paid); a declined, failed, cancelled or expired item,
 * and a deposit still waiting for the provider, show the bare amount beside their state.
 */
export function historyAmount(
  item: Pick<PaymentTransaction, "type" | "state" | "amount" | "currency">,
  locale: UrlLocale,
): { text: string; moved: boolean } {
  const money = formatMoney(item.amount, item.currency, locale);
  if (NOTHING_MOVED.includes(item.state)) return { text: money, moved: false };
  if (item.type === "deposit")
    return item.state === "SUCCESSFUL" ? { text: `+${money}`, moved: true } : { text: money, moved: false };
  return { text: `−${money}`, moved: true };
}
