import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { useParams } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { slugName } from "../features/casino/components/game-card";
import { GamePage } from "../features/casino/components/game-page";
import { translator } from "../i18n/i18n";

/** The game's own title and description, for search engines. */
export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  const name = slugName(params.slug ?? "");
  return [
    { title: `${name} · ${t("pages.casino")} · ${t("brand.name")}` },
    { name: "description", content: t("casino.gameDescription", { name }) },
  ];
};

/** /{locale}/casino/game/{slug}: one game, in real or fun mode. */
export default function CasinoGamePage() {
  const { slug = "" } = useParams();
  const player = usePlayer();
  return (
    <GamePage
      key={slug}
      slug={slug}
      player={player ? { userId: player.userId, currency: player.currency.code } : null}
    />
  );
}
