import { route } from "./route";

/** Method and path of every content endpoint: the server registers them, the web calls through them. */
export const contentApi = {
  getPageAny: route("GET", "/api/page/*", "PageResponse"),
  getNavBySlug: route("GET", "/api/nav/:slug", "NavigationResponse"),
  postReportI18n: route("POST", "/api/reportI18n"),
} as const;
