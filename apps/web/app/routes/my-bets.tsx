import { MyBets } from "../features/sportsbook/components/my-bets";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("myBets", { noindex: true });

/** /{locale}/profile/mybets: the player's open and settled bets, with cash-out. */
export default function MyBetsPage() {
  return <MyBets />;
}
