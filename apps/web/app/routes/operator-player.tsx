import { PlayerPage } from "../features/operator/players/player-page";

/** /{locale}/operator/…: one player's 360 view. */
export default function OperatorPlayerPagePage() {
  return <PlayerPage />;
}
