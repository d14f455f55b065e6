import { Wallet, X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** At this width and below a game is played full screen. */
export const MOBILE_PLAY_QUERY = "(max-width: 768px)";

/**
 * The mobile game-play modal (docs/product/casino.md#lobby): the game fills the screen under a close bar with its
 * name and the balance it is played with. The page behind does not scroll; Escape or the close button leaves the
 * game.
 */
export function MobilePlayModal({
  name,
  balanceLabel,
  balance,
  onClose,
  children,
}: {
  name: string;
  balanceLabel: string;
  balance: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={name}
      data-testid="mobile-play"
      className="fixed inset-0 z-[70] flex flex-col bg-bg"
    >
      <div className="flex shrink-0 items-center gap-2 border-b border-border/70 bg-surface px-2 pt-[env(safe-area-inset-top)] shadow-card">
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label={t("casino.mobile.close")}
          className="grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1 truncate font-bold">{name}</div>
        <div className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-1.5">
          <Wallet className="size-4 text-primary-strong" aria-hidden />
          <div className="text-right leading-tight">
            <div className="text-[10px] font-semibold tracking-wide text-muted uppercase">{balanceLabel}</div>
            <div className="text-sm font-bold tabular-nums" data-testid="mobile-balance">
              {balance}
            </div>
          </div>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {children}
      </div>
    </div>
  );
}
