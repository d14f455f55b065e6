import type { ContentAction } from "@casino/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { openLogin, useModals } from "./modal-store";
import { localized } from "./paths";
import { useLocale } from "./use-locale";

/** What a CMS button's action does; a deposit asks a guest to log in first. */
export function useContentAction(): (action: ContentAction) => void {
  const open = useModals((state) => state.open);
  const navigate = useNavigate();
  const locale = useLocale();
  const player = usePlayer();
  return useCallback(
    (action: ContentAction) => {
      if (action === "login") openLogin();
      else if (action === "register") open({ name: "signup" });
      else if (action === "deposit") player ? open({ name: "deposit" }) : openLogin();
      else if (action === "support") navigate(localized(locale, "/contact"));
      else navigate(localized(locale, "/promotions"));
    },
    [open, navigate, locale, player],
  );
}
