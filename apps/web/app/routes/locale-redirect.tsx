import { localeFromAcceptLanguage } from "@casino/contract";
import { type LoaderFunctionArgs, redirect } from "react-router";

/** `/` sends the visitor to the best locale for their browser's languages (default en). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return redirect(`/${locale}${url.search}`, { headers: { Vary: "Accept-Language" } });
}

export default function LocaleRedirect() {
  return null;
}
