import type { AgentConversationResponse, ChatConversationSummary, ChatStreamEvent } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { ApiError } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import {
  AGENT_INBOX_KEY,
  agentConversationKey,
  useAgentConversation,
  useAgentConversations,
} from "../api/agent-conversations";
import { markAgentRead, sendAgentTyping, useSendAgentReply } from "../api/agent-reply";
import { useChatStream } from "../api/chat-stream";
import { withMessages } from "../chat-cache";
import { ChatThread } from "./chat-thread";

/**
 * The support team's console (`support` role): the inbox of conversations with unread counts on the left, the chosen
 * conversation on the right (one at a time on phones). One stream carries every conversation's events.
 */
export function AgentConsole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inbox = useAgentConversations();
  const [selected, setSelected] = useState<string | null>(null);
  const [typing, setTyping] = useState<Record<string, boolean>>({});

  const onEvent = useCallback(
    (event: ChatStreamEvent) => {
      if (event.type === "message") {
        const { message } = event;
        queryClient.setQueryData<AgentConversationResponse>(
          agentConversationKey(message.conversationId),
          (was) => (was ? withMessages(was, [message], "agent") : was),
        );
        if (message.sender === "player") setTyping((was) => ({ ...was, [message.conversationId]: false }));
        void queryClient.invalidateQueries({ queryKey: AGENT_INBOX_KEY });
      } else if (event.type === "typing") {
        setTyping((was) => ({ ...was, [event.conversationId]: event.typing }));
      } else if (event.type === "read" && event.by === "agent") {
        void queryClient.invalidateQueries({ queryKey: AGENT_INBOX_KEY });
      }
    },
    [queryClient],
  );
  const connected = useChatStream(
    "agent",
    inbox.isSuccess,
    onEvent,
    useCallback(() => void queryClient.invalidateQueries({ queryKey: [...AGENT_INBOX_KEY] }), [queryClient]),
  );

  if (inbox.isPending) return <Skeleton className="h-[60dvh] rounded-3xl" />;
  if (inbox.isError) {
    const forbidden = inbox.error instanceof ApiError && inbox.error.status === 403;
    return (
      <Notice tone="error">
        {t(forbidden ? "supportChat.console.forbidden" : "supportChat.loadFailed")}
      </Notice>
    );
  }
  return (
    <div className="grid h-[calc(100dvh-18rem)] min-h-[24rem] md:h-[calc(100dvh-13rem)] overflow-hidden rounded-3xl border border-border/70 bg-surface shadow-card md:grid-cols-[18rem_1fr]">
      <Inbox
        items={inbox.data.items}
        selected={selected}
        onSelect={setSelected}
        connected={connected}
        typing={typing}
        className={selected ? "hidden md:flex" : "flex"}
      />
      <section
        aria-label={t("supportChat.console.conversation")}
        className={clsx(
          "min-h-0 flex-col border-border/70 md:flex md:border-l",
          selected ? "flex" : "hidden",
        )}
      >
        {selected ? (
          <Conversation
            key={selected}
            id={selected}
            typing={!!typing[selected]}
            onBack={() => setSelected(null)}
          />
        ) : (
          <div className="m-auto flex max-w-xs flex-col items-center gap-3 p-6 text-center text-muted">
            <MessagesSquare className="size-10 text-primary-strong" aria-hidden />
            <p className="text-sm">{t("supportChat.console.pick")}</p>
          </div>
        )}
      </section>
    </div>
  );
}

function Inbox({
  items,
  selected,
  onSelect,
  connected,
  typing,
  className,
}: {
  items: ChatConversationSummary[];
  selected: string | null;
  onSelect(id: string): void;
  connected: boolean;
  typing: Record<string, boolean>;
  className: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t("supportChat.console.inbox")} className={clsx("min-h-0 flex-col", className)}>
      <p className="flex items-center gap-2 border-b border-border/70 px-4 py-3 text-xs font-semibold text-muted">
        <span className={clsx("size-2 rounded-full", connected ? "bg-success" : "bg-subtle")} aria-hidden />
        {t(connected ? "supportChat.console.online" : "supportChat.connecting")}
      </p>
      {items.length === 0 ? (
        <p className="p-4 text-sm text-muted">{t("supportChat.console.empty")}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={item.id === selected || undefined}
                data-testid="console-conversation"
                className={clsx(
                  "flex w-full flex-col gap-0.5 border-b border-border/40 px-4 py-3 text-left hover:bg-surface-2",
                  item.id === selected && "bg-surface-2",
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="flex-1 truncate font-bold">{item.username}</span>
                  {item.unread > 0 ? (
                    <span
                      data-testid="console-unread"
                      className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-[11px] font-bold text-primary-contrast"
                    >
                      {item.unread}
                      <span className="sr-only"> {t("supportChat.unread", { count: item.unread })}</span>
                    </span>
                  ) : null}
                </span>
                <span className="truncate text-xs text-muted">
                  {typing[item.id] ? t("supportChat.playerTyping") : (item.lastMessage?.body ?? "")}
                </span>
                <span className="text-[11px] text-subtle">{formatDateTime(item.lastMessageAt, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function Conversation({ id, typing, onBack }: { id: string; typing: boolean; onBack(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useAgentConversation(id);
  const reply = useSendAgentReply(id);
  const data = conversation.data;
  const newest = data?.messages.at(-1)?.id;
  const marked = useRef<string | null>(null);
  // An open conversation is being read: the player's messages in it are marked read as they arrive.
  useEffect(() => {
    if (!newest || !data?.unread || marked.current === newest) return;
    marked.current = newest;
    markAgentRead(id, newest)
      .then(() => {
        queryClient.setQueryData<AgentConversationResponse>(agentConversationKey(id), (was) =>
          was ? { ...was, unread: 0 } : was,
        );
        void queryClient.invalidateQueries({ queryKey: AGENT_INBOX_KEY });
      })
      .catch(() => undefined);
  }, [id, newest, data?.unread, queryClient]);

  return (
    <>
      <header className="flex items-center gap-2 border-b border-border/70 px-3 py-2.5">
        <button
          type="button"
          onClick={onBack}
          className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 md:hidden"
          aria-label={t("supportChat.console.back")}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h2 className="truncate font-bold">{data?.username ?? "…"}</h2>
      </header>
      {conversation.isPending ? (
        <Skeleton className="m-4 h-24" />
      ) : conversation.isError || !data ? (
        <Notice tone="error" className="m-4">
          {t("supportChat.loadFailed")}
        </Notice>
      ) : (
        <ChatThread
          composerId="agent-chat-input"
          reader="agent"
          playerName={data.username}
          messages={data.messages}
          hasMore={false}
          onLoadOlder={() => undefined}
          otherTyping={typing ? t("supportChat.playerTyping") : null}
          onTyping={(value) => void sendAgentTyping(id, value)}
          onSend={async (body) => {
            try {
              await reply.mutateAsync(body);
              return true;
            } catch {
              return false;
            }
          }}
          sending={reply.isPending}
          sendError={reply.error}
          empty={t("supportChat.console.noMessages")}
        />
      )}
    </>
  );
}
