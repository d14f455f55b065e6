import type { ChatConversationResponse, ChatStreamEvent } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { markChatRead, sendPlayerTyping } from "../api/chat-signals";
import { useChatStream } from "../api/chat-stream";
import { CHAT_KEY, getChatBefore, useChat } from "../api/get-chat";
import { useSendChatMessage } from "../api/send-chat-message";
import { withMessages } from "../chat-cache";
import { ChatThread } from "./chat-thread";

/** How long a "typing" shows without a refresh (a lost "stopped typing" must not leave it on for good). */
const TYPING_SHOWN_MS = 6_000;

/**
 * The player's live chat with the support team (docs/product/shell.md#chat-panel), kept mounted while the panel is
 * closed so the unread count stays current. `active` says the panel is visible: then new agent messages count as
 * read.
 */
export function LiveChat({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chat = useChat();
  const send = useSendChatMessage();
  const [agentTyping, setAgentTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const update = useCallback(
    (change: (was: ChatConversationResponse) => ChatConversationResponse) =>
      queryClient.setQueryData<ChatConversationResponse>(CHAT_KEY, (was) => (was ? change(was) : was)),
    [queryClient],
  );
  const onEvent = useCallback(
    (event: ChatStreamEvent) => {
      if (event.type === "message") {
        update((was) => withMessages(was, [event.message], "player"));
        if (event.message.sender === "agent") setAgentTyping(false);
      } else if (event.type === "typing") {
        setAgentTyping(event.typing);
        clearTimeout(typingTimer.current);
        if (event.typing) typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      } else if (event.type === "presence") {
        update((was) => ({ ...was, agentsOnline: event.agentsOnline }));
      }
    },
    [update],
  );
  const connected = useChatStream(
    "chat",
    chat.isSuccess,
    onEvent,
    useCallback(() => void queryClient.invalidateQueries({ queryKey: CHAT_KEY }), [queryClient]),
  );

  // Messages the player can see are read: the server learns it, and the badge clears.
  const data = chat.data;
  const newest = data?.messages.at(-1)?.id;
  useEffect(() => {
    if (!active || !newest || !data?.unread) return;
    update((was) => ({ ...was, unread: 0 }));
    markChatRead(newest).catch(() => undefined);
  }, [active, newest, data?.unread, update]);

  if (chat.isPending) {
    return (
      <div className="space-y-2 p-4" aria-busy>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="ml-auto h-10 w-2/3" />
      </div>
    );
  }
  if (chat.isError || !data) {
    return <LoadError message={t("supportChat.loadFailed")} onRetry={() => chat.refetch()} className="m-4" />;
  }
  const loadOlder = async () => {
    const oldest = data.messages[0]?.id;
    if (!oldest) return;
    const page = await getChatBefore(oldest).catch(() => null);
    if (page)
      update((was) => ({
        ...withMessages(was, page.messages, "player"),
        unread: was.unread,
        hasMore: page.hasMore,
      }));
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <Presence online={data.agentsOnline} connected={connected} />
      <ChatThread
        composerId="player-chat-input"
        reader="player"
        messages={data.messages}
        hasMore={data.hasMore}
        onLoadOlder={loadOlder}
        otherTyping={agentTyping ? t("supportChat.agentTyping") : null}
        onTyping={sendPlayerTyping}
        onSend={async (body) => {
          try {
            await send.mutateAsync(body);
            return true;
          } catch {
            return false;
          }
        }}
        sending={send.isPending}
        sendError={send.error}
        empty={t(data.agentsOnline ? "supportChat.emptyOnline" : "supportChat.emptyOffline")}
      />
    </div>
  );
}

function Presence({ online, connected }: { online: boolean; connected: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-center gap-2 border-b border-border/70 px-4 py-2 text-xs font-semibold text-muted"
      data-testid="chat-presence"
      data-online={online}
    >
      <span
        className={clsx(
          "size-2 shrink-0 rounded-full",
          !connected ? "bg-subtle" : online ? "bg-success" : "bg-warning",
        )}
        aria-hidden
      />
      {!connected ? t("supportChat.connecting") : online ? t("supportChat.online") : t("supportChat.offline")}
    </p>
  );
}

/** The player's unread agent messages (for the chat toggle's badge); 0 until the chat has loaded. */
export function useChatUnread(): number {
  const chat = useChat();
  return chat.data?.unread ?? 0;
}
