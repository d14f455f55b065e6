import { isUrlLocale } from "@casino/contract";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { ActivateEmailView } from "../features/account/components/activate-email-view";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("pages.activateEmail")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** docs/product/shell.md#routes: a missing key sends the visitor home. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get("key");
  if (!key) throw redirect(`/${params.locale}`);
  return { key };
}

/** /{locale}/activate-email?key=…: the link from the verification e-mail. */
export default function ActivateEmailPage() {
  const { key } = useLoaderData<typeof loader>();
  return <ActivateEmailView hashKey={key} />;
}
