import { ChatStreamEvent, supportApi } from "@casino/contract";
import { useEffect, useRef, useState } from "react";
import { api } from "../../../lib/api-client";

/** Where a chat stream comes from: the player's panel or the agent console. */
export type ChatStreamSide = "chat" | "agent";

/**
 * POST /api/support/{chat|agent}/token: the accessToken the stream is opened with
 * (docs/product/support.md#live-chat).
 */
export const getChatToken = (side: ChatStreamSide) =>
  api(side === "chat" ? supportApi.postSupportChatToken : supportApi.postSupportAgentToken);

/**
 * Follows a chat stream: asks for a token, opens GET /api/support/{side}/stream?accessToken=…, hands each event to
 * `onEvent`, and when the stream ends (the token expired, the server restarted) asks for a new token and reopens
 * it after a pause; `onReconnect` then lets the caller re-read the history it may have missed.
 * Returns whether the stream is connected.
 */
export function useChatStream(
  side: ChatStreamSide,
  enabled: boolean,
  onEvent: (event: ChatStreamEvent) => void,
  onReconnect: () => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let opens = 0;
    const open = async () => {
      try {
        const { accessToken } = await getChatToken(side);
        if (stopped) return;
        source = new EventSource(
          `${(side === "chat" ? supportApi.getSupportChatStream : supportApi.getSupportAgentStream).path}?accessToken=${encodeURIComponent(accessToken)}`,
        );
        source.onopen = () => {
          setConnected(true);
          if (opens++ > 0) handlers.current.onReconnect();
        };
        source.onmessage = (message) => {
          const parsed = ChatStreamEvent.safeParse(safeJson(message.data));
          if (parsed.success) handlers.current.onEvent(parsed.data);
        };
        const restart = () => {
          source?.close();
          setConnected(false);
          if (!stopped) retry = setTimeout(open, 2_000);
        };
        source.addEventListener("expired", restart);
        // The browser retries a dropped stream itself, but not one refused (a 401 for a stale token).
        source.onerror = () => {
          if (source?.readyState === EventSource.CLOSED) restart();
          else setConnected(false);
        };
      } catch {
        if (!stopped) retry = setTimeout(open, 5_000);
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setConnected(false);
    };
  }, [side, enabled]);
  return connected;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
