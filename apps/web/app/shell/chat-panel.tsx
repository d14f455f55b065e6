import {
  ChevronUp,
  CircleHelp,
  ExternalLink,
  Headset,
  Mail,
  ShieldCheck,
  SlidersHorizontal,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LiveChat } from "../features/support/components/live-chat";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { openSupport } from "../lib/shell-state/modal-store";
import { useChatOpen, useShell } from "../lib/shell-state/shell-store";
import { isWide, useMediaQuery, WIDE_QUERY } from "./use-media-query";

/**
 * The right-hand support panel, for logged-in players only (docs/product/shell.md#chat-panel): 280 px beside the page
 * from 1280 px, so the page narrows instead of being covered; a drawer over the page below that. Open or closed is
 * remembered for desktop. The live chat with the support team fills it; the other ways of getting help fold away
 * beneath.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const open = useChatOpen();
  const { chatDrawerOpen, setChatOpen, setChatDrawerOpen } = useShell();
  const wide = useMediaQuery(WIDE_QUERY);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => (isWide() ? setChatOpen(false) : setChatDrawerOpen(false));

  const { pathname } = useLocation();
  // The drawer closes whenever the page changes (a link in it was followed).
  useEffect(() => {
    if (pathname) setChatDrawerOpen(false);
  }, [pathname, setChatDrawerOpen]);

  // As a drawer it takes focus when it opens and closes on Escape, like the navigation drawer.
  useEffect(() => {
    if (!chatDrawerOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setChatDrawerOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [chatDrawerOpen, setChatDrawerOpen]);

  return (
    <>
      <div
        aria-hidden
        onClick={() => setChatDrawerOpen(false)}
        className={`fixed inset-0 z-[45] bg-black/60 backdrop-blur-sm transition-opacity xl:hidden ${
          chatDrawerOpen ? "opacity-100" : "pointer-events-none opacity-0"
        }`}
      />
      <aside
        id="chat-panel"
        aria-labelledby="chat-panel-title"
        data-open={wide ? open : chatDrawerOpen}
        className={`fixed inset-y-0 right-0 z-50 flex w-chat max-w-[88vw] flex-col border-l border-border/70 bg-bg-elevated shadow-card transition-[transform,visibility] duration-200 ${
          chatDrawerOpen ? "visible translate-x-0" : "invisible translate-x-full"
        } xl:visible xl:sticky xl:top-header xl:z-30 xl:h-[calc(100dvh-var(--spacing-header))] xl:max-w-none xl:shrink-0 xl:translate-x-0 xl:shadow-none xl:transition-none ${
          open ? "xl:flex" : "xl:hidden"
        }`}
      >
        <div className="flex items-center gap-2 border-b border-border/70 px-4 py-3">
          <Headset className="size-5 text-primary-strong" aria-hidden />
          <h2 id="chat-panel-title" className="flex-1 font-bold">
            {t("chatPanel.title")}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
            aria-label={t("chatPanel.close")}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <LiveChat active={wide ? open : chatDrawerOpen} />
        <details className="group border-t border-border/70">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 text-sm font-semibold text-muted hover:text-text">
            {t("supportChat.moreHelp")}
            <ChevronUp className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="max-h-[45dvh] space-y-5 overflow-y-auto px-4 pb-4">
            <SupportLinks />
            <HelpLinks />
          </div>
        </details>
      </aside>
    </>
  );
}

function SupportLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t("chatPanel.helpLabel")}>
      <h3 className="mb-2 text-xs font-bold uppercase tracking-widest text-subtle">{t("chatPanel.help")}</h3>
      <ul className="space-y-1">
        <PanelItem icon={<Mail className="size-4" aria-hidden />}>
          <button type="button" onClick={() => openSupport("email")} className={ITEM}>
            {t("chatPanel.email")}
          </button>
        </PanelItem>
        <PanelItem icon={<CircleHelp className="size-4" aria-hidden />}>
          <Link to={localized(locale, "/faq")} className={ITEM}>
            {t("chatPanel.faq")}
          </Link>
        </PanelItem>
      </ul>
    </nav>
  );
}

/**
 * Responsible-gambling help (docs/product/shell.md#chat-panel): our page, the player's own limits, and an independent
 * helpline.
 */
function HelpLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t("chatPanel.rgLabel")}>
      <h3 className="mb-2 text-xs font-bold uppercase tracking-widest text-subtle">{t("chatPanel.rg")}</h3>
      <ul className="space-y-1">
        <PanelItem icon={<ShieldCheck className="size-4" aria-hidden />}>
          <Link to={localized(locale, "/responsible-gambling")} className={ITEM}>
            {t("chatPanel.rgPage")}
          </Link>
        </PanelItem>
        <PanelItem icon={<SlidersHorizontal className="size-4" aria-hidden />}>
          <Link to={localized(locale, "/profile/responsiblegambling")} className={ITEM}>
            {t("chatPanel.limits")}
          </Link>
        </PanelItem>
        <PanelItem icon={<ExternalLink className="size-4" aria-hidden />}>
          <a href={t("chatPanel.helplineUrl")} target="_blank" rel="noopener noreferrer" className={ITEM}>
            {t("chatPanel.helpline")}
            <span className="sr-only"> {t("content.newTab")}</span>
          </a>
        </PanelItem>
      </ul>
      <p className="mt-3 text-xs text-subtle">{t("chatPanel.helplineNote")}</p>
    </nav>
  );
}

const ITEM =
  "flex min-h-10 w-full flex-1 items-center rounded-xl px-2 text-left text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text";

function PanelItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1 text-muted">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-2">{icon}</span>
      {children}
    </li>
  );
}
