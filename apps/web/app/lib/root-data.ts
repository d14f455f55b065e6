import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";

/** What the root loader read for the first paint (locale, theme, odds format…); undefined outside the app's routes. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
