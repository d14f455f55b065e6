import { createContext, type ReactNode, useContext } from "react";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal, formatMoney } from "../../../lib/money";

/** The logged-in player as the sportsbook needs them (features do not import auth: the route passes this in). */
export interface SportsPlayer {
  currency: string;
}

const PlayerContext = createContext<SportsPlayer | null>(null);

export function SportsPlayerProvider({
  player,
  children,
}: {
  player: SportsPlayer | null;
  children: ReactNode;
}) {
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

/** The player, or null for a guest. */
export const useSportsPlayer = () => useContext(PlayerContext);

/** Money in the player's currency; a guest sees plain amounts (they have no currency yet). */
export function useMoney(): (amount: number) => string {
  const player = useSportsPlayer();
  const locale = useLocale();
  return (amount) => (player ? formatMoney(amount, player.currency, locale) : formatDecimal(amount, locale));
}
