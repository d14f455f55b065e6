import { Outlet } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { SportsFrame } from "../features/sportsbook/components/sports-frame";

/**
 * The frame around /sports, live sports and event pages: the sports menu, the bet slip, and the odds stream stay
 * mounted while the player moves between them. The player's currency comes from the session (auth) here, since
 * features do not import each other.
 */
export default function SportsLayout() {
  const player = usePlayer();
  return (
    <SportsFrame player={player ? { currency: player.currency.code } : null}>
      <Outlet />
    </SportsFrame>
  );
}
