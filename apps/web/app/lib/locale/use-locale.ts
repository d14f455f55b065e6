import type { UrlLocale } from "@casino/contract";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";

/** The page's locale (from its URL prefix). */
export function useLocale(): UrlLocale {
  return useRouteLoaderData<RootData>("root")?.locale ?? "en";
}
