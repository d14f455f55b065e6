import type { ContentAction } from "@casino/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { useMaintenance } from "../lib/shell-state/layout-data";
import { openLogin, openSupport, useModals } from "../lib/shell-state/modal-store";
import { toast } from "../lib/toast";

/**
 * What a CMS button's action does; a deposit asks a guest to log in first, support opens the support modal in
 * place (docs/product/shell.md#routes), and in maintenance mode sign-up and deposit say why they are unavailable
 * instead.
 */
export function useContentAction(): (action: ContentAction) => void {
  const { t } = useTranslation();
  const open = useModals((state) => state.open);
  const navigate = useNavigate();
  const locale = useLocale();
  const player = usePlayer();
  const maintenance = useMaintenance();
  return useCallback(
    (action: ContentAction) => {
      if ((action === "register" || action === "deposit") && maintenance) toast.info(t("maintenance.banner"));
      else if (action === "login") openLogin();
      else if (action === "register") open({ name: "signup" });
      else if (action === "deposit") player ? open({ name: "deposit" }) : openLogin();
      else if (action === "support") openSupport("email");
      else navigate(localized(locale, "/promotions"));
    },
    [open, navigate, locale, player, maintenance, t],
  );
}
