import { useRouteLoaderData } from "react-router";
import { create } from "zustand";
import { setPreferenceCookie } from "./preference-cookie";

/** What the locale layout's loader tells the shell about this visitor and the site, for the first paint. */
export interface ShellData {
  /**
   * Maintenance mode (operator switch): sign-up and deposits are hidden (docs/product/back-office.md#maintenance).
   */
  maintenance: boolean;
  /** The desktop chat panel was left open (`chat` cookie). */
  chatOpen: boolean;
  /** A guest's chosen display currency (`display_currency` cookie), or null when none was chosen. */
  displayCurrency: string | null;
}

const DISPLAY_CURRENCY_COOKIE = "display_currency";
const LAYOUT_ROUTE = "routes/locale-layout";
const DEFAULTS: ShellData = { maintenance: false, chatOpen: false, displayCurrency: null };

/** The guest's display currency from the cookie the server reads (the winners feeds use it too). */
export function readDisplayCurrency(cookieHeader: string | null | undefined): string | null {
  const match = /(?:^|;\s*)display_currency=([A-Za-z]{3})\b/.exec(cookieHeader ?? "");
  return match?.[1]?.toUpperCase() ?? null;
}

export function useShellData(): ShellData {
  return useRouteLoaderData<{ shell: ShellData }>(LAYOUT_ROUTE)?.shell ?? DEFAULTS;
}

/** Whether the site is in maintenance mode. */
export const useMaintenance = () => useShellData().maintenance;

/** The display currency chosen in this page's life; null until the guest picks one (then the cookie's applies). */
const useCurrencyChoice = create<{ currency: string | null }>(() => ({ currency: null }));

/** A guest's display currency: their choice, else the cookie the server rendered with, else null. */
export function useDisplayCurrency(): string | null {
  const fromCookie = useShellData().displayCurrency;
  return useCurrencyChoice((state) => state.currency) ?? fromCookie;
}

/** Remembers a guest's display currency for this browser (a year, like the other preferences). */
export function chooseDisplayCurrency(code: string): void {
  setPreferenceCookie(DISPLAY_CURRENCY_COOKIE, code.toUpperCase());
  useCurrencyChoice.setState({ currency: code.toUpperCase() });
}
