import type { BalanceWarningResponse } from "@casino/contract";

/**
 * docs/product/responsible-gambling.md#balance-warning: the balance warning shows when the player has it on, the
 * balance (real plus bonus: what they can play with) is below the threshold in the account currency, and it is not
 * snoozed.
 */
export function balanceWarningDue(
  settings: BalanceWarningResponse | undefined,
  total: number | undefined,
  now: number,
): boolean {
  if (!settings?.enabled || total === undefined) return false;
  if (settings.snoozedUntil && Date.parse(settings.snoozedUntil) > now) return false;
  return total < settings.threshold;
}

/** When a snooze runs out (epoch ms), for re-checking then; null when not snoozed. */
export function snoozeEndsAt(settings: BalanceWarningResponse | undefined, now: number): number | null {
  const until = settings?.snoozedUntil ? Date.parse(settings.snoozedUntil) : Number.NaN;
  return Number.isNaN(until) || until <= now ? null : until;
}
