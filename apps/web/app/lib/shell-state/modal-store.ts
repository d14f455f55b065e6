import type { RestrictionsDetail } from "@casino/contract";
import { useNavigate } from "react-router";
import { create } from "zustand";
import { useShell } from "./shell-store";

/**
 * The screens of the auth modal (docs/product/shell.md#modals): login → forgot password → "check your e-mail"; reset
 * by key.
 */
export type AuthScreen = "login" | "forgot" | "sent" | "reset";

/** Which shell-level modal is open; only one at a time. */
export type OpenModal =
  | { name: "auth"; screen: AuthScreen; email?: string; resetKey?: string }
  | { name: "signup" }
  /**
   * The cashier's deposit (docs/product/cashier.md#deposit-draft); what was typed is kept in features/cashier's
   * deposit draft.
   */
  | { name: "deposit" }
  /** The terms & marketing consent flow after a login (docs/product/sessions.md#restrictions). */
  | { name: "consent"; restrictions: Pick<RestrictionsDetail, "needsTCAccept" | "needsMarketingAccept"> }
  /** Contact us (docs/product/support.md#support-modal): live chat or the e-mail form, as tabs. */
  | { name: "support"; tab: SupportTab }
  /** Language and display currency (docs/product/shell.md#modals), as tabs. */
  | { name: "localeCurrency"; tab: LocaleCurrencyTab }
  /** "Install the app" after the browser offered it (beforeinstallprompt). */
  | { name: "pwaInstall" }
  /**
   * iOS Safari: how to add the site to the home screen (docs/product/shell.md#install-prompts: at most every 30
   * days).
   */
  | { name: "iosInstall" }
  /** The AML questionnaire (docs/product/compliance.md#questionnaire), from the footer link. */
  | { name: "questionnaire" };

export type LocaleCurrencyTab = "language" | "currency";

/** The tabs of the support modal (docs/product/support.md#support-modal: live chat or e-mail). */
export type SupportTab = "chat" | "email";

interface ModalState {
  modal: OpenModal | null;
  /** Where to go when the player dismisses the current modal (pages that are a modal: /register, /resetpassword). */
  dismissTo: string | null;
  /**
   * Opens a modal and closes the navigation drawer and profile menu: they are mutually exclusive
   * (docs/product/shell.md#header).
   */
  open(modal: OpenModal, options?: { dismissTo?: string }): void;
  /** Closes without navigating (the flow finished). */
  close(): void;
}

export const useModals = create<ModalState>((set) => ({
  modal: null,
  dismissTo: null,
  open(modal, options) {
    useShell.getState().closeMenus();
    set({ modal, dismissTo: options?.dismissTo ?? null });
  },
  close: () => set({ modal: null, dismissTo: null }),
}));

/** Opens the login screen (the header button, `?login=1` links, authenticated items for guests). */
export const openLogin = () => useModals.getState().open({ name: "auth", screen: "login" });

/** Dismissal by the player (Escape, close button): closes, then goes where the page asked (`dismissTo`). */
export function useDismissModal(): () => void {
  const navigate = useNavigate();
  return () => {
    const { dismissTo, close } = useModals.getState();
    close();
    if (dismissTo) void navigate(dismissTo);
  };
}

/** Opens the support modal (the `/contact` page, links to it, the chat panel's entry points). */
export const openSupport = (tab: SupportTab = "email") => useModals.getState().open({ name: "support", tab });

/** Opens the questionnaire (the footer link for logged-in players). */
export const openQuestionnaire = () => useModals.getState().open({ name: "questionnaire" });
