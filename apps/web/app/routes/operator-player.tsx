import { useParams } from "react-router";
import { PlayerPage } from "../features/operator/players/player-page";
import { ViewAsPlayer } from "../features/operator/players/view-as-player";

/** /{locale}/operator/…: one player's 360 view, with "View as player" for staff who may impersonate. */
export default function OperatorPlayerPagePage() {
  const id = useParams().id ?? "";
  return (
    <div className="flex flex-col gap-4">
      <ViewAsPlayer id={id} />
      <PlayerPage />
    </div>
  );
}
