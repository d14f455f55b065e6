import { Headset, LogIn, Mail, MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SupportTab } from "../../../lib/shell-state/modal-store";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Tabs } from "../../../ui/tabs";
import type { ContactFields } from "../contact-form";
import { ContactEmailForm } from "./contact-email-form";

/** What the shell knows about the visitor; a player's name and e-mail fill the form. */
export interface SupportSender {
  name: string;
  email: string;
}

const PANEL_ID = "support-panel";

/**
 * Contact us (docs/product/support.md#support-modal): tabs for live chat and e-mail. The draft survives switching
 * tabs and closing the modal, until it is sent. Live chat itself lives in the right-hand panel for players
 * (`onOpenChat`).
 */
export function SupportModal({
  open,
  tab,
  onTabChange,
  onOpenChange,
  sender,
  onOpenChat,
  onLogin,
}: {
  open: boolean;
  tab: SupportTab;
  onTabChange(tab: SupportTab): void;
  onOpenChange(open: boolean): void;
  /** The logged-in player, or null for a guest. */
  sender: SupportSender | null;
  onOpenChat(): void;
  onLogin(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContactFields>(() => emptyDraft(sender));
  // A player who logs in (or out) while a draft is open gets their own name and e-mail where the form is blank.
  useEffect(() => {
    setDraft((was) => ({
      ...was,
      name: was.name || sender?.name || "",
      email: was.email || sender?.email || "",
    }));
  }, [sender?.name, sender?.email]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("support.title")}
      description={t("support.description")}
      closeLabel={t("common.close")}
      size="lg"
    >
      <Tabs
        label={t("support.tabsLabel")}
        panelId={PANEL_ID}
        value={tab}
        onChange={onTabChange}
        options={[
          { value: "chat", label: t("support.tabs.chat") },
          { value: "email", label: t("support.tabs.email") },
        ]}
      />
      <div id={PANEL_ID} role="tabpanel" aria-label={t(`support.tabs.${tab}`)} className="mt-5">
        {tab === "chat" ? (
          <LiveChatTab
            player={sender !== null}
            onOpenChat={onOpenChat}
            onLogin={onLogin}
            onEmail={() => onTabChange("email")}
          />
        ) : (
          <ContactEmailForm
            fields={draft}
            onChange={setDraft}
            onSent={() => setDraft(emptyDraft(sender))}
            onClose={() => onOpenChange(false)}
          />
        )}
      </div>
    </Dialog>
  );
}

const emptyDraft = (sender: SupportSender | null): ContactFields => ({
  name: sender?.name ?? "",
  email: sender?.email ?? "",
  subject: "",
  message: "",
});

/** Until live chat ships, the tab says where it will be and offers the way in (players) or login (guests). */
function LiveChatTab({
  player,
  onOpenChat,
  onLogin,
  onEmail,
}: {
  player: boolean;
  onOpenChat(): void;
  onLogin(): void;
  onEmail(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 bg-surface-2/40 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-strong">
        <MessageCircle className="size-7" aria-hidden />
      </span>
      <h3 className="text-lg font-bold">{t("support.chat.title")}</h3>
      <p className="max-w-sm text-sm text-muted">
        {t(player ? "support.chat.playerBody" : "support.chat.guestBody")}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        {player ? (
          <Button onClick={onOpenChat}>
            <Headset className="size-4" aria-hidden />
            {t("support.chat.open")}
          </Button>
        ) : (
          <Button onClick={onLogin}>
            <LogIn className="size-4" aria-hidden />
            {t("support.chat.login")}
          </Button>
        )}
        <Button variant="secondary" onClick={onEmail}>
          <Mail className="size-4" aria-hidden />
          {t("support.chat.email")}
        </Button>
      </div>
    </div>
  );
}
