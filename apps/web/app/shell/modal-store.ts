import type { RestrictionsDetail } from "@casino/contract";
import { useNavigate } from "react-router";
import { create } from "zustand";
import { useShell } from "./shell-store";

/** The screens of the auth modal (SPEC §2): login → forgot password → "check your e-mail"; reset by key. */
export type AuthScreen = "login" | "forgot" | "sent" | "reset";

/** Which shell-level modal is open; only one at a time. */
export type OpenModal =
  | { name: "auth"; screen: AuthScreen; email?: string; resetKey?: string }
  | { name: "signup" }
  /** The cashier's deposit (SPEC §2); what was typed is kept in features/cashier's deposit draft. */
  | { name: "deposit" }
  /** The terms & marketing consent flow after a login (SPEC §4 restrictions). */
  | { name: "consent"; restrictions: Pick<RestrictionsDetail, "needsTCAccept" | "needsMarketingAccept"> };

interface ModalState {
  modal: OpenModal | null;
  /** Where to go when the player dismisses the current modal (pages that are a modal: /register, /resetpassword). */
  dismissTo: string | null;
  /** Opens a modal and closes the navigation drawer and profile menu: they are mutually exclusive (SPEC §2). */
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
