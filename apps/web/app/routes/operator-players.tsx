import { PlayerSearch } from "../features/operator/players/player-search";

/** /{locale}/operator/…: the player search (players.read). */
export default function OperatorPlayerSearchPage() {
  return <PlayerSearch />;
}
