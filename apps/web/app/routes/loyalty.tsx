import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { LoyaltyPage } from "../features/engagement/components/loyalty-page";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("engagement.loyalty.title")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/profile/loyalty: the player's loyalty level, points, points shop and inbox (players only). */
export default function LoyaltyRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <LoyaltyPage currency={player.currency.code} />;
}
