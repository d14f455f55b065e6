import { SportsHome } from "../features/sportsbook/components/sports-home";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("sports");

/** /{locale}/sports: sports, competitions and events with their main prices (`?sport=&competition=&date=`). */
export default function SportsPage() {
  return <SportsHome />;
}
