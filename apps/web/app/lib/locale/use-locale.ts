import type { UrlLocale } from "@casino/contract";
import { useRootData } from "../root-data";

/** The page's locale (from its URL prefix). */
export function useLocale(): UrlLocale {
  return useRootData()?.locale ?? "en";
}
