import { clsx } from "clsx";
import { ChevronDown, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "../../features/auth/api/get-session";
import { useLocale } from "../../lib/locale/use-locale";
import { useDisplayCurrency } from "../../lib/shell-state/layout-data";
import { useModals } from "../../lib/shell-state/modal-store";

/**
 * Opens the locale and currency modal (docs/product/shell.md#modals): the footer's and the mobile drawer's language
 * switcher. Shows the page's language and the currency amounts are in (the player's wallet, or a guest's choice).
 */
export function LocaleCurrencyButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const player = usePlayer();
  const displayCurrency = useDisplayCurrency();
  const currency = player?.currency.code ?? displayCurrency;
  return (
    <button
      type="button"
      onClick={() => open({ name: "localeCurrency", tab: "language" })}
      aria-haspopup="dialog"
      className={clsx(
        "inline-flex h-9 items-center gap-2 rounded-xl border border-border/70 bg-surface-2/50 px-3 text-xs font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text",
        className,
      )}
    >
      <Globe className="size-4" aria-hidden />
      <span className="sr-only">{t("localeCurrency.open")}: </span>
      <span lang={locale}>{t(`language.${locale}`)}</span>
      {currency ? (
        <>
          <span aria-hidden className="text-subtle">
            ·
          </span>
          <span>{currency}</span>
        </>
      ) : null}
      <ChevronDown className="size-3.5" aria-hidden />
    </button>
  );
}
