import { useEffect } from "react";
import { usePlayer } from "../features/auth/api/get-session";
import { useBalanceStream } from "../features/cashier/api/balance-stream";
import { useDepositDraft } from "../features/cashier/deposit-draft";

/**
 * Live links that exist once per logged-in player, whatever page is open: the balance stream (every balance on
 * screen follows it) and, at logout, dropping what was typed into a deposit.
 */
export function PlayerLive() {
  const player = usePlayer();
  useBalanceStream(player?.userId);
  const resetDeposit = useDepositDraft((state) => state.reset);
  const loggedIn = !!player;
  useEffect(() => {
    if (!loggedIn) resetDeposit();
  }, [loggedIn, resetDeposit]);
  return null;
}
