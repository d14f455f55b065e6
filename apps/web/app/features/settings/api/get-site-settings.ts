import { type SiteSettingsResponse, settingsApi } from "@casino/contract";
import { api } from "../../../lib/api-client";

/** What a page assumes when the switches cannot be read: the normal site. */
const NORMAL: SiteSettingsResponse = { maintenance: false };

/**
 * GET /api/settings from the locale layout's loader (server side, on every document load), so maintenance mode
 * is in the first paint. A failure renders the normal site rather than failing the page.
 */
export async function getSiteSettings(init: {
  origin: string;
  signal?: AbortSignal;
}): Promise<SiteSettingsResponse> {
  try {
    return await api(settingsApi.getSettings, { origin: init.origin, signal: init.signal });
  } catch (error) {
    console.warn("Site settings could not be loaded; assuming the normal site", error);
    return NORMAL;
  }
}
