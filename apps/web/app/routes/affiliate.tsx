import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { AffiliatePage } from "../features/affiliate/components/affiliate-page";
import { usePlayer } from "../features/auth/api/get-session";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("affiliate.title")} · ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
};

/**
 * /{locale}/profile/affiliate: campaigns, referred players and the monthly commission (docs/product/affiliate.md).
 */
export default function AffiliateRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <AffiliatePage />;
}
