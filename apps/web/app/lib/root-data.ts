import { createContext, useContext } from "react";
import type { RootData } from "../root";

/**
 * The root loader's data, passed down by root.tsx's Layout. A context of its own because the router's loader-data
 * hook follows the router's whole state: every update of it (a navigation's steps, a fetcher, the routes the router
 * learns as links render) rendered again every component that asked for the locale or the odds format — on the
 * sports page every price button and row, a second of a phone's main thread after each update (issue 21). This value
 * changes only when the root loader's data does.
 */
export const RootDataContext = createContext<RootData | undefined>(undefined);

/** What the root loader read for the first paint (locale, theme, odds format…); undefined outside the app's routes. */
export function useRootData(): RootData | undefined {
  return useContext(RootDataContext);
}
