import { usePlayer } from "../features/auth/api/get-session";
import { ActivePage } from "../features/bonus/components/active-page";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("bonusesActive", { noindex: true });

/** /{locale}/profile/bonuses/active: open bonuses with their wagering progress, and the history. */
export default function ActiveBonusesRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <ActivePage />;
}
