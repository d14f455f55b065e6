import { create } from "zustand";
import { useRootData } from "../root-data";
import { useShellData } from "./layout-data";
import { setPreferenceCookie } from "./preference-cookie";

const SIDEBAR_COOKIE = "sidebar";
const CHAT_COOKIE = "chat";

interface ShellState {
  /** Desktop: sidebar shrunk to icons (64 px) instead of 280 px. Remembered in a cookie so SSR renders it right. */
  collapsed: boolean | null;
  /** Mobile and tablet: the sidebar drawer is open (it is always closed on navigation). */
  drawerOpen: boolean;
  /** The header's profile menu is open. */
  profileMenuOpen: boolean;
  /**
   * Desktop (≥ 1280 px): the chat panel is open beside the page. Remembered in a cookie so SSR renders it right;
   * null until the player toggles it in this page's life.
   */
  chatOpen: boolean | null;
  /** Below 1280 px the chat panel is a drawer over the page; it always starts closed. */
  chatDrawerOpen: boolean;
  setCollapsed(collapsed: boolean): void;
  setChatOpen(open: boolean): void;
  setChatDrawerOpen(open: boolean): void;
  /**
   * Opening the navigation drawer closes the profile menu, and opening a modal (modal-store) closes both: the
   * login and navigation menus are mutually exclusive (docs/product/shell.md#header). A modal cannot be open while
   * the drawer opens.
   */
  setDrawerOpen(open: boolean): void;
  setProfileMenuOpen(open: boolean): void;
  /** Closes the drawer and the profile menu (the modal store calls it when a modal opens). */
  closeMenus(): void;
}

/**
 * Applies `change` only when one of its fields differs. Zustand makes a new state object for every `set`, and every
 * component reading the whole store (header, sidebar) renders again, synchronously: the sidebar's "close the drawer
 * on a new page" ran on every hydration and re-rendered the header and sidebar in the task that ends hydration
 * (docs/decisions/0231-no-render-without-a-change.md).
 */
const changed = (state: ShellState, change: Partial<ShellState>) =>
  (Object.keys(change) as (keyof ShellState)[]).some((key) => state[key] !== change[key]);

export const useShell = create<ShellState>((setAll, get) => {
  const set = (change: Partial<ShellState>) => {
    if (changed(get(), change)) setAll(change);
  };
  return {
    // null until the player toggles it in this page's life; until then the cookie's value (read by SSR) applies.
    collapsed: null,
    drawerOpen: false,
    profileMenuOpen: false,
    chatOpen: null,
    chatDrawerOpen: false,
    setCollapsed(collapsed) {
      setPreferenceCookie(SIDEBAR_COOKIE, collapsed ? "collapsed" : "open");
      set({ collapsed });
    },
    setDrawerOpen(drawerOpen) {
      set(drawerOpen ? { drawerOpen, profileMenuOpen: false, chatDrawerOpen: false } : { drawerOpen });
    },
    setProfileMenuOpen(profileMenuOpen) {
      set(
        profileMenuOpen ? { profileMenuOpen, drawerOpen: false, chatDrawerOpen: false } : { profileMenuOpen },
      );
    },
    setChatOpen(chatOpen) {
      setPreferenceCookie(CHAT_COOKIE, chatOpen ? "open" : "closed");
      set({ chatOpen });
    },
    setChatDrawerOpen(chatDrawerOpen) {
      set(
        chatDrawerOpen ? { chatDrawerOpen, drawerOpen: false, profileMenuOpen: false } : { chatDrawerOpen },
      );
    },
    closeMenus: () => set({ drawerOpen: false, profileMenuOpen: false, chatDrawerOpen: false }),
  };
});

/** Whether the desktop chat panel was left open (the `chat` cookie); closed unless the player opened it. */
export function readChatOpen(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)chat=open\b/.test(cookieHeader ?? "");
}

export function readSidebarCollapsed(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)sidebar=collapsed\b/.test(cookieHeader ?? "");
}

/** The effective collapsed state: the player's toggle, else the cookie the server rendered with. */
export function useSidebarCollapsed(): boolean {
  const fromCookie = useRootData()?.sidebarCollapsed ?? false;
  return useShell((state) => state.collapsed) ?? fromCookie;
}

/** The effective desktop chat-panel state: the player's toggle, else the cookie the server rendered with. */
export function useChatOpen(): boolean {
  const fromCookie = useShellData().chatOpen;
  return useShell((state) => state.chatOpen) ?? fromCookie;
}
