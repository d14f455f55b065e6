import { usePlayer } from "../features/auth/api/get-session";
import { EligiblePage } from "../features/bonus/components/eligible-page";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("bonuses", { noindex: true });

/** /{locale}/profile/bonuses: the bonuses the player may claim, with the bonus-confirmation modal. */
export default function BonusesRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <EligiblePage currency={player.currency.code} />;
}
