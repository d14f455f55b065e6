import { LiveSports } from "../features/sportsbook/components/live-sports";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("sportsLive");

/** /{locale}/sports/sporturi-live: matches in play (`?sport=` narrows them to one sport). */
export default function SportsLivePage() {
  return <LiveSports />;
}
