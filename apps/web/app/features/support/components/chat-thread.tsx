import {
  CHAT_MESSAGE_MAX,
  type ChatMessage,
  FORMAT_LOCALE,
  TIME_ZONE,
  type UrlLocale,
} from "@casino/contract";
import { clsx } from "clsx";
import { Info, SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { Notice } from "../../../ui/notice";

/** A time of day on the Amsterdam clock, for under a chat bubble. */
const timeOf = (value: string, locale: UrlLocale) =>
  new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(value));

/**
 * A conversation: the messages (the reader's own on the right), the other side's typing, and a composer where Enter
 * sends and Shift+Enter breaks the line. Used by the player's panel and the agent console alike.
 */
export function ChatThread({
  messages,
  reader,
  otherTyping,
  hasMore,
  onLoadOlder,
  onSend,
  onTyping,
  sending,
  sendError,
  empty,
  composerId,
  playerName,
}: {
  messages: ChatMessage[];
  /** How the player is named beside their messages (the console shows the username). */
  playerName?: string;
  reader: "player" | "agent";
  /** Shown under the messages, e.g. "Support is typing…"; null when nobody types. */
  otherTyping: string | null;
  hasMore: boolean;
  onLoadOlder(): void;
  /** Resolves true when the message was sent (a draft emptied at the send is put back otherwise). */
  onSend(body: string): Promise<boolean>;
  onTyping(typing: boolean): void;
  sending: boolean;
  /** The last send's failure (null when it went through): "too quickly" for a rate limit, else try again. */
  sendError: unknown;
  empty: string;
  composerId: string;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // Follow the conversation: each new message (or the typing line) scrolls into view.
  useEffect(() => {
    const element = list.current;
    if (element && (newest || otherTyping)) element.scrollTop = element.scrollHeight;
  }, [newest, otherTyping]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t("supportChat.messagesLabel")}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-3 py-3"
      >
        {hasMore ? (
          <button
            type="button"
            onClick={onLoadOlder}
            className="mx-auto rounded-full px-3 py-1 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-text"
          >
            {t("supportChat.loadOlder")}
          </button>
        ) : null}
        {messages.length === 0 ? (
          <p className="m-auto max-w-56 text-center text-sm text-muted">{empty}</p>
        ) : null}
        {messages.map((message) => (
          <Bubble
            key={message.id}
            message={message}
            own={message.sender === reader}
            playerName={playerName}
          />
        ))}
        {otherTyping ? (
          <p className="flex items-center gap-2 text-xs text-muted" data-testid="chat-typing">
            <TypingDots />
            {otherTyping}
          </p>
        ) : null}
      </div>
      <Composer id={composerId} onSend={onSend} onTyping={onTyping} sending={sending} />
      {sendError ? (
        <Notice tone="error" className="mx-3 mb-3">
          {errorText(t, sendError, "supportChat.sendFailed")}
        </Notice>
      ) : null}
    </div>
  );
}

function Bubble({
  message,
  own,
  playerName,
}: {
  message: ChatMessage;
  own: boolean;
  playerName?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (message.sender === "system") {
    return (
      <p className="my-1 flex items-start gap-2 rounded-xl border border-border/70 bg-surface-2/60 px-3 py-2 text-xs text-muted">
        <Info className="mt-0.5 size-3.5 shrink-0 text-primary-strong" aria-hidden />
        <span>
          {message.ticketReference
            ? t("supportChat.offlineNote", { reference: message.ticketReference })
            : message.body}
        </span>
      </p>
    );
  }
  const who =
    message.sender === "agent"
      ? (message.agentName ?? t("supportChat.support"))
      : (playerName ?? t("supportChat.player"));
  return (
    <div className={clsx("flex max-w-[85%] flex-col", own ? "items-end self-end" : "items-start self-start")}>
      <p
        data-testid="chat-message"
        data-sender={message.sender}
        className={clsx(
          "whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-relaxed",
          own ? "rounded-br-md bg-primary text-primary-contrast" : "rounded-bl-md bg-surface-2 text-text",
        )}
      >
        <span className="sr-only">{own ? t("supportChat.you") : who}: </span>
        {message.body}
      </p>
      <span className="mt-0.5 px-1 text-[11px] text-subtle">
        {own ? null : `${who} · `}
        <time dateTime={message.createdAt}>{timeOf(message.createdAt, locale)}</time>
      </span>
    </div>
  );
}

function TypingDots() {
  return (
    <span className="inline-flex gap-0.5" aria-hidden>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/** Typing is signalled on the first keystroke and cleared after a pause or a send, never once per key. */
const TYPING_IDLE_MS = 3_000;

function Composer({
  id,
  onSend,
  onTyping,
  sending,
}: {
  id: string;
  onSend(body: string): Promise<boolean>;
  onTyping(typing: boolean): void;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTyping = () => {
    clearTimeout(idle.current);
    if (typing.current) onTyping(false);
    typing.current = false;
  };
  useEffect(() => () => clearTimeout(idle.current), []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    stopTyping();
    // The draft empties as the message leaves: the stream may show the message in the thread before the send's own
    // answer arrives, and a message must never show both sent and still in the box. A failed send puts it back,
    // unless the player has started another one meanwhile.
    setDraft("");
    if (!(await onSend(body))) setDraft((typed) => typed || draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const onChange = (value: string) => {
    setDraft(value);
    if (!typing.current && value.trim()) {
      typing.current = true;
      onTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border/70 p-3">
      <label htmlFor={id} className="sr-only">
        {t("supportChat.inputLabel")}
      </label>
      <textarea
        id={id}
        rows={2}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
        placeholder={t("supportChat.placeholder")}
        aria-describedby={`${id}-hint`}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-border bg-surface px-3 py-2 text-sm leading-snug outline-none placeholder:text-subtle focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t("supportChat.hint")}
      </span>
      <button
        type="submit"
        disabled={sending || !draft.trim()}
        aria-label={t("supportChat.send")}
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary text-primary-contrast transition-colors hover:bg-primary-hover disabled:opacity-50"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}
