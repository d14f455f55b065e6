import { Headset, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Session } from "../../features/auth/api/get-session";
import { BalanceMenu } from "../../features/cashier/components/balance-menu";
import { useChatUnread } from "../../features/support/components/live-chat";
import { localized } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { useModals } from "../../lib/shell-state/modal-store";
import { useChatOpen, useShell } from "../../lib/shell-state/shell-store";
import { buttonClass } from "../../ui/button";
import { isWide, useMediaQuery, WIDE_QUERY } from "../use-media-query";
import { ProfileMenu } from "./profile-menu";

/**
 * The header's controls of a signed-in player: the balance menu, deposit, the chat toggle and the profile menu. A
 * module of its own, loaded by the header only when a player is signed in, so a guest's page does not download the
 * menus, the chat and their schemas (docs/decisions/0215-initial-javascript-per-area.md).
 */
export function PlayerActions({ player, maintenance }: { player: Session; maintenance: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const openModal = useModals((state) => state.open);
  return (
    <>
      <BalanceMenu currency={player.currency.code} canDeposit={!maintenance} />
      {maintenance ? null : (
        // A real link first (it works before hydration); with JS it opens the deposit modal in place.
        <Link
          to={localized(locale, "/profile/transactions/depositmoney")}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            openModal({ name: "deposit" });
          }}
          className={buttonClass({ size: "sm", className: "w-9 px-0 sm:w-auto sm:px-4" })}
        >
          <Plus className="size-5 sm:hidden" aria-hidden />
          <span className="sr-only sm:not-sr-only">{t("header.deposit")}</span>
        </Link>
      )}
      <ChatToggle />
      <ProfileMenu session={player} maintenance={maintenance} />
    </>
  );
}

/** Opens and closes the support chat panel (players only): beside the page from 1280 px, a drawer below. */
function ChatToggle() {
  const { t } = useTranslation();
  const open = useChatOpen();
  const { chatDrawerOpen, setChatOpen, setChatDrawerOpen } = useShell();
  const wide = useMediaQuery(WIDE_QUERY);
  const toggle = () => (isWide() ? setChatOpen(!open) : setChatDrawerOpen(!chatDrawerOpen));
  const expanded = wide ? open : chatDrawerOpen;
  const unread = useChatUnread();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={expanded}
      aria-controls="chat-panel"
      aria-label={t(expanded ? "chatPanel.close" : "chatPanel.open")}
      title={t(expanded ? "chatPanel.close" : "chatPanel.open")}
      className={`relative grid size-10 shrink-0 place-items-center rounded-xl transition-colors hover:bg-surface-2 hover:text-text ${
        expanded ? "bg-surface-2 text-text" : "text-muted"
      }`}
    >
      <Headset className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          data-testid="chat-unread"
          className="absolute -top-0.5 -right-0.5 grid min-w-[18px] place-items-center rounded-full bg-primary px-1 text-[10px] font-bold leading-[18px] text-primary-contrast"
        >
          {unread > 9 ? "9+" : unread}
          <span className="sr-only"> {t("supportChat.unread", { count: unread })}</span>
        </span>
      ) : null}
    </button>
  );
}
