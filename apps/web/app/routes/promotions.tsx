import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { getPromotions, promotionsQueryOptions, usePromotions } from "../features/content/api/get-promotions";
import { useSeedQueries } from "../features/content/api/load-shell-content";
import { PromotionCard } from "../features/content/components/promotion-card";
import { translator } from "../i18n/i18n";
import { useLocale } from "../lib/locale/use-locale";
import { seoMeta } from "../shell/page-meta";
import { useTheme } from "../shell/preferences/theme";
import { Notice } from "../ui/notice";
import { contentInit, routeLocale } from "./content-loader";

/** The promotions list, server-rendered; a failed call shows a notice instead of failing the page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params.locale);
  const { init, theme, origin } = contentInit({ request, context });
  const promotions = await getPromotions(locale, theme, init).catch(() => null);
  const seeds = promotions ? [{ key: promotionsQueryOptions(locale, theme).queryKey, data: promotions }] : [];
  return { origin, seeds };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) => {
  const locale = routeLocale(params.locale);
  const t = translator(locale);
  return seoMeta({
    origin: loaded?.origin ?? "",
    path: "/promotions",
    locale,
    title: `${t("pages.promotions")} · ${t("brand.name")}`,
    description: t("content.promotionsIntro"),
    image: "/brand/art-welcome.svg",
  });
};

export default function Promotions() {
  const { t } = useTranslation();
  useSeedQueries(useLoaderData<typeof loader>().seeds);
  const locale = useLocale();
  const theme = useTheme();
  const promotions = usePromotions(locale, theme);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t("pages.promotions")}</h1>
        <p className="max-w-2xl text-muted">{t("content.promotionsIntro")}</p>
      </header>
      {promotions.isError ? <Notice tone="error">{t("content.promotionsUnavailable")}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {(promotions.data ?? []).map((promotion) => (
          <PromotionCard key={promotion.slug} promotion={promotion} moreLabel={t("content.readMore")} />
        ))}
      </div>
    </div>
  );
}
