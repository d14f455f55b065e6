import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useParams } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { LiveTable } from "../features/casino/components/live-table";
import { translator } from "../i18n/i18n";
import { seoMeta } from "../shell/page-meta";
import { contentInit, routeLocale } from "./content-loader";

/** Only the site's origin (for the canonical link): the table itself loads and follows its stream in the browser. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { origin: contentInit({ request, context }).origin };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) => {
  const locale = routeLocale(params.locale);
  const t = translator(locale);
  return seoMeta({
    origin: loaded?.origin ?? "",
    path: `/live-casino/${params.tableId ?? ""}`,
    locale,
    title: `${t("tables.title")} · ${t("brand.name")}`,
    description: t("tables.rngLabel"),
    image: "/brand/art-live.svg",
  });
};

/** /{locale}/live-casino/{tableId}: one shared RNG table (live casino). */
export default function LiveTablePage() {
  const { tableId = "" } = useParams();
  const player = usePlayer();
  return <LiveTable id={tableId} player={player ? { currency: player.currency.code } : null} />;
}
