import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "../features/auth/api/get-session";
import { useChatOpen } from "../lib/shell-state/shell-store";

/** docs/product/shell.md#layout: the button appears after 300 px of scroll. */
const SHOW_AFTER_PX = 300;

/** Back to the top of the page; smooth unless the player prefers reduced motion. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // Beside an open chat panel (≥ 1280 px) the button moves left of it.
  const chatOpen = useChatOpen();
  const besidePanel = usePlayer() !== null && chatOpen;
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      aria-label={t("content.scrollTop")}
      title={t("content.scrollTop")}
      className={`fixed right-4 bottom-[calc(var(--spacing-bottombar)+0.75rem)] z-30 grid size-11 place-items-center rounded-full border border-border bg-surface-2 text-text shadow-card hover:bg-surface-3 lg:bottom-6 ${
        besidePanel ? "xl:right-[calc(var(--spacing-chat)+1rem)]" : ""
      }`}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
