import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { getPromotions } from "../features/content/api/get-promotions";
import { CmsHtml } from "../features/content/components/cms-html";
import { ContentCta } from "../features/content/components/content-cta";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { ErrorPage } from "../shell/error-page";
import { seoMeta } from "../shell/page-meta";
import { useContentAction } from "../shell/use-content-action";
import { contentInit, routeLocale } from "./content-loader";

/** One promotion with its terms; 404 when no promotion (visible to this visitor) has the slug. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params.locale);
  const { init, theme, origin } = contentInit({ request, context });
  const promotion = (await getPromotions(locale, theme, init)).find((entry) => entry.slug === params.slug);
  if (!promotion) throw data(null, { status: 404 });
  return { promotion, origin };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) =>
  loaded
    ? seoMeta({
        origin: loaded.origin,
        path: `/promotions/${loaded.promotion.slug}`,
        locale: params.locale ?? "en",
        title: `${loaded.promotion.title} · Vela`,
        description: loaded.promotion.summary,
        image: loaded.promotion.image.src,
      })
    : [];

export default function PromotionDetail() {
  const { t } = useTranslation();
  const locale = useLocale();
  const onAction = useContentAction();
  const { promotion } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <Link
        to={localized(locale, "/promotions")}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-text"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("content.backToPromotions")}
      </Link>
      <div className="overflow-hidden rounded-3xl border border-border/70 bg-surface shadow-card">
        <img
          src={promotion.image.src}
          alt={promotion.image.alt}
          width={1200}
          height={500}
          className="aspect-[12/5] w-full object-cover"
        />
        <div className="space-y-5 p-6 sm:p-10">
          {promotion.badge ? (
            <p className="text-xs font-bold uppercase tracking-widest text-gold">{promotion.badge}</p>
          ) : null}
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{promotion.title}</h1>
          <p className="text-lg text-muted">{promotion.summary}</p>
          <div className="flex flex-wrap items-center gap-4">
            {promotion.cta ? <ContentCta cta={promotion.cta} onAction={onAction} /> : null}
            {promotion.bonusCode ? (
              <p className="text-sm text-muted">
                {t("content.bonusCode")}{" "}
                <code className="rounded-md bg-surface-2 px-2 py-1 font-mono font-bold text-text">
                  {promotion.bonusCode}
                </code>
              </p>
            ) : null}
          </div>
          <CmsHtml html={promotion.content} className="text-[15px] text-muted" />
          <section
            aria-labelledby="promotion-terms"
            className="rounded-2xl border border-border/70 bg-surface-2/60 p-5"
          >
            <h2 id="promotion-terms" className="mb-3 text-base font-bold">
              {t("content.terms")}
            </h2>
            <CmsHtml html={promotion.terms} className="text-sm text-muted" />
          </section>
        </div>
      </div>
    </article>
  );
}

/** 404 for an unknown promotion; any other failure is the shell's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage locale={useLocale()} kind={notFound ? "notFound" : "error"} inShell />;
}
