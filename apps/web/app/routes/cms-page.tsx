import { isUrlLocale } from "@casino/contract";
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { getPage } from "../features/content/api/get-page";
import { CmsHtml } from "../features/content/components/cms-html";
import { useLocale } from "../lib/locale/use-locale";
import { ErrorPage } from "../shell/error-page";
import { seoMeta } from "../shell/page-meta";

/** A content page (terms, privacy, FAQ, the Romanian rules, …) by its slug: the last segment of the path. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!isUrlLocale(params.locale)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const slug = params.slug ?? url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const page = await getPage(slug, params.locale, {
    origin: context.apiOrigin ?? request.url,
    cookie: request.headers.get("cookie"),
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(5_000)]),
  });
  if (!page) throw data(null, { status: 404 });
  return { page, origin: url.origin };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) =>
  loaded
    ? seoMeta({
        origin: loaded.origin,
        path: loaded.page.path,
        locale: params.locale ?? "en",
        title: loaded.page.title,
        description: loaded.page.description,
      })
    : [];

/**
 * The sanitised CMS HTML with the site's prose styles (the HTML brings its own h1); `lang` marks the Romanian
 * rules pages as Romanian for screen readers.
 */
export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article
      lang={page.lang}
      className="mx-auto max-w-3xl rounded-3xl border border-border/70 bg-surface p-6 shadow-card sm:p-10"
    >
      <CmsHtml html={page.content} className="text-[15px] text-muted" />
    </article>
  );
}

/** 404 when the CMS has no such page; any other failure is the shell's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage locale={useLocale()} kind={notFound ? "notFound" : "error"} inShell />;
}
