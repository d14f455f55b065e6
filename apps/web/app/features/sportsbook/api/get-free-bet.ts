import { type BonusWalletResponse, bonusApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BETS_KEY } from "./keys";

/** A free bet of the player's bonus wallet the slip can stake. */
export interface FreeBet {
  /** The grant id, sent as `freeBetId`. */
  id: string;
  /** Its stake, major units. */
  amount: number;
  /** Lowest total odds it may be placed at, if any. */
  minOdds: number | null;
}

/** The player's first free bet that is active and not used yet, or null. */
export function openFreeBet(wallet: BonusWalletResponse): FreeBet | null {
  const found = wallet.bonuses.find((b) => b.status === "active" && b.freeBet?.state === "unused");
  return found?.freeBet
    ? { id: found.id, amount: found.freeBet.amount, minOdds: found.terms.freeBetMinOdds }
    : null;
}

/** Under the bets key: placing or settling a bet refreshes it along with the bets. */
export const freeBetQueryOptions = () =>
  queryOptions({
    queryKey: [...BETS_KEY, "free-bet"],
    queryFn: ({ signal }) => api(bonusApi.getUserBonusWallet, { signal }),
    select: openFreeBet,
  });

/** GET /api/user/bonus/wallet, read for the slip's "use free bet" toggle (players only). */
export const useFreeBet = (enabled: boolean) => useQuery({ ...freeBetQueryOptions(), enabled });
