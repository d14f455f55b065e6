import type { WalletBonus } from "@casino/contract";

// How the bonus pages order and count the wallet (docs/product/bonuses.md#bonus-wallet: active bonuses by grantedDate
// ascending, history descending; the profile menu shows the count of active bonuses).

/** Still running: waiting for its deposit or bet, or in play. */
export const isOpen = (bonus: Pick<WalletBonus, "status">) =>
  bonus.status === "pending" || bonus.status === "active";

const granted = (bonus: Pick<WalletBonus, "grantedDate">) => Date.parse(bonus.grantedDate);

/** Open bonuses, the oldest grant first (it is the one being wagered). */
export function activeBonuses<T extends Pick<WalletBonus, "status" | "grantedDate">>(
  bonuses: readonly T[],
): T[] {
  return bonuses.filter(isOpen).sort((a, b) => granted(a) - granted(b));
}

/** Ended bonuses, the latest first. */
export function bonusHistory<T extends Pick<WalletBonus, "status" | "grantedDate">>(
  bonuses: readonly T[],
): T[] {
  return bonuses.filter((bonus) => !isOpen(bonus)).sort((a, b) => granted(b) - granted(a));
}

/** The number the profile menu shows: bonuses in play. */
export const activeCount = (bonuses: readonly Pick<WalletBonus, "status">[]) =>
  bonuses.filter((bonus) => bonus.status === "active").length;

/** Wagering progress as a whole percent, 0…100 (a bonus without a requirement is complete). */
export function progressPercent({ wagered, required }: WalletBonus["progress"]): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((wagered / required) * 100)));
}
