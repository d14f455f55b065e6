import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { ResponsibleGamblingPage } from "../features/limits/components/responsible-gambling-page";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("pages.responsibleGambling")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * /{locale}/profile/responsiblegambling: limits, reminders, a break and self-exclusion
 * (docs/product/responsible-gambling.md).
 */
export default function ResponsibleGamblingRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <ResponsibleGamblingPage currency={player.currency.code} />;
}
