import { useTranslation } from "react-i18next";
import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { restoreSession, usePlayer } from "../features/auth/api/get-session";
import { bannersQueryOptions, getBanners, useBanners } from "../features/content/api/get-banners";
import { getPage } from "../features/content/api/get-page";
import { usePopups } from "../features/content/api/get-popups";
import { getPromotions, promotionsQueryOptions, usePromotions } from "../features/content/api/get-promotions";
import { useSeedQueries } from "../features/content/api/load-shell-content";
import { BannerCarousel } from "../features/content/components/banner-carousel";
import { ContentPopup } from "../features/content/components/content-popup";
import { PromotionCard } from "../features/content/components/promotion-card";
import { useCookieAnswered } from "../features/cookie-consent/use-cookie-answered";
import { liveJackpotAmounts, useJackpot } from "../features/engagement/api/get-jackpot";
import { PrizeWheel } from "../features/engagement/components/prize-wheel";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { seoMeta } from "../shell/page-meta";
import { useTheme } from "../shell/preferences/theme";
import { useContentAction } from "../shell/use-content-action";
import { audienceOf, contentInit, routeLocale } from "./content-loader";

/** The home page: the CMS page (title, description, SEO text), the carousel and the promotions teaser. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params.locale);
  const { init, theme, origin } = contentInit({ request, context });
  // An editor's preview link shows their draft slide in the carousel.
  const preview = new URL(request.url).searchParams.get("contentPreview") ?? undefined;
  const [session, page, banners, promotions] = await Promise.all([
    restoreSession(request, context),
    getPage("home", locale, init).catch(() => null),
    getBanners(locale, theme, { ...init, preview }).catch(() => null),
    getPromotions(locale, theme, init).catch(() => null),
  ]);
  // Seeded under the keys the page reads, so the first paint is the server's and nothing is fetched twice.
  const seeds = [
    ...(banners
      ? [{ key: bannersQueryOptions(locale, theme, audienceOf(session), preview).queryKey, data: banners }]
      : []),
    ...(promotions ? [{ key: promotionsQueryOptions(locale, theme).queryKey, data: promotions }] : []),
  ];
  return { page, origin, seeds };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) =>
  loaded?.page
    ? seoMeta({
        origin: loaded.origin,
        path: "",
        locale: params.locale ?? "en",
        title: loaded.page.title,
        description: loaded.page.description,
        image: "/brand/art-welcome.svg",
      })
    : [{ title: "Vela" }];

export default function Home() {
  const { t } = useTranslation();
  const { seeds } = useLoaderData<typeof loader>();
  useSeedQueries(seeds);
  const locale = useLocale();
  const theme = useTheme();
  const player = usePlayer();
  const audience = audienceOf(player);
  const banners = useBanners(
    locale,
    theme,
    audience,
    useSearchParams()[0].get("contentPreview") ?? undefined,
  );
  const promotions = usePromotions(locale, theme).data ?? [];
  const onAction = useContentAction();
  // Popups wait until the cookie banner is answered, so one never stacks on top of it; then they come at once.
  const popups = usePopups(locale, theme, audience, useCookieAnswered());
  // The jackpot slide shows the live jackpot: read (and streamed) only when a jackpot slide is in the carousel.
  const jackpot = useJackpot({ enabled: banners.data?.some((b) => b.kind === "jackpot-slide") ?? false });
  return (
    <div className="space-y-10">
      <ContentPopup
        popups={popups}
        onAction={onAction}
        wheel={player ? <PrizeWheel currency={player.currency.code} /> : undefined}
      />
      <h1 className="sr-only">{t("content.homeTitle")}</h1>
      {banners.data ? (
        <BannerCarousel
          slides={banners.data}
          onAction={onAction}
          liveJackpots={liveJackpotAmounts(jackpot.data)}
        />
      ) : banners.isPending ? (
        <div className="skeleton aspect-square rounded-3xl sm:aspect-[12/5]" />
      ) : null}
      {promotions.length > 0 ? (
        <section aria-labelledby="home-promotions" className="space-y-4">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="home-promotions" className="text-xl font-bold">
              {t("content.promotionsTitle")}
            </h2>
            <Link to={localized(locale, "/promotions")} className="text-sm font-semibold text-primary-strong">
              {t("content.allPromotions")}
            </Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {promotions.slice(0, 3).map((promotion) => (
              <PromotionCard key={promotion.slug} promotion={promotion} moreLabel={t("content.readMore")} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
